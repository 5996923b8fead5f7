'use client';

import { startTransition, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Facet } from '@/content/catalogue/facets';
import type { FamilyKey } from '@/content/catalogue/types';
import { usePaintedValue } from '@/components/hooks/use-painted-value';
import { guideText } from '@/content/guide';
import type { GuideRow } from '@/lib/guide/rows';
import { whenIdle } from '@/lib/browser/idle';
import { EAGER_ISLAND_ATTRIBUTE } from '@/lib/hosting/page-markers';
import { columnOrder, filterToLoosen, rowMatches, sortRows, type GuideState } from '@/lib/guide/state';
import { filterSummary } from '@/lib/guide/summary';
import { nextTabIndex } from '@/lib/ui/tabs';
import { GuideFilters } from './guide-filters';
import { GuideTable } from './guide-table';
import { useGuideState } from './use-guide-state';
import type { GuideClasses } from './classes';

/**
 * The most models the table and the cards draw at once. A result set past it
 * shows its first models and offers the rest ("Show all"), so a family of
 * hundreds stays quick to filter and compare on a phone; the count above the
 * table is always the whole result set, and the exported page (without
 * JavaScript) lists every model.
 */
export const GUIDE_WINDOW = 100;

export interface LandingCard {
  key: string;
  tabs: readonly string[];
  /** The names of the product's models: a card shows while any of them is in the result set. */
  models: readonly string[];
  card: ReactNode;
}

export interface LandingCatalogueProps {
  family: FamilyKey;
  /** The family's short name, for the guide's title: 'Deviser'. */
  name: string;
  idPrefix: string;
  tabsLabel: string;
  tabs: readonly { id: string; label: string }[];
  facets: readonly Facet[];
  rows: readonly GuideRow[];
  csvHref: string;
  cards: readonly LandingCard[];
  /** The class names of tabs.module.css and guide.module.css, which the server component imports, so no class map rides in this island's script. */
  classes: GuideClasses;
}

/**
 * A family's products, narrowed one way: the category tabs (WAI-ARIA tabs,
 * manual activation) and the selection guide's filters narrow the guide's
 * rows and the cards together, so they always agree. The export holds the
 * whole table and every card; without JavaScript the first tab shows all of
 * them and the filters are not offered.
 */
export function LandingCatalogue({ family, name, idPrefix, tabsLabel, tabs, facets, rows, csvHref, cards, classes }: LandingCatalogueProps) {
  const { tabs: tabStyles, guide: styles } = classes;
  const tabIds = useMemo(() => tabs.map((t) => t.id), [tabs]);
  const { state, update, setFilter, ignored } = useGuideState(facets, tabIds);
  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const root = useRef<HTMLDivElement>(null);
  // Hydrated: whoever waits for the page to be ready (the end-to-end tests, the benchmarks) waits for this too.
  useEffect(() => root.current?.setAttribute('data-island', 'live'), []);

  // The controls (the tab, the boxes, the sort arrow) answer at once; what they ask for (the rows,
  // the cards, the count, the chips) follows just after that paint, so a click or a keystroke paints
  // its own feedback without waiting for the table and cards.
  const view = usePaintedValue(state);
  const ordered = useMemo(() => sortRows(rows, facets, view.sort), [rows, facets, view.sort]);
  const columns = useMemo(() => columnOrder(facets, view), [facets, view]);
  const shownModels = useMemo(() => new Set(rows.filter((row) => rowMatches(row, view)).map((row) => row.model)), [rows, view]);
  // Past GUIDE_WINDOW models, once the page is idle the table and cards draw the result set's first ones.
  const [limit, setLimit] = useState<number | null>(null);
  useEffect(() => (rows.length > GUIDE_WINDOW ? whenIdle(() => startTransition(() => setLimit(GUIDE_WINDOW))) : undefined), [rows.length]);
  const drawn = useMemo(
    () => (limit === null ? shownModels : new Set(ordered.filter((row) => shownModels.has(row.model)).slice(0, limit).map((row) => row.model))),
    [limit, ordered, shownModels],
  );
  const inTab = rows.filter((row) => row.tabs.includes(view.tab)).length;
  const viewFiltered = Object.keys(view.filters).length > 0;
  const activeIndex = tabIds.indexOf(state.tab);

  function select(index: number) {
    setFocusIndex(index);
    update({ ...state, tab: tabIds[index]! });
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(index);
      return;
    }
    const next = nextTabIndex(event.key, index, tabIds.length);
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  }

  const cardShown = (card: LandingCard) => card.tabs.includes(view.tab) && (!viewFiltered || card.models.some((m) => shownModels.has(m)));
  // A card is drawn while the window draws any of its models; one with no model in the guide always is.
  const cardDrawn = (card: LandingCard) => cardShown(card) && (limit === null || card.models.length === 0 || card.models.some((m) => drawn.has(m)));
  const loosen = shownModels.size === 0 && viewFiltered ? filterToLoosen(rows, view) : null;
  const titleId = `${idPrefix}-guide-title`;
  const panelId = `${idPrefix}-panel`;
  const resultsId = `${idPrefix}-results`;
  const focusable = activeIndex === -1 ? 0 : focusIndex;

  return (
    <div ref={root} className={tabStyles.root} {...{ [EAGER_ISLAND_ATTRIBUTE]: '' }} data-island="waiting">
      <div role="tablist" aria-label={tabsLabel} className={tabStyles.tablist}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            id={`${idPrefix}-tab-${tab.id}`}
            type="button"
            role="tab"
            className={tabStyles.tab}
            aria-selected={tab.id === state.tab}
            aria-controls={panelId}
            tabIndex={i === focusable ? 0 : -1}
            onClick={() => select(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
          >
            {tab.label}
            <span className={tabStyles.count}>{cards.filter((c) => c.tabs.includes(tab.id)).length}</span>
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={`${idPrefix}-tab-${state.tab}`} className={tabStyles.panel}>
        <section className={styles.guide} aria-labelledby={titleId} data-family={family}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {guideText.title(name)}
            </h2>
            <a className={styles.download} href={csvHref} download>
              {guideText.download}
              <span className="visually-hidden">: {guideText.downloadNote(name)}</span>
            </a>
          </div>
          <p className={styles.lead}>{guideText.lead}</p>
          <p className={`${styles.noScript} no-js-only`}>{guideText.noScript}</p>
          <GuideFilters
            facets={facets}
            rows={rows}
            state={state}
            view={view}
            shown={shownModels.size}
            setFilter={setFilter}
            resultsId={resultsId}
            idPrefix={idPrefix}
            styles={styles}
          />
          <div className={`${styles.status} needs-js`}>
            <p role="status" className={styles.count}>
              {guideText.count(shownModels.size, inTab)}
            </p>
            {viewFiltered ? <ActiveFilters facets={facets} shown={view} setFilter={setFilter} clear={() => update({ ...state, filters: {} })} styles={styles} /> : null}
            {ignored.length > 0 ? <p className={styles.note}>{guideText.ignored(ignored.join(', '))}</p> : null}
          </div>
          {shownModels.size === 0 && viewFiltered ? (
            <p className={styles.empty}>
              {guideText.noneMatch}{' '}
              {loosen ? guideText.loosen(facets.find((f) => f.id === loosen.id)?.label ?? loosen.id, loosen.count) : guideText.loosenAll}
            </p>
          ) : null}
          <GuideTable
            id={resultsId}
            titleId={titleId}
            caption={guideText.title(name)}
            family={family}
            columns={columns}
            rows={ordered}
            shown={drawn}
            state={state}
            update={update}
            styles={styles}
          />
          {drawn.size < shownModels.size ? (
            <p className={`${styles.status} ${styles.window}`}>
              {guideText.windowed(drawn.size, shownModels.size)}{' '}
              <button type="button" className={styles.clear} onClick={() => setLimit(null)}>
                {guideText.showAll(shownModels.size)}
              </button>
            </p>
          ) : null}
        </section>
        <p className="visually-hidden" aria-live="polite">
          {guideText.cardsShown(cards.filter(cardShown).length)}
        </p>
        <ul className={tabStyles.grid}>
          {cards.map((card) => (
            <li key={card.key} hidden={!cardDrawn(card)} data-product={card.key}>
              {card.card}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * The filters in force, each a button that removes it, and one that clears
 * them all. They list the view's filters (`shown`), so they change in the
 * same frame as the rows and cards; a removal applies to the latest state.
 */
function ActiveFilters({
  facets,
  shown,
  setFilter,
  clear,
  styles,
}: {
  facets: readonly Facet[];
  shown: GuideState;
  setFilter: (id: string, filter: null) => void;
  clear: () => void;
  styles: GuideClasses['guide'];
}) {
  return (
    <div className={styles.chips}>
      <h3 className="visually-hidden">{guideText.activeFilters}</h3>
      <ul className={styles.chipList}>
        {facets
          .filter((f) => shown.filters[f.id])
          .map((facet) => {
            const text = filterSummary(facet, shown.filters[facet.id]!);
            return (
              <li key={facet.id}>
                <button type="button" className={styles.chip} aria-label={guideText.removeFilter(text)} onClick={() => setFilter(facet.id, null)}>
                  {text}
                  <span aria-hidden="true"> ×</span>
                </button>
              </li>
            );
          })}
      </ul>
      <button type="button" className={styles.clear} onClick={clear}>
        {guideText.clear}
      </button>
    </div>
  );
}
