/**
 * A byte budget that grows with the catalogue: a fixed part (what the file
 * or page weighs with no product, measured, plus its margin) and an
 * allowance for each product (the measured average plus its margin). Adding
 * a correct product adds its allowance, so it never fails a budget on its
 * own; a product far wordier than the rest, or a format that grew, does.
 * The numbers live in the test that holds the budget, with how they were
 * measured; they move only with a reason in the commit.
 */
export interface CatalogueBudget {
  /** Bytes with no product: measured, plus the stated margin. */
  fixed: number;
  /** Bytes each product may add: the measured average, plus the stated margin. */
  perProduct: number;
  /** The file that holds these numbers, for the message. */
  heldIn: string;
  /** What of a product's record the measured thing carries ('summary, spec rows and model names'): what to shorten. */
  carries: string;
}

/** The budget for a catalogue of `products`. */
export const catalogueBudget = (budget: CatalogueBudget, products: number): number => budget.fixed + budget.perProduct * products;

const bytes = (n: number) => n.toLocaleString('en-GB');

/**
 * Null when `size` (bytes) fits the budget for `products`; otherwise one message
 * saying what the overrun means and what to do about it.
 */
export function overCatalogueBudget(what: string, size: number, products: number, budget: CatalogueBudget): string | null {
  const limit = catalogueBudget(budget, products);
  if (size <= limit) return null;
  return (
    `${what} is ${bytes(size)} bytes against ${bytes(limit)} for ${products} products (${bytes(budget.fixed)} fixed + ${bytes(budget.perProduct)} a product): ` +
    `a product's ${budget.carries} are unusually long, or the format grew. Shorten what the new product says there; or, if the growth is meant, ` +
    `raise the fixed part or the per-product allowance in ${budget.heldIn} to the measured size plus a margin, with the reason in the commit message.`
  );
}
