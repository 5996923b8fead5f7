import { budgetParts, catalogueBudget, overCatalogueBudget, type CatalogueBudget, type RecordCounts } from './catalogue-budget';

const budget: CatalogueBudget = {
  fixed: 10_240,
  perProduct: 1024,
  others: { page: { measured: 5, each: 2048 }, publication: { measured: 3, each: 512 }, branch: { measured: 12, each: 256 } },
  heldIn: 'x.test.ts (BUDGET)',
  carries: 'summary and spec rows',
};
const today: RecordCounts = { products: 20, page: 5, publication: 3, branch: 12 };

describe('a budget that grows with the site’s records', () => {
  it('allows the fixed part and the allowance of each product', () => {
    expect(catalogueBudget(budget, today)).toBe(30_720);
    expect(overCatalogueBudget('the index', 30_720, today, budget)).toBeNull();
    expect(overCatalogueBudget('the index', 31_000, { ...today, products: 21 }, budget)).toBeNull();
  });

  it('allows each page, publication or branch added since it was measured, and takes nothing off for one removed', () => {
    expect(catalogueBudget(budget, { ...today, page: 6, publication: 5, branch: 13 })).toBe(30_720 + 2048 + 2 * 512 + 256);
    expect(catalogueBudget(budget, { ...today, page: 4 })).toBe(30_720);
    expect(budgetParts(budget, { ...today, page: 6 })).toBe('20 products (10,240 fixed + 1,024 a product); 1 page added since measured (+ 2,048)');
  });

  it('says what an overrun means and where its numbers are, in one message', () => {
    expect(overCatalogueBudget('the index', 30_721, today, budget)).toBe(
      'the index is 30,721 bytes against 30,720 for 20 products (10,240 fixed + 1,024 a product): ' +
        "a record's words (a product's summary and spec rows, a page's or a publication's text) are unusually long, or the format grew. Shorten what the new record says; " +
        'or, if the growth is meant, raise the fixed part or an allowance in x.test.ts (BUDGET) to the measured size plus a margin, with the reason in the commit message.',
    );
  });
});
