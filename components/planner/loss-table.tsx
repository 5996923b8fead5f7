import { plannerText } from '@/content/planner';
import type { DirectionBudget, LossRowId } from '@/lib/planner/link-budget';
import { db, type PlannerClasses } from './planner-fields';

const rowNames: Record<LossRowId, string> = {
  fibre: 'Fibre',
  splitter: 'Splitter',
  connectors: 'Connectors',
  splices: 'Splices',
  margin: 'Margin',
};

/**
 * A loss budget, one column per direction: each row's dB with its working
 * under it ('20 km × 0.4 dB/km'), and the total. With `withLeast`, each
 * direction has two columns: the worst case, which the budget is checked
 * against, and the least loss, which overload is checked against (the
 * margin never counts there). A path without a margin (an OTDR span, a CATV
 * feed) leaves the margin row out.
 */
export function LossTable({
  s,
  caption,
  columns,
  withMargin = true,
  withLeast = false,
}: {
  s: PlannerClasses;
  caption: string;
  columns: readonly { heading: string; budget: DirectionBudget }[];
  withMargin?: boolean;
  withLeast?: boolean;
}) {
  const ids = columns[0]!.budget.rows.map((r) => r.id).filter((id) => withMargin || id !== 'margin');
  return (
    <section className={s.tableScroll} aria-label={caption} tabIndex={0}>
      <table className={s.lossTable}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td rowSpan={withLeast ? 2 : 1} />
            {columns.map((c) => (
              <th key={c.heading} scope="colgroup" colSpan={withLeast ? 2 : 1}>
                {c.heading}
              </th>
            ))}
          </tr>
          {withLeast ? (
            <tr>
              {columns.flatMap((c) => [
                <th key={`${c.heading}-worst`} scope="col" className={s.subhead}>
                  {plannerText.worstCase}
                </th>,
                <th key={`${c.heading}-least`} scope="col" className={s.subhead}>
                  {plannerText.least}
                </th>,
              ])}
            </tr>
          ) : null}
        </thead>
        <tbody>
          {ids.map((id) => (
            <tr key={id} data-row={id}>
              <th scope="row">{rowNames[id]}</th>
              {columns.flatMap((c) => {
                const row = c.budget.rows.find((r) => r.id === id)!;
                const worst = (
                  <td key={`${c.heading}-worst`}>
                    <span className={s.figure} data-db={row.db}>
                      {db(row.db)} dB
                    </span>
                    <span className={s.working}>{row.working}</span>
                  </td>
                );
                if (!withLeast) return [worst];
                return [
                  worst,
                  <td key={`${c.heading}-least`} className={s.leastCell}>
                    {row.leastDb === null ? (
                      <span className={s.working}>{plannerText.notCounted}</span>
                    ) : (
                      <>
                        <span className={s.figure} data-least-db={row.leastDb}>
                          {db(row.leastDb)} dB
                        </span>
                        <span className={s.working}>{row.leastWorking}</span>
                      </>
                    )}
                  </td>,
                ];
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-row="total">
            <th scope="row">Total</th>
            {columns.flatMap((c) => {
              const total = withMargin ? c.budget.totalDb : c.budget.lossDb;
              const worst = (
                <td key={`${c.heading}-worst`}>
                  <span className={s.figure} data-db={total}>
                    {db(total)} dB
                  </span>
                </td>
              );
              if (!withLeast) return [worst];
              return [
                worst,
                <td key={`${c.heading}-least`} className={s.leastCell}>
                  <span className={s.figure} data-least-db={c.budget.leastDb}>
                    {db(c.budget.leastDb)} dB
                  </span>
                </td>,
              ];
            })}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
