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
 * under it ('20 km × 0.4 dB/km'), and the total. A path without a margin
 * (an OTDR span, a CATV feed) leaves the margin row out.
 */
export function LossTable({
  s,
  caption,
  columns,
  withMargin = true,
}: {
  s: PlannerClasses;
  caption: string;
  columns: readonly { heading: string; budget: DirectionBudget }[];
  withMargin?: boolean;
}) {
  const ids = columns[0]!.budget.rows.map((r) => r.id).filter((id) => withMargin || id !== 'margin');
  return (
    <section className={s.tableScroll} aria-label={caption} tabIndex={0}>
      <table className={s.lossTable}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <td />
            {columns.map((c) => (
              <th key={c.heading} scope="col">
                {c.heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <tr key={id} data-row={id}>
              <th scope="row">{rowNames[id]}</th>
              {columns.map((c) => {
                const row = c.budget.rows.find((r) => r.id === id)!;
                return (
                  <td key={c.heading}>
                    <span className={s.figure} data-db={row.db}>
                      {db(row.db)} dB
                    </span>
                    <span className={s.working}>{row.working}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr data-row="total">
            <th scope="row">Total</th>
            {columns.map((c) => (
              <td key={c.heading}>
                <span className={s.figure} data-db={withMargin ? c.budget.totalDb : c.budget.lossDb}>
                  {db(withMargin ? c.budget.totalDb : c.budget.lossDb)} dB
                </span>
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
