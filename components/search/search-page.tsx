'use client';

import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { searchCopy } from '@/content/search';
import type { ModelSuggestion, SearchEngine, SearchResult } from '@/lib/search/engine';
import { groupResults } from '@/lib/search/group';
import { loadSearchEngine } from '@/lib/search/load-engine';
import { readQuery } from '@/lib/search/read-query';
import { SearchBox } from './search-box';
import { RankedResults, ResultGroups } from './result-groups';
import styles from './search-page.module.css';

/** What the page shows under its heading. */
export type SearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'unavailable' }
  | { kind: 'results'; count: number; shown: number; results: SearchResult[]; correction?: string }
  | { kind: 'none'; closest: ModelSuggestion[] };

interface Slots {
  /** The five family cards, rendered on the server. */
  families: ReactNode;
  /** Featured product cards, rendered on the server. */
  popular: ReactNode;
}

/**
 * The results page in the browser: reads the query from the URL, loads the
 * engine once there is a query, and searches again in place (a history entry, no reload) when the
 * box on the page is used. Back and forward replay earlier searches.
 */
export function SearchExperience({ families, popular, loadEngine = loadSearchEngine }: Slots & { loadEngine?: () => Promise<SearchEngine> }) {
  // Subscribes to URL changes (pushState, back, forward); the value itself is
  // read raw from location below, as URLSearchParams mangles malformed escapes.
  const params = useSearchParams().toString();
  const query = useMemo(() => readQuery(typeof window === 'undefined' ? params : window.location.search), [params]);
  const [engine, setEngine] = useState<SearchEngine | null>(null);
  const [failed, setFailed] = useState(false);

  const blank = query.trim() === '';
  // The engine and its index load with the first query: a visit without one (the page's browse links) carries neither.
  const wanted = !blank;
  useEffect(() => {
    if (!wanted || engine !== null) return;
    let live = true;
    loadEngine().then(
      (loaded) => live && setEngine(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted, engine, loadEngine]);

  const state = useMemo<SearchState>(() => {
    if (blank) return { kind: 'idle' };
    if (failed) return { kind: 'unavailable' };
    if (!engine) return { kind: 'loading' };
    const { total, results, correction } = engine.searchTop(query);
    if (results.length === 0) return { kind: 'none', closest: engine.closestModels(query) };
    return { kind: 'results', count: total, shown: results.length, results, ...(correction ? { correction } : {}) };
  }, [blank, failed, engine, query]);

  return (
    <SearchPageView
      query={query}
      state={state}
      families={families}
      popular={popular}
      onSearch={(href) => window.history.pushState(null, '', href)}
    />
  );
}

interface ViewProps extends Slots {
  query: string;
  state: SearchState;
  /** Searching in place; without it the box submits a plain GET. */
  onSearch?: (href: string) => void;
}

/** The page for a given query and state; also the server-rendered first paint. */
export function SearchPageView({ query, state, families, popular, onSearch }: ViewProps) {
  const heading = query.trim() ? searchCopy.resultsHeading(query) : searchCopy.heading;
  return (
    <>
      <header className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <h1 className={styles.title}>{heading}</h1>
          {state.kind === 'idle' ? <p className={styles.lead}>{searchCopy.lead}</p> : null}
          <SearchBox query={query} onSearch={onSearch} />
          <p className={styles.status} role="status">
            {statusText(query, state)}
          </p>
        </div>
      </header>

      <div className={`container ${styles.body}`}>
        {state.kind === 'results' && state.correction ? <p className={styles.hint}>{searchCopy.showingFor(state.correction, query)}</p> : null}
        {state.kind === 'results' && state.shown < state.count ? (
          <p className={styles.hint}>{searchCopy.shownOf(state.shown, state.count)}</p>
        ) : null}
        {state.kind === 'results' ? <ResultsView results={state.results} /> : null}

        {state.kind === 'none' ? (
          <>
            <p className={styles.hint}>{searchCopy.noResultsLead}</p>
            {state.closest.length > 0 ? (
              <section className={styles.section} aria-labelledby="closest-models">
                <h2 id="closest-models" className={styles.sectionTitle}>
                  {searchCopy.closestModels}
                </h2>
                <ul className={styles.chips}>
                  {state.closest.map((m) => (
                    <li key={m.url + m.model}>
                      <a className={styles.chip} href={m.url}>
                        <span className={styles.chipModel}>{m.model}</span>
                        <span className={styles.chipTitle}>{m.title}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : null}

        {state.kind === 'idle' ? (
          <section className={styles.section} aria-labelledby="popular-products">
            <h2 id="popular-products" className={styles.sectionTitle}>
              {searchCopy.popular}
            </h2>
            {popular}
          </section>
        ) : null}

        {state.kind !== 'results' && state.kind !== 'loading' ? (
          <section className={styles.section} aria-labelledby="browse-families">
            <h2 id="browse-families" className={styles.sectionTitle}>
              {searchCopy.families}
            </h2>
            {families}
          </section>
        ) : null}
      </div>
    </>
  );
}

type Order = 'ranked' | 'grouped';

/**
 * The results best first, as ranked; or, at the visitor's choice, under
 * their families. The grouping is only a way to show them: it never
 * changes which come first in the ranked list.
 */
function ResultsView({ results }: { results: SearchResult[] }) {
  const [order, setOrder] = useState<Order>('ranked');
  const groups = useMemo(() => groupResults(results), [results]);
  if (groups.length < 2) return <RankedResults results={results} />;
  return (
    <>
      <div className={styles.order} role="group" aria-label={searchCopy.order.label}>
        {(['ranked', 'grouped'] as const).map((o) => (
          <button key={o} type="button" className={styles.orderButton} aria-pressed={order === o} onClick={() => setOrder(o)}>
            {searchCopy.order[o]}
          </button>
        ))}
      </div>
      {order === 'ranked' ? <RankedResults results={results} /> : <ResultGroups groups={groups} />}
    </>
  );
}

function statusText(query: string, state: SearchState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'loading':
      return searchCopy.loading;
    case 'unavailable':
      return searchCopy.unavailable;
    case 'none':
      return searchCopy.noResults(query);
    case 'results':
      return searchCopy.count(state.count);
  }
}
