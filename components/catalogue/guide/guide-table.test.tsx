import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { facets, rows } from '@/lib/guide/fixtures.test-data';
import type { GuideRow } from '@/lib/guide/rows';
import { emptyState } from '@/lib/guide/state';
import { compareList } from '@/lib/compare/store';
import { GuideTable } from './guide-table';
import guideStyles from './guide.module.css';

/** Two models of one product, each with its own compare key, beside a product of one model. */
const series: GuideRow[] = [
  { ...rows[0]!, model: 'X1', product: 'x', compareKey: 'x~x1' },
  { ...rows[1]!, model: 'X2', product: 'x', compareKey: 'x~x2' },
  rows[2]!,
];

function renderTable() {
  render(
    <GuideTable
      id="r"
      titleId="t"
      caption="Guide"
      family="deviser"
      columns={facets}
      rows={series}
      shown={new Set(series.map((r) => r.model))}
      state={emptyState('all')}
      update={() => {}}
      styles={guideStyles}
    />,
  );
}

beforeEach(() => {
  window.localStorage.clear();
  compareList.set([]);
});

describe('the selection guide’s compare toggles', () => {
  it('compare the row’s own model, named after it, not its whole product', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: 'Compare X2' }));
    expect(screen.getByRole('button', { name: 'Compare X2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Compare X1' })).toHaveAttribute('aria-pressed', 'false');
    expect(compareList.get()).toEqual([{ key: 'x~x2', family: 'deviser', model: 'X2' }]);
  });

  it('compare a product of one model under the product’s key', async () => {
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: `Compare ${rows[2]!.model}` }));
    expect(compareList.get()).toEqual([{ key: rows[2]!.product, family: 'deviser', model: rows[2]!.model }]);
  });
});
