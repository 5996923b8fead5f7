'use client';

import { SiteLink } from '@/components/ui/site-link';
import { startTransition, useEffect, useId, useMemo, useOptimistic, useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { Printer } from '@/components/ui/icons/printer';
import { Star } from '@/components/ui/icons/star';
import { compareText } from '@/content/compare';
import { comparePage } from '@/content/compare-page';
import type { FamilyKey } from '@/content/catalogue/types';
import { alignSpecs, countRows, onlyDifferences } from '@/lib/compare/align';
import { FOLD_QUERY, foldSameRows } from '@/lib/compare/fold';
import { useMediaQuery } from '@/components/hooks/use-media-query';
import { bestIndices } from '@/lib/guide/state';
import { loadComparableFamilies, loadCompareData, type ComparableFamilies, type CompareFamilyData } from '@/lib/compare/data';
import { comparePath, parseCompareQuery, type CompareQuery } from '@/lib/compare/url';
import { enquiryKeys } from '@/lib/compare/enquiry';
import { AddAllToEnquiry } from './add-all-to-enquiry';
import { Button } from '@/components/ui/button';
import specStyles from '@/components/catalogue/spec-table.module.css';
import styles from './compare-view.module.css';

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

interface CompareTableProps {
  data: CompareFamilyData;
  /** The products to compare, in column order. */
  keys: readonly string[];
  only: boolean;
  onOnlyChange: (on: boolean) => void;
  family: { name: string; href: string };
  enquiryHref: string;
}

function CompareTable({ data, keys, only, onOnlyChange, family, enquiryHref }: CompareTableProps) {
  const keyList = keys.join(',');
  const products = useMemo(
    () => keyList.split(',').flatMap((key) => data.products.filter((p) => p.key === key)),
    [data, keyList],
  );
  const sections = useMemo(() => alignSpecs(products.map((p) => p.sections)), [products]);
  // The best value of each key figure that has a better end, among the products on screen (ties all marked).
  const best = useMemo(() => {
    const marks = new Map<string, number[]>();
    for (const facet of data.facets) marks.set(facet.header, bestIndices(facet, products.map((p) => p.figures[facet.id] ?? null)));
    return marks;
  }, [data, products]);
  const captionId = useId();
  const switchId = useId();
  const comparing = products.length > 1;
  const shown = only && comparing ? onlyDifferences(sections) : sections;
  const hidden = countRows(sections) - countRows(shown);
  // On a phone, rows every model shares fold away (unless "Only differences" already hides them).
  const fold = useMediaQuery(FOLD_QUERY, false) && comparing;
  const display = fold ? foldSameRows(shown) : shown.map((s) => ({ ...s, same: [] }));
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.switch}>
          <input
            id={switchId}
            type="checkbox"
            checked={only && comparing}
            disabled={!comparing}
            onChange={(event) => onOnlyChange(event.currentTarget.checked)}
          />
          <label htmlFor={switchId}>{comparePage.onlyDifferences}</label>
        </div>
        <p className={styles.count} role="status">
          {only && comparing ? comparePage.hiddenRows(hidden) : ''}
        </p>
        <div className={styles.tools}>
          <SiteLink className={styles.toolLink} href={family.href}>
            {comparePage.change(family.name)}
          </SiteLink>
          <Button className={styles.tool} variant="secondary" onClick={() => window.print()}>
            <Printer size={18} aria-hidden="true" />
            {comparePage.print}
          </Button>
          <AddAllToEnquiry keys={enquiryKeys(products)} href={enquiryHref} />
        </div>
      </div>
      {comparing ? null : <p className={styles.message}>{comparePage.addAnother}</p>}
      <div className={`${specStyles.scroller} ${styles.scroller}`} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={`${specStyles.table} ${styles.compare}`} data-columns={products.length}>
          <caption id={captionId} className={specStyles.caption}>
            {comparePage.caption(products.map((p) => p.model))}
          </caption>
          <thead>
            <tr>
              <th scope="col">
                {comparePage.specificationColumn}
              </th>
              {products.map((p) => (
                <th scope="col" key={p.key} className={styles.product}>
                  <SiteLink href={p.href}>{p.title}</SiteLink>
                </th>
              ))}
            </tr>
          </thead>
          {display.map((section) => (
            <tbody key={section.title}>
              <tr className={specStyles.groupRow}>
                <th scope="rowgroup" colSpan={products.length + 1}>
                  {section.title}
                </th>
              </tr>
              {section.rows.map((row, i) => {
                const marked = section.title === compareText.keyFigures && comparing ? (best.get(row.label) ?? []) : [];
                return (
                  <tr key={`${row.label}-${i}`} data-same={row.same && comparing ? '' : undefined}>
                    <th scope="row">{row.label}</th>
                    {row.values.map((value, j) => (
                      <td key={products[j]?.key ?? j} data-missing={value === null ? '' : undefined} data-best={marked.includes(j) ? '' : undefined}>
                        {value ?? '—'}
                        {marked.includes(j) ? (
                          <span className={styles.best}>
                            <Star size={14} aria-hidden="true" /> {comparePage.best}
                          </span>
                        ) : null}
                      </td>
                    ))}
                  </tr>
                );
              })}
              {section.same.length > 0 ? (
                <tr className={styles.folded}>
                  <td colSpan={products.length + 1}>
                    <details>
                      <summary>{comparePage.sameRows(section.same.length)}</summary>
                      <dl>
                        {section.same.map((row, i) => (
                          <div key={`${row.label}-${i}`}>
                            <dt>{row.label}</dt>
                            <dd>{row.values[0]}</dd>
                          </div>
                        ))}
                      </dl>
                    </details>
                  </td>
                </tr>
              ) : null}
            </tbody>
          ))}
        </table>
      </div>
      <p className={specStyles.note}>{comparePage.missingNote}</p>
    </>
  );
}
