'use client';

import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import type { Facet } from '@/content/catalogue/facets';
import { guideText } from '@/content/guide';
import { whenIdle } from '@/lib/browser/idle';
import type { GuideRow } from '@/lib/guide/rows';
import type { GuideState } from '@/lib/guide/state';
import type { SetFilter } from './guide-filter-form';
import type { GuideClasses } from './classes';

const FilterForm = lazy(() => import('./guide-filter-form').then((m) => ({ default: m.FilterForm })));

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
 * a choice or a set, one checkbox for a yes/no (guide-filter-form.tsx).
 * Inside a disclosure, closed at first so the table stays near the top;
 * hidden without JavaScript, where it could do nothing. Its foot, "Show N
 * models", sticks to the bottom of the window while the filters are open,
 * so the count stays in view however long the form; it closes them and
 * takes the visitor to the table.
 *
 * The form's code loads, and the form is drawn, once the page is idle,
 * inside the closed disclosure (which the browser neither styles nor lays
 * out), so opening it is a paint, not a render. While closed it follows the
 * result set a paint late, in the same transition; open, each box follows
 * the state at once, and a box whose facet did not change is not drawn again.
 */
export function GuideFilters({ facets, rows, state, view, shown, setFilter, resultsId, idPrefix, styles }: FilterProps) {
  const [open, setOpen] = useState(false);
  const [prepared, setPrepared] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setPrepared(true))), []);
  // "Show N models" closes the filters, then the table takes the focus where it stands once they are closed.
  const toResults = useRef(false);
  useEffect(() => {
    if (open || !toResults.current) return;
    toResults.current = false;
    document.getElementById(resultsId)?.focus();
  }, [open, resultsId]);
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
        <Suspense fallback={null}>
          <FilterForm
            facets={facets}
            rows={rows}
            filters={(open ? state : view).filters}
            view={view}
            shown={shown}
            setFilter={setFilter}
            onShow={() => {
              toResults.current = true;
              setOpen(false);
            }}
            idPrefix={idPrefix}
            styles={styles}
          />
        </Suspense>
      ) : null}
    </details>
  );
}
