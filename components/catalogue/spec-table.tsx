import { Fragment, useId } from 'react';
import type { SpecTable as SpecTableRecord } from '@/content/catalogue/types';
import styles from './spec-table.module.css';

/**
 * A specification table: caption, column headers, row headers and labelled
 * row groups. It scrolls inside its own focusable region on narrow screens,
 * with the first column kept in view, so the page never scrolls sideways.
 */
export function SpecTable({ table }: { table: SpecTableRecord }) {
  const captionId = useId();
  const [first, ...rest] = table.columns;
  const wide = table.columns.length > 2;
  return (
    <figure className={styles.figure}>
      <section className={styles.scroller} aria-labelledby={captionId} tabIndex={0} data-wide={wide || undefined}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {table.title}
          </caption>
          <thead>
            <tr>
              <th scope="col">{first}</th>
              {rest.map((c, i) => (
                <th scope="col" key={`${c}-${i}`}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          {table.groups.map((group, gi) => (
            <tbody key={group.label ?? gi}>
              {group.label ? (
                <tr className={styles.groupRow}>
                  <th scope="rowgroup" colSpan={table.columns.length}>
                    {group.label}
                  </th>
                </tr>
              ) : null}
              {group.rows.map((row, ri) => {
                const [label, ...cells] = row;
                return (
                  <tr key={`${label}-${ri}`}>
                    <th scope="row">{label}</th>
                    {cells.map((cell, ci) => (
                      <td key={ci}>
                        <CellText text={cell} />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      </section>
      {table.note ? <figcaption className={styles.note}>{table.note}</figcaption> : null}
    </figure>
  );
}

/** Cells may hold line breaks (`\n`); render them as breaks, not as one run-on line. */
function CellText({ text }: { text: string }) {
  const lines = text.split('\n');
  return lines.map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}
