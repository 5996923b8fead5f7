'use client';

import { memo, useMemo, useState } from 'react';
import { facetUnits, unitOf, type Facet } from '@/content/catalogue/facets';
import { guideText } from '@/content/guide';
import type { GuideRow } from '@/lib/guide/rows';
import { facetCounts, type Filter, type GuideState } from '@/lib/guide/state';
import type { GuideClasses } from './classes';

export type SetFilter = (id: string, filter: Filter | null, control?: string | null) => void;

export interface FilterFormProps {
  facets: readonly Facet[];
  rows: readonly GuideRow[];
  /** The filters the boxes show. */
  filters: GuideState['filters'];
  /** The state the result set shows: the counts beside the boxes follow it. */
  view: GuideState;
  /** How many models the view shows, for "Show N models". */
  shown: number;
  setFilter: SetFilter;
  /** "Show N models": closes the filters and goes to the table. */
  onShow: () => void;
  idPrefix: string;
  styles: GuideClasses['guide'];
}

/**
 * The filter form: a fieldset per facet, then the sticky foot with "Show N
 * models". A chunk of its own, which the landing asks for once it is idle
 * (guide-filters.tsx): no visitor waits for it to see the page, and it is
 * drawn before the first one opens the filters.
 */
export function FilterForm({ facets, rows, filters, view, shown, setFilter, onShow, idPrefix, styles }: FilterFormProps) {
  return (
    <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
      {facets.map((facet) => (
        <FacetFieldset
          key={facet.id}
          facet={facet}
          rows={rows}
          filter={filters[facet.id] ?? null}
          view={view}
          setFilter={setFilter}
          id={`${idPrefix}-f-${facet.id}`}
          styles={styles}
        />
      ))}
      <div className={styles.formFoot}>
        <button type="button" className={styles.show} data-variant="primary" onClick={onShow}>
          {guideText.show(shown)}
        </button>
      </div>
    </form>
  );
}

interface FieldsetProps {
  facet: Facet;
  rows: readonly GuideRow[];
  filter: Filter | null;
  view: GuideState;
  setFilter: SetFilter;
  id: string;
  styles: GuideClasses['guide'];
}

const FacetFieldset = memo(function FacetFieldset({ facet, rows, filter, view, setFilter, id, styles }: FieldsetProps) {
  const counts = useMemo(() => facetCounts(rows, facet, view), [rows, facet, view]);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{facet.label}</legend>
      <FacetFilter facet={facet} filter={filter} counts={counts} setFilter={setFilter} id={id} styles={styles} />
    </fieldset>
  );
});

function FacetFilter({
  facet,
  filter,
  counts,
  setFilter,
  id,
  styles,
}: Omit<FieldsetProps, 'rows' | 'view'> & { counts: readonly number[] }) {
  switch (facet.kind) {
    case 'number':
      return <BetweenFilter facet={facet} filter={filter?.kind === 'between' ? filter : null} setFilter={setFilter} id={id} styles={styles} />;
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
            {facet.options.map((option, i) => {
              const checked = ticked.includes(option.value);
              const count = counts[i] ?? 0;
              return (
                <li key={option.value}>
                  <label>
                    <input
                      type="checkbox"
                      checked={checked}
                      disabled={count === 0 && !checked}
                      onChange={() => {
                        const values = facet.options.map((o) => o.value).filter((v) => (v === option.value ? !checked : ticked.includes(v)));
                        setFilter(facet.id, values.length > 0 ? { kind, values } : null);
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
          <input type="checkbox" checked={checked} onChange={() => setFilter(facet.id, checked ? null : { kind: 'yes' })} />
          {guideText.yes}
          <span className={styles.optionCount}> ({counts[0] ?? 0})</span>
        </label>
      );
    }
  }
}

/** 'At least' and 'At most', in the facet's unit; a box cleared or not a number leaves that side open. */
function BetweenFilter({
  facet,
  filter,
  setFilter,
  id,
  styles,
}: {
  facet: Extract<Facet, { kind: 'number' }>;
  filter: Extract<Filter, { kind: 'between' }> | null;
  setFilter: SetFilter;
  id: string;
  styles: GuideClasses['guide'];
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
              setFilter(facet.id, next.min === null && next.max === null ? null : next, `${facet.id}-${which}`);
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
