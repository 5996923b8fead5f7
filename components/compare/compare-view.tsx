'use client';

import { lazy, startTransition, Suspense, useEffect, useMemo, useOptimistic, useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { comparePage } from '@/content/compare-page';
import type { FamilyKey } from '@/content/catalogue/types';
import { loadComparableFamilies, loadCompareData, type ComparableFamilies, type CompareFamilyData } from '@/lib/compare/data';
import { comparePath, parseCompareQuery, type CompareQuery } from '@/lib/compare/url';
import styles from './compare-view.module.css';

// The table's code is asked for beside the family's compare file, once a link names something to compare.
const tableChunk = () => import('./compare-table');
const CompareTable = lazy(() => tableChunk().then((m) => ({ default: m.CompareTable })));

export interface CompareViewProps {
  /** Name and landing page of each family. */
  families: Readonly<Record<FamilyKey, { name: string; href: string }>>;
  /** Shown when the link names nothing to compare: the family cards. */
  browse: ReactNode;
  /** The enquiry list on the contact page, which "Add all to enquiry" links once it has added. */
  enquiryHref: string;
  /** Fetches a family's compare file; tests pass their own. */
  load?: (family: FamilyKey) => Promise<CompareFamilyData>;
  /** Fetches every comparable key's family (a file, so the page does not grow with the catalogue); tests pass their own. */
  loadFamilies?: (families: readonly FamilyKey[]) => Promise<ComparableFamilies>;
}

type Loaded = { family: FamilyKey; data: CompareFamilyData | 'failed' };

/**
 * The comparison, built in the browser from the link alone: the keys in the
 * URL pick products, the family's compare file (fetched only here) gives
 * their specifications, and one table lines them up. The "Only differences"
 * switch is kept in the URL too, so a reload or a shared link shows the same.
 */
export function CompareView({ families, browse, enquiryHref, load = loadCompareData, loadFamilies = loadComparableFamilies }: CompareViewProps) {
  // Subscribes to URL changes (replaceState, back, forward).
  const params = useSearchParams().toString();
  const [comparable, setComparable] = useState<ComparableFamilies | 'failed' | null>(null);
  // Without keys in the link there is nothing to check, and nothing to fetch.
  const wanted = parseCompareQuery(params, () => null).ignored.length > 0;
  useEffect(() => {
    if (!wanted || comparable !== null) return;
    let live = true;
    loadFamilies(Object.keys(families) as FamilyKey[]).then(
      (map) => live && setComparable(map),
      () => live && setComparable('failed'),
    );
    return () => {
      live = false;
    };
  }, [wanted, comparable, loadFamilies, families]);
  const query = useMemo(
    () =>
      parseCompareQuery(params, (key) =>
        comparable !== null && comparable !== 'failed' && Object.hasOwn(comparable, key) ? (comparable[key] ?? null) : null,
      ),
    [params, comparable],
  );
  // Next applies a replaceState to the search params in a transition; until that renders, the switch shows the click.
  const [only, showOnly] = useOptimistic(query.onlyDifferences);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    const family = query.family;
    if (family === null) return;
    let live = true;
    void tableChunk();
    load(family).then(
      (data) => live && setLoaded({ family, data }),
      () => live && setLoaded({ family, data: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [query.family, load]);

  if (wanted && comparable === null) return <CompareLoading />;
  if (comparable === 'failed') {
    return (
      <p className={styles.message} role="alert">
        {comparePage.failed}
      </p>
    );
  }
  const ignored = <Ignored query={query} />;
  if (query.family === null) {
    return (
      <>
        {ignored}
        <p className={styles.message}>{comparePage.empty}</p>
        <h2 className={styles.browseTitle}>{comparePage.browseFamilies}</h2>
        {browse}
      </>
    );
  }
  if (loaded?.family !== query.family) return <CompareLoading />;
  if (loaded.data === 'failed') {
    return (
      <p className={styles.message} role="alert">
        {comparePage.failed}
      </p>
    );
  }

  return (
    <>
      {ignored}
      <Suspense fallback={<CompareLoading />}>
        <CompareTable
          data={loaded.data}
          keys={query.keys}
          only={only}
          onOnlyChange={(on) =>
            startTransition(() => {
              showOnly(on);
              window.history.replaceState(null, '', comparePath(query.keys, on));
            })
          }
          family={families[query.family]}
          enquiryHref={enquiryHref}
        />
      </Suspense>
    </>
  );
}

/** What shows until the comparison is built: also the page's fallback while the URL is read. */
export function CompareLoading() {
  return (
    <p className={styles.message} role="status">
      {comparePage.loading}
    </p>
  );
}

function Ignored({ query }: { query: CompareQuery }) {
  if (query.ignored.length === 0) return null;
  return (
    <div className={styles.ignored}>
      <h2 className={styles.ignoredTitle}>{comparePage.ignoredTitle}</h2>
      <ul>
        {query.ignored.map(({ key, reason }, i) => (
          <li key={`${key}-${i}`}>
            <code>{key}</code>: {comparePage.ignored[reason]}
          </li>
        ))}
      </ul>
    </div>
  );
}
