import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FamilyKey, ProductKeyOf } from '@/content/catalogue/keys';

/**
 * What `npm run test:editor` (scripts/editor-fixture.mts) adds to a copy of
 * the records, the way docs/content.md tells an editor to: correct products
 * and a correct page, none of which a test may need editing for. The models are made up; their
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
 * A page as an editor adds it: `add` makes the editor's edits in the copy
 * rooted at `root` and names the files it changed, and the runner checks and
 * tests the copy as it does for products.
 */
export interface PageFixture {
  /** What it adds, for the report: 'a careers page'. */
  name: string;
  /** Makes the edits in the copy rooted at `root`; returns the files changed, relative to it. */
  add(root: string): readonly string[];
}

/** The code block of `lang` that follows a heading of docs/content.md, as the editor copies it. */
function docsExample(docs: string, heading: string, lang: 'ts' | 'tsx'): string {
  const at = docs.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`docs/content.md has no heading "${heading}"`);
  const block = new RegExp('```' + lang + '\\n([\\s\\S]*?)```').exec(docs.slice(at));
  if (!block?.[1]) throw new Error(`docs/content.md: no ${lang} example under "${heading}"`);
  return block[1];
}

/**
 * The Careers page exactly as docs/content.md "Adding a page" shows it: its
 * record, put where the docs say (among the pages, before the family
 * landings at the end of `pages`), and its route file. So the docs' example
 * is proved to be the whole change, two files, with no test edited.
 */
const careersFromTheDocs: PageFixture = {
  name: 'the Careers page of docs/content.md',
  add(root) {
    const docs = readFileSync(path.join(root, 'docs/content.md'), 'utf8');
    const record = docsExample(docs, '### 1. The record', 'ts');
    const route = docsExample(docs, '### 2. The route file', 'tsx');
    const routeFile = /^`(app\/[^`]+\/page\.tsx)`:$/m.exec(docs.slice(docs.indexOf('\n### 2. The route file\n')))?.[1];
    if (!routeFile) throw new Error('docs/content.md names no route file under "### 2. The route file"');
    const pagesFile = 'content/pages.ts';
    const pages = readFileSync(path.join(root, pagesFile), 'utf8');
    const firstLanding = /^ {2}[\w-]+: \{ path: [^\n]*landing: true/m.exec(pages);
    if (!firstLanding) throw new Error(`${pagesFile}: no family landing record to put the page before`);
    writeFileSync(path.join(root, pagesFile), pages.slice(0, firstLanding.index) + record + pages.slice(firstLanding.index));
    mkdirSync(path.dirname(path.join(root, routeFile)), { recursive: true });
    writeFileSync(path.join(root, routeFile), route);
    return [pagesFile, routeFile];
  },
};

export const pageFixtures: readonly PageFixture[] = [careersFromTheDocs];
