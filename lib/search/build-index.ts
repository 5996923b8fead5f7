import { branches, type Branch } from '@/content/branches';
import { getFamilies, getFamily, getProduct, getProducts } from '@/content/catalogue';
import type { Family, Product, SpecTable } from '@/content/catalogue/types';
import { familyOverviews } from '@/content/families';
import { pages } from '@/content/pages';
import { getPublications } from '@/content/publications';
import { popularProductKeys, searchCopy } from '@/content/search';
import { paths } from '@/content/paths';
import MiniSearch from 'minisearch';
import { productHref } from '@/lib/catalogue/product-href';
import { cardFigures, keyFiguresOf } from '@/lib/guide/card-figures';
import {
  branchDocumentId,
  SEARCH_INDEX_VERSION,
  type SearchDocument,
  type SearchIndexFile,
  type StoredDocument,
  type SuggestIndexFile,
  type SuggestRow,
} from './index-file';
import { emptyFields, lines } from './document-fields';
import { indexOptions } from './index-options';
import { buildLexicon, productFacts } from './lexicon';
import { pageDocuments } from './page-documents';
import { packFacts, type SearchLexicon } from './understand';

/**
 * Builds `/search-index.json` from the typed content, never from rendered
 * HTML. Each kind of content is one source function; a new kind is one more
 * function in `searchSources`. The site's own pages come from their records
 * (content/pages.ts, content/page-search.ts), so a new page is found
 * without a line here.
 */

export type SearchSource = () => SearchDocument[];

/** Lead a featured product gets when scores are otherwise close. */
export const POPULAR_RANK = 1.1;

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, '; ');

/** Spec tables as lines: 'Row: value' (cells of a multi-column table joined by ' | '), titles and group labels on their own. */
export function specLines(tables: readonly (SpecTable | undefined)[]): string {
  return lines(
    tables.flatMap((table) =>
      table
        ? [
            table.title,
            table.columns.length > 2 ? table.columns.slice(1).join(' | ') : undefined,
            ...table.groups.flatMap((g) => [g.label, ...g.rows.map(([label, ...cells]) => `${label}: ${cells.map(oneLine).join(' | ')}`)]),
            table.note,
          ]
        : [],
    ),
  );
}

function tabLabels(product: Product, family: Family): string[] {
  return product.tabs.filter((t) => t !== 'all').map((t) => family.tabs.find((tab) => tab.id === t)?.label ?? t);
}

/**
 * A product's key figures as words a buyer types: 'Wavelengths: 1310 / 1550
 * / 1625 nm', 'Fibres at once: 12 fibres', 'In-service testing: Yes'. One
 * line each, in the summary field, so 'otdr 1625' and '12 fibre splicer'
 * find the models whose figures say so. A yes/no figure that reads 'No'
 * is left out: no buyer searches for what a product lacks, and its label
 * would match the very query it does not answer ('fault locator').
 */
export function figureWords(product: Product): string {
  return lines(keyFiguresOf(product).flatMap(({ label, value }) => (value === 'No' ? [] : [`${label}: ${value}`])));
}

const withFacts = (facts: SearchDocument['facts']) => (facts ? { facts } : {});

export function productDocument(product: Product): SearchDocument {
  const family = getFamily(product.family);
  const page = product.page;
  const routeTail = page?.route.split('/').pop();
  const popular = (popularProductKeys as readonly string[]).includes(product.key);
  const similar = page
    ? page.similar.flatMap((key) => {
        const p = getProduct(key);
        return p ? [`${p.model} ${p.title}`] : [];
      })
    : [];
  return {
    ...emptyFields,
    id: `product:${product.key}`,
    kind: 'product',
    // Its page, or its card on the family landing.
    url: productHref(product),
    title: product.title,
    group: family.shortTitle,
    excerpt: product.summary,
    model: product.model,
    sku: lines(product.model.split(/\s+\/\s+/)),
    models: [product.model, product.cardTitle, product.key, routeTail].filter(Boolean).join(' '),
    labels: lines([family.shortTitle, family.brand, ...tabLabels(product, family)]),
    summary: lines([product.summary, page?.banner, figureWords(product)]),
    figures: cardFigures(product)
      .map((f) => f.text)
      .join(' · '),
    body: page
      ? lines([
          ...page.features.map((f) => `${f.title}: ${f.text}`),
          ...page.highlights,
          ...(page.iconFeatures ?? []).map((f) => (f.text ? `${f.label}: ${f.text}` : f.label)),
          ...(page.gallery ?? []).map((f) => (f.text ? `${f.label}: ${f.text}` : f.label)),
          ...(page.showcase ?? []).map((s) => `${s.title}: ${s.text}`),
        ])
      : '',
    specs: page ? specLines([...page.specTables, page.accessories, page.basicAccessories]) : '',
    related: lines(similar),
    ...(popular ? { rank: POPULAR_RANK } : {}),
    ...withFacts(productFacts(product)),
  };
}

export const productDocuments: SearchSource = () => getProducts().map(productDocument);

export const familyDocuments: SearchSource = () =>
  getFamilies().map((family) => {
    const overview = familyOverviews.find((o) => o.key === family.key);
    return {
      ...emptyFields,
      id: `family:${family.key}`,
      kind: 'family',
      url: paths[family.page],
      title: family.title,
      group: family.shortTitle,
      excerpt: family.hero.lead,
      labels: lines([family.shortTitle, family.brand, overview?.hint, ...family.tabs.filter((t) => t.id !== 'all').map((t) => t.label)]),
      summary: lines([family.hero.eyebrow, family.hero.lead]),
      body: lines([overview?.blurb, family.metaDescription]),
      related: getProducts(family.key)
        .map((p) => p.model)
        .join(' '),
    };
  });

export function branchDocument(branch: Branch): SearchDocument {
  const url = `${paths.contact}?branch=${encodeURIComponent(branch.key)}`;
  return {
    ...emptyFields,
    id: branchDocumentId(branch.key),
    kind: 'branch',
    url,
    title: branch.name,
    group: searchCopy.groups.branches,
    excerpt: `${branch.kind}: ${branch.address}`,
    labels: lines([branch.city, branch.kind]),
    summary: branch.address,
    body: lines([`${branch.contactRole}, ${branch.designation}`, ...branch.mobiles, branch.email]),
  };
}

export const branchDocuments: SearchSource = () => branches.map(branchDocument);

/** Each publication, at its place on the publications page. */
export const publicationDocuments: SearchSource = () =>
  getPublications().map((p) => ({
    ...emptyFields,
    id: `publication:${p.id}`,
    kind: 'page',
    url: `${paths.publication}#${p.id}`,
    title: p.title,
    group: searchCopy.groups.company,
    excerpt: p.content[0] ?? '',
    labels: lines([pages.publication.crumb, p.place]),
    body: lines(p.content),
  }));

/** Every source, in the order ties are listed. */
export const searchSources: readonly SearchSource[] = [productDocuments, familyDocuments, pageDocuments, publicationDocuments, branchDocuments];

/** Every document of every source, checked: ids unique, each with a title and a site URL. */
function collect(sources: readonly SearchSource[]): SearchDocument[] {
  const documents = sources.flatMap((source) => source());
  const seen = new Set<string>();
  for (const doc of documents) {
    if (seen.has(doc.id)) throw new Error(`Search index: ${doc.id} is indexed twice`);
    if (!doc.title.trim() || !doc.url.startsWith('/')) throw new Error(`Search index: ${doc.id} lacks a title or a site URL`);
    seen.add(doc.id);
  }
  return documents;
}

/** The full stage, `/search-index.json`: the built index over every field, and the text excerpts come from. */
export function buildSearchIndex(sources: readonly SearchSource[] = searchSources): SearchIndexFile {
  const documents = collect(sources);
  const index = new MiniSearch(indexOptions);
  index.addAll(documents);
  const lexicon = buildLexicon(documents);
  return { version: SEARCH_INDEX_VERSION, documents: documents.map((d) => stored(d, lexicon)), index: index.toJSON(), lexicon };
}

const packed = (facts: SearchDocument['facts'], lexicon: SearchLexicon) => (facts ? packFacts(facts, lexicon.facets) : undefined);

/** A document without the fields only the index needs. */
function stored({ id, kind, url, title, group, excerpt, model, rank, figures, facts, summary, body, specs }: SearchDocument, lexicon: SearchLexicon): StoredDocument {
  const pack = packed(facts, lexicon);
  return { id, kind, url, title, group, excerpt, ...(model ? { model } : {}), ...(rank ? { rank } : {}), ...(figures ? { figures } : {}), ...(pack ? { facts: pack } : {}), summary, body, specs };
}

/** The suggestion stage, `/search-suggest.json`: the short fields of every document, as text (index-file.ts says why). */
export function buildSuggestIndex(sources: readonly SearchSource[] = searchSources): SuggestIndexFile {
  const documents = collect(sources);
  const lexicon = buildLexicon(documents);
  const rows = documents.map(
    ({ id, kind, url, title, group, model, rank, sku, models, labels, facts }): SuggestRow => [
      id, kind, url, title, group, model ?? '', rank ?? 0, sku, models, labels, packed(facts, lexicon) ?? 0,
    ],
  );
  return { version: SEARCH_INDEX_VERSION, rows, lexicon };
}
