'use client';

import { memo, useEffect, useRef } from 'react';
import { ArrowDown } from '@/components/ui/icons/arrow-down';
import { ArrowDownUp } from '@/components/ui/icons/arrow-down-up';
import { ArrowUp } from '@/components/ui/icons/arrow-up';
import { formatFigure, headerUnit, type Facet } from '@/content/catalogue/facets';
import { isQuantity, noteOf } from '@/content/catalogue/quantity';
import type { FamilyKey } from '@/content/catalogue/types';
import { compareText } from '@/content/compare';
import { guideText } from '@/content/guide';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { SiteLink } from '@/components/ui/site-link';
import type { GuideRow } from '@/lib/guide/rows';
import { nextSort, type GuideState } from '@/lib/guide/state';
import type { GuideClasses } from './classes';

interface TableProps {
  /** The id of the table's scrolling region, which the filters' "Show N models" focuses. */
  id: string;
  titleId: string;
  /** The guide's title, which names the table; its scrolling box is named after it. */
  caption: string;
  family: FamilyKey;
  /** The figure columns, in the order lib/guide/state.ts columnOrder gives: what the buyer sorted or filtered on first. */
  columns: readonly Facet[];
  /** Every row, in the sort's order; the ones outside the result set are hidden, not removed. */
  rows: readonly GuideRow[];
  shown: ReadonlySet<string>;
  state: GuideState;
  update: (next: GuideState) => void;
  styles: GuideClasses['guide'];
}

/**
 * The guide's table: a row per model, a column per facet with its unit in
 * the header. Each header's button sorts by its column (aria-sort says
 * how), and its explanation shows on hover or focus and is the button's
 * accessible description. The table scrolls sideways in its own region on a
 * narrow screen, the model column fixed; the columns the buyer sorted or
 * filtered on come first, so they stay beside the model.
 */
export function GuideTable({ id, titleId, caption, family, columns: facets, rows, shown, state, update, styles }: TableProps) {
  // A figure the maker's own sources disagree on reads '(as stated)' in its cell; what the other source says follows the
  // table, once per model and note however many of its figures it covers.
  const noted = new Map<string, { model: string; labels: string[]; note: string }>();
  for (const row of rows) {
    for (const facet of facets) {
      const value = row.figures[facet.id];
      const note = value !== null && value !== undefined && facet.kind === 'number' && isQuantity(value) ? noteOf(value) : null;
      if (!note) continue;
      const id = `${row.model}|${note}`;
      const entry = noted.get(id) ?? { model: row.model, labels: [], note };
      entry.labels.push(facet.label);
      noted.set(id, entry);
    }
  }
  const notes = [...noted].map(([id, n]) => ({ id, text: guideText.asStated(n.model, n.labels, n.note) }));
  // When the columns change order (a sort, a filter), the region goes back to its start, where they now stand.
  const region = useRef<HTMLElement>(null);
  const order = facets.map((f) => f.id).join();
  const placed = useRef(order);
  useEffect(() => {
    if (placed.current === order) return;
    placed.current = order;
    if (region.current) region.current.scrollLeft = 0;
  }, [order]);
  return (
    <>
      <section ref={region} id={id} className={styles.scroll} aria-label={guideText.tableRegion(caption)} tabIndex={0}>
        <table className={styles.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col" className={styles.modelHead}>
                {guideText.model}
              </th>
              <th scope="col" className="needs-js">
                <span className="visually-hidden">{compareText.control}</span>
              </th>
              {facets.map((facet) => {
                const sorted = state.sort?.id === facet.id ? state.sort.dir : null;
                const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowDownUp;
                const unit = headerUnit(facet);
                const explainId = `${titleId}-${facet.id}-explain`;
                return (
                  <th key={facet.id} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}>
                    <button type="button" className={styles.sort} aria-describedby={explainId} onClick={() => update({ ...state, sort: nextSort(facet, state.sort) })}>
                      <span>
                        {facet.label}
                        {unit ? <span className={styles.unit}> ({unit})</span> : null}
                      </span>
                      <Icon size={14} aria-hidden="true" className={styles.sortIcon} />
                    </button>
                    {/* Hidden from the header's name; the button reads it as its description. */}
                    <span id={explainId} className={styles.tip} aria-hidden="true">
                      {facet.explain}
                    </span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.model} row={row} family={family} facets={facets} hidden={!shown.has(row.model)} styles={styles} />
            ))}
          </tbody>
        </table>
      </section>
      {notes.length > 0 ? (
        <ul className={styles.notes} data-figure-notes>
          {notes.map((n) => (
            <li key={n.id}>{n.text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

const Row = memo(function Row({
  row,
  family,
  facets,
  hidden,
  styles,
}: {
  row: GuideRow;
  family: FamilyKey;
  facets: readonly Facet[];
  hidden: boolean;
  styles: TableProps['styles'];
}) {
  return (
    <tr hidden={hidden}>
      <th scope="row" className={styles.modelCell}>
        <SiteLink href={row.href}>{row.model}</SiteLink>
      </th>
      <td className="needs-js">
        {row.comparable ? <CompareToggle productKey={row.compareKey ?? row.product} family={family} model={row.model} label={compareText.control} variant="row" /> : null}
      </td>
      {facets.map((facet) => {
        const value = row.figures[facet.id] ?? null;
        return (
          <td key={facet.id} data-empty={value === null ? true : undefined}>
            {formatFigure(facet, value, { unit: false })}
          </td>
        );
      })}
    </tr>
  );
});
