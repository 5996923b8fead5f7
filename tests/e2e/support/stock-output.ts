/**
 * Whether the export under test was built with STOCK_NEXT_OUTPUT=1
 * (build/post-export/index.mts): its pages as Next wrote them, without the
 * first-paint rewriting, to bisect a Next upgrade. Run the tests with the
 * same variable. Every functional test passes on such a build; what only
 * the rewriting gives (the byte budgets, the loader's deferred rendering)
 * is skipped with STOCK_OUTPUT_SKIP as the reason.
 */
export const STOCK_NEXT_OUTPUT = process.env.STOCK_NEXT_OUTPUT === '1';

export const STOCK_OUTPUT_SKIP = 'STOCK_NEXT_OUTPUT=1: the pages are as Next wrote them, without the first-paint rewriting (build/post-export) this checks';
