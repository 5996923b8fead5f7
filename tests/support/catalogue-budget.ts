/**
 * A byte budget that grows with what the site holds. A fixed part (what the
 * file weighs with no product, measured, plus its margin), an allowance for
 * each product (the measured average plus its margin), and an allowance for
 * each page, publication or branch office added since the fixed part was
 * measured (the most one was measured to add, plus its margin). Adding a
 * correct record adds its allowance, so it never fails a budget on its own;
 * a record far wordier than the rest, or a format that grew, does. The
 * numbers live in the test that holds the budget, with how they were
 * measured; they move only with a reason in the commit.
 */

import { getProducts } from '@/content/catalogue';
import { branchDocuments, publicationDocuments } from '@/lib/search/build-index';
import { pageDocuments } from '@/lib/search/page-documents';

/** The records other than products that a budget counts: each adds words to what it measures. */
export type OtherRecord = 'page' | 'publication' | 'branch';

/** How many records of each kind there are. */
export interface RecordCounts {
  products: number;
  page: number;
  publication: number;
  branch: number;
}

export interface CatalogueBudget {
  /** Bytes with no product, and the pages, publications and branches of `others[kind].measured`: measured, plus the stated margin. */
  fixed: number;
  /** Bytes each product may add: the measured average, plus the stated margin. */
  perProduct: number;
  /** For each other kind of record: how many the fixed part was measured with, and the bytes each added since may add. */
  others: Record<OtherRecord, { measured: number; each: number }>;
  /** The file that holds these numbers, for the message. */
  heldIn: string;
  /** What of a product's record the measured thing carries ('summary, spec rows and model names'): what to shorten. */
  carries: string;
}

const kinds: readonly OtherRecord[] = ['page', 'publication', 'branch'];
const names: Record<OtherRecord, [string, string]> = { page: ['page', 'pages'], publication: ['publication', 'publications'], branch: ['branch', 'branches'] };

/** How many records of `kind` there are beyond those the fixed part was measured with (none when fewer). */
const addedSince = (budget: CatalogueBudget, counts: RecordCounts, kind: OtherRecord) => Math.max(0, counts[kind] - budget.others[kind].measured);

/** The budget for the site's records as counted. */
export const catalogueBudget = (budget: CatalogueBudget, counts: RecordCounts): number =>
  budget.fixed + budget.perProduct * counts.products + kinds.reduce((sum, kind) => sum + budget.others[kind].each * addedSince(budget, counts, kind), 0);

const bytes = (n: number) => n.toLocaleString('en-GB');

/** What the budget is made of, in words: '20 products; 1 page added since measured (+ 2,048)'. */
export function budgetParts(budget: CatalogueBudget, counts: RecordCounts): string {
  const others = kinds.flatMap((kind) => {
    const added = addedSince(budget, counts, kind);
    if (added === 0) return [];
    const [one, other] = names[kind];
    return [`${added} ${added === 1 ? one : other} added since measured (+ ${bytes(budget.others[kind].each * added)})`];
  });
  return [`${counts.products} products (${bytes(budget.fixed)} fixed + ${bytes(budget.perProduct)} a product)`, ...others].join('; ');
}

/**
 * Null when `size` (bytes) fits the budget for the records counted;
 * otherwise one message saying what the overrun means and what to do.
 */
export function overCatalogueBudget(what: string, size: number, counts: RecordCounts, budget: CatalogueBudget): string | null {
  const limit = catalogueBudget(budget, counts);
  if (size <= limit) return null;
  return (
    `${what} is ${bytes(size)} bytes against ${bytes(limit)} for ${budgetParts(budget, counts)}: ` +
    `a record's words (a product's ${budget.carries}, a page's or a publication's text) are unusually long, or the format grew. Shorten what the new record says; or, if the growth is meant, ` +
    `raise the fixed part or an allowance in ${budget.heldIn} to the measured size plus a margin, with the reason in the commit message.`
  );
}

/** What the search files index today: the products, and the pages, publications and branch offices with a search entry. */
export function indexedRecordCounts(): RecordCounts {
  return { products: getProducts().length, page: pageDocuments().length, publication: publicationDocuments().length, branch: branchDocuments().length };
}
