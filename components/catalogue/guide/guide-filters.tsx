'use client';

import { memo, startTransition, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { facetUnits, unitOf, type Facet } from '@/content/catalogue/facets';
import { guideText } from '@/content/guide';
import { whenIdle } from '@/lib/browser/idle';
import type { GuideRow } from '@/lib/guide/rows';
import { facetCounts, type Filter, type GuideState } from '@/lib/guide/state';
import type { GuideClasses } from './classes';

type SetFilter = (id: string, filter: Filter | null, control?: string | null) => void;

interface FilterProps {
  facets: readonly Facet[];
  rows: readonly GuideRow[];
  /** The state the controls show: the boxes tick at once. */
  state: GuideState;
  /** The state the result set shows, a paint later (usePaintedValue): the counts beside the boxes follow it. */
  view: GuideState;
  /** How many models the view shows, for the button that closes the filters. */
  shown: number;
  setFilter: SetFilter;
  /** The id of the table's region, which "Show N models" focuses. */
  resultsId: string;
  idPrefix: string;
  styles: GuideClasses['guide'];
}

/**
 * A filter per facet, each a group named by the facet's label: 'At least'
 * and 'At most' boxes for a figure, a checkbox with its count per value of
 * a choice or a set, one checkbox for a yes/no. Inside a disclosure, closed
 * at first so the table stays near the top; hidden without JavaScript,
 * where it could do nothing. Its foot, "Show N models", sticks to the bottom
 * of the window while the filters are open, so the count stays in view
 * however long the form; it closes them and takes the visitor to the table.
 *
 * The form is drawn once the page is idle, inside the closed disclosure
 * (which the browser neither styles nor lays out), so opening it is a paint,
 * not a render. While closed it follows the result set a paint late, in the
 * same transition; open, each box follows the state at once, and a box
 * whose facet did not change is not drawn again.
 */
export function GuideFilters({ facets, rows, state, view, shown, setFilter, resultsId, idPrefix, styles }: FilterProps) {
  const [open, setOpen] = useState(false);
  const [prepared, setPrepared] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setPrepared(true))), []);
  const controls = open ? state : view;
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
      {open || prepared ? (
        <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
          {facets.map((facet) => (
            <FacetFieldset
              key={facet.id}
              facet={facet}
              rows={rows}
              filter={controls.filters[facet.id] ?? null}
              view={view}
              setFilter={setFilter}
              id={`${idPrefix}-f-${facet.id}`}
              styles={styles}
            />
          ))}
          <div className={styles.formFoot}>
            <button
              type="button"
              className={styles.show}
              data-variant="primary"
              onClick={() => {
                // Closed first, so the table is where it will stay when it takes the focus and scrolls into view.
                flushSync(() => setOpen(false));
                document.getElementById(resultsId)?.focus();
              }}
            >
              {guideText.show(shown)}
            </button>
          </div>
        </form>
      ) : null}
    </details>
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
