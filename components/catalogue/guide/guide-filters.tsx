'use client';

import { useState } from 'react';
import { facetUnits, unitOf, type Facet } from '@/content/catalogue/facets';
import { guideText } from '@/content/guide';
import type { GuideRow } from '@/lib/guide/rows';
import { optionCount, type Filter, type GuideState } from '@/lib/guide/state';
import type { GuideClasses } from './classes';

interface FilterProps {
  facets: readonly Facet[];
  rows: readonly GuideRow[];
  state: GuideState;
  update: (next: GuideState, control?: string | null) => void;
  idPrefix: string;
  styles: GuideClasses['guide'];
}

function withFilter(state: GuideState, id: string, filter: Filter | null): GuideState {
  const filters = { ...state.filters };
  if (filter) filters[id] = filter;
  else delete filters[id];
  return { ...state, filters };
}

/**
 * A filter per facet, each a group named by the facet's label: 'At least'
 * and 'At most' boxes for a figure, a checkbox with its count per value of
 * a choice or a set, one checkbox for a yes/no. Inside a disclosure, closed
 * at first so the table stays near the top; hidden without JavaScript,
 * where it could do nothing.
 */
export function GuideFilters({ facets, rows, state, update, idPrefix, styles }: FilterProps) {
  // The controls exist only while the disclosure is open, which takes the page running (the
  // disclosure is hidden without JavaScript, where they could do nothing): closed, they would be
  // re-counted and re-styled on every tab, sort or chip for nobody to see.
  const [open, setOpen] = useState(false);
  return (
    <details className={`${styles.filters} needs-js`} open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary
        className={styles.summary}
        onClick={(e) => {
          // Opened by state, so the form is drawn in the same frame as the disclosure opens.
          e.preventDefault();
          setOpen(!open);
        }}
      >
        {guideText.filters}
      </summary>
      {open ? <FilterForm facets={facets} rows={rows} state={state} update={update} idPrefix={idPrefix} styles={styles} /> : null}
    </details>
  );
}

function FilterForm({ facets, rows, state, update, idPrefix, styles }: FilterProps) {
  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
      {facets.map((facet) => (
        <fieldset key={facet.id} className={styles.fieldset}>
          <legend>{facet.label}</legend>
          <FacetFilter facet={facet} rows={rows} state={state} update={update} id={`${idPrefix}-f-${facet.id}`} styles={styles} />
        </fieldset>
      ))}
    </form>
  );
}

function FacetFilter({
  facet,
  rows,
  state,
  update,
  id,
  styles,
}: {
  facet: Facet;
  rows: readonly GuideRow[];
  state: GuideState;
  update: FilterProps['update'];
  id: string;
  styles: FilterProps['styles'];
}) {
  const filter = state.filters[facet.id];
  switch (facet.kind) {
    case 'number':
      return <BetweenFilter facet={facet} filter={filter?.kind === 'between' ? filter : null} state={state} update={update} id={id} styles={styles} />;
    case 'choice':
    case 'set': {
      const ticked = filter && (filter.kind === 'any' || filter.kind === 'all') ? filter.values : [];
      // A set's values are figures (wavelengths): each reads with its unit.
      const valueUnit = facet.kind === 'set' ? unitOf(facet)?.symbol : undefined;
      const kind = facet.kind === 'set' ? 'all' : 'any';
      return (
        <>
          {facet.kind === 'set' ? <p className={styles.hint}>{guideText.allTicked}</p> : null}
          <ul className={styles.options}>
            {facet.options.map((option) => {
              const checked = ticked.includes(option.value);
              const count = optionCount(rows, facet, option.value, state);
              return (
                <li key={option.value}>
                  <label>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={count === 0 && !checked}
                      onChange={() => {
                        const values = facet.options.map((o) => o.value).filter((v) => (v === option.value ? !checked : ticked.includes(v)));
                        update(withFilter(state, facet.id, values.length > 0 ? { kind, values } : null));
                      }}
                    />
                    {option.label}
                    {valueUnit ? ` ${valueUnit}` : ''}
                    <span className={styles.optionCount}> ({count})</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      );
    }
    case 'flag': {
      const checked = filter?.kind === 'yes';
      return (
        <label className={styles.flag}>
          <input type="checkbox" checked={checked} onChange={() => update(withFilter(state, facet.id, checked ? null : { kind: 'yes' }))} />
          {guideText.yes}
          <span className={styles.optionCount}> ({optionCount(rows, facet, true, state)})</span>
        </label>
      );
    }
  }
}

/** 'At least' and 'At most', in the facet's unit; a box cleared or not a number leaves that side open. */
function BetweenFilter({
  facet,
  filter,
  state,
  update,
  id,
  styles,
}: {
  facet: Extract<Facet, { kind: 'number' }>;
  filter: Extract<Filter, { kind: 'between' }> | null;
  state: GuideState;
  update: FilterProps['update'];
  id: string;
  styles: FilterProps['styles'];
}) {
  // What the visitor typed, kept as typed ('0.' on the way to '0.8'), beside the number the filter holds.
  const [draft, setDraft] = useState<{ min?: string; max?: string }>({});
  const unit = facetUnits[facet.unit].symbol;
  const side = (which: 'min' | 'max') => {
    const held = filter?.[which];
    const text = draft[which] ?? (held === null || held === undefined ? '' : String(held));
    return (
      <label className={styles.bound}>
        <span>
          {which === 'min' ? guideText.atLeast : guideText.atMost}
          <span className="visually-hidden"> ({unit})</span>
        </span>
        <span className={styles.inputUnit}>
          <input
            id={`${id}-${which}`}
            type="number"
            inputMode="decimal"
            step="any"
            min={facet.bounds.min}
            max={facet.bounds.max}
            value={text}
            onChange={(e) => {
              const raw = e.target.value;
              setDraft((d) => ({ ...d, [which]: raw }));
              const value = raw.trim() === '' || Number.isNaN(Number(raw)) ? null : Number(raw);
              const next = { kind: 'between' as const, min: filter?.min ?? null, max: filter?.max ?? null, [which]: value };
              update(withFilter(state, facet.id, next.min === null && next.max === null ? null : next), `${facet.id}-${which}`);
            }}
            onBlur={() => setDraft((d) => ({ ...d, [which]: undefined }))}
          />
          <span aria-hidden="true">{unit}</span>
        </span>
      </label>
    );
  };
  return (
    <div className={styles.between}>
      {side('min')}
      {side('max')}
    </div>
  );
}
