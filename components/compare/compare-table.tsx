'use client';

import { useId, useMemo } from 'react';
import { SiteLink } from '@/components/ui/site-link';
import { Printer } from '@/components/ui/icons/printer';
import { Star } from '@/components/ui/icons/star';
import { compareText } from '@/content/compare';
import { comparePage } from '@/content/compare-page';
import { alignSpecs, countRows, onlyDifferences } from '@/lib/compare/align';
import { FOLD_QUERY, foldSameRows } from '@/lib/compare/fold';
import { useMediaQuery } from '@/components/hooks/use-media-query';
import { bestIndices } from '@/lib/guide/state';
import type { CompareFamilyData } from '@/lib/compare/data';
import { enquiryKeys } from '@/lib/compare/enquiry';
import { AddAllToEnquiry } from './add-all-to-enquiry';
import { Button } from '@/components/ui/button';
import specStyles from '@/components/catalogue/spec-table.module.css';
import styles from './compare-view.module.css';

/*
 * The comparison's table and its tools: a chunk of its own, which the
 * comparison asks for beside the family's compare file (compare-view.tsx),
 * so the page's first view does not carry it.
 */

export interface CompareTableProps {
  data: CompareFamilyData;
  /** The products to compare, in column order. */
  keys: readonly string[];
  only: boolean;
  onOnlyChange: (on: boolean) => void;
  family: { name: string; href: string };
  enquiryHref: string;
}

export function CompareTable({ data, keys, only, onOnlyChange, family, enquiryHref }: CompareTableProps) {
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
