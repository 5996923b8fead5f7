import { catalogueBudget, overCatalogueBudget, type CatalogueBudget } from './catalogue-budget';

const budget: CatalogueBudget = { fixed: 10_240, perProduct: 1024, heldIn: 'x.test.ts (BUDGET)', carries: 'summary and spec rows' };

describe('a budget that grows with the catalogue', () => {
  it('allows the fixed part and the allowance of each product', () => {
    expect(catalogueBudget(budget, 20)).toBe(30_720);
    expect(overCatalogueBudget('the index', 30_720, 20, budget)).toBeNull();
    expect(overCatalogueBudget('the index', 31_000, 21, budget)).toBeNull();
  });

  it('says what an overrun means and where its numbers are, in one message', () => {
    expect(overCatalogueBudget('the index', 30_721, 20, budget)).toBe(
      'the index is 30,721 bytes against 30,720 for 20 products (10,240 fixed + 1,024 a product): ' +
        "a product's summary and spec rows are unusually long, or the format grew. Shorten what the new product says there; " +
        'or, if the growth is meant, raise the fixed part or the per-product allowance in x.test.ts (BUDGET) to the measured size plus a margin, with the reason in the commit message.',
    );
  });
});
