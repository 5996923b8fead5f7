import type { FamilyKey, ProductKeyOf } from '@/content/catalogue/keys';

/**
 * What `npm run test:editor` (scripts/editor-fixture.mts) adds to a copy of
 * the records, the way docs/content.md tells an editor to: each a correct
 * product that no test may need editing for. The models are made up; their
 * figures lie inside the plausible ranges and their words are their own.
 */

/** A product as an editor adds it: `npm run new:product -- <family> <model> --like <like>`, then its own file. */
export interface ProductFixture<F extends FamilyKey = FamilyKey> {
  family: F;
  model: string;
  like: ProductKeyOf<F>;
  /**
   * The product's file once the editor has written its figures and words
   * over the copy (tests/editor/products/…): it replaces what new:product
   * wrote and is the only other change. Not a .ts file, so the site's type
   * check does not read it outside the copy, where its key does not exist.
   */
  file: string;
}

const product = <F extends FamilyKey>(fixture: ProductFixture<F>): ProductFixture => fixture;

export const productFixtures: readonly ProductFixture[] = [
  // Issue 40's case: an OTDR that tests at 1625 nm, in service, with a longer reach than the AE3100 Live.
  product({ family: 'deviser', model: 'AE3300', like: 'ae3100-live', file: 'tests/editor/products/deviser/ae3300.ts.fixture' }),
  // An ONT with more ports than the one it starts from: its drawing, chart and tables follow its record.
  product({ family: 'pon', model: 'OP831GWV', like: 'op821gwv', file: 'tests/editor/products/pon/op831gwv.ts.fixture' }),
  // An EDFA page of its own (a new page number) and a card-only EDFA.
  product({ family: 'edfa', model: 'CE0823M', like: 'ce0819m', file: 'tests/editor/products/edfa/ce0823m.ts.fixture' }),
  product({ family: 'edfa', model: 'CE0423M', like: 'ce0423m-osw', file: 'tests/editor/products/edfa/ce0423m.ts.fixture' }),
  // A splicer with a page, its figures in its own file.
  product({ family: 'sumitomo', model: 'T-72C', like: 'z2c', file: 'tests/editor/products/sumitomo/t-72c.ts.fixture' }),
];

/**
 * A page as an editor adds it. Once a page is two files (its record in
 * content/pages.ts and its route file), its fixture goes in `pageFixtures`:
 * `add` makes the editor's edits in the copy and names the files it changed,
 * and the runner checks and tests the copy as it does for products.
 */
export interface PageFixture {
  /** What it adds, for the report: 'a careers page'. */
  name: string;
  /** Makes the edits in the copy rooted at `root`; returns the files changed, relative to it. */
  add(root: string): readonly string[];
}

export const pageFixtures: readonly PageFixture[] = [];
