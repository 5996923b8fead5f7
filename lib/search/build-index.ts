import { branches, type Branch } from '@/content/branches';
import { getFamilies, getFamily, getProduct, getProducts } from '@/content/catalogue';
import type { Family, Product, SpecTable } from '@/content/catalogue/types';
import { companyFacts } from '@/content/company';
import { contactAnchors } from '@/content/contact';
import { familyOverviews } from '@/content/families';
import { hero } from '@/content/home';
import { aboutPage } from '@/content/about';
import { educationalPage } from '@/content/educational';
import { fieldKitPage } from '@/content/field-kit';
import { manualInsertionPage, miShowcases } from '@/content/factory/manual-insertion';
import { ofcFeatures, ofcPage, ofcShowcases } from '@/content/factory/ofc';
import { smtEquipment, surfaceMountingPage } from '@/content/factory/surface-mounting';
import type { Showcase } from '@/content/factory/types';
import { getVideo } from '@/content/media/videos';
import { pages } from '@/content/pages';
import { partnerPage, partners } from '@/content/partners';
import { plannerPage } from '@/content/planner';
import { getPublications } from '@/content/publications';
import { tutorialStages } from '@/content/tutorials';
import { popularProductKeys, searchCopy } from '@/content/search';
import { hoursLabel, site } from '@/content/site';
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
import { indexOptions } from './index-options';
import { buildLexicon, productFacts } from './lexicon';
import { packFacts, type SearchLexicon } from './understand';

/**
 * Builds `/search-index.json` from the typed content, never from rendered
 * HTML. Each kind of content is one source function; a new kind (about,
 * publications, factory pages, videos …) is one more function in
 * `searchSources`.
 */

export type SearchSource = () => SearchDocument[];

/** Lead a featured product gets when scores are otherwise close. */
export const POPULAR_RANK = 1.1;

type Fields = Omit<SearchDocument, 'id' | 'kind' | 'url' | 'title' | 'group' | 'excerpt'>;
const emptyFields: Fields = { sku: '', models: '', labels: '', summary: '', body: '', specs: '', related: '' };

const lines = (items: readonly (string | undefined | false)[]) =>
  items.filter((s): s is string => typeof s === 'string' && s.trim() !== '').join('\n');

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

export const contactDocuments: SearchSource = () => [
  {
    ...emptyFields,
    id: 'page:contact',
    kind: 'contact',
    // The card with the phone, WhatsApp, e-mail and hours: what a visitor searching for a way to reach the company wants first.
    url: `${paths.contact}#${contactAnchors.direct}`,
    title: searchCopy.contactTitle,
    group: searchCopy.groups.company,
    excerpt: `Call ${site.phone.display} or write to ${site.email}, ${hoursLabel()}.`,
    labels: lines(['Contact us', 'Enquire now', 'Enquiry']),
    summary: lines([site.phone.display, site.email, hoursLabel()]),
    body: lines([site.legalName, `${branches.length} branch offices`, ...branches.map((b) => b.city)]),
  },
];

export const homeDocuments: SearchSource = () => [
  {
    ...emptyFields,
    id: 'page:home',
    kind: 'page',
    url: paths.home,
    title: searchCopy.homeTitle,
    group: searchCopy.groups.company,
    excerpt: hero.lead,
    labels: lines([site.tagline]),
    summary: lines([hero.title, hero.lead, site.description]),
    body: lines(companyFacts.map((f) => `${f.value}: ${f.label}`)),
  },
];

type PageFields = Pick<SearchDocument, 'id' | 'url' | 'title' | 'excerpt'> & Partial<Fields>;

const companyPage = (fields: PageFields): SearchDocument => ({
  ...emptyFields,
  kind: 'page',
  group: searchCopy.groups.company,
  ...fields,
});

const showcaseLines = (showcases: readonly Showcase[]) =>
  lines(showcases.flatMap((s) => [s.title, s.summary, ...s.features]));

/** About, publications, partners, the factory pages and the learning pages. */
export const companyPageDocuments: SearchSource = () => [
  companyPage({
    id: 'page:about',
    url: paths.about,
    title: aboutPage.hero.title,
    excerpt: aboutPage.hero.lead,
    labels: lines(['About us', ...aboutPage.values.map((v) => v.title)]),
    summary: pages.about.description,
    body: lines([...aboutPage.story.paragraphs, ...aboutPage.values.flatMap((v) => ('list' in v ? v.list : [v.content]))]),
  }),
  ...getPublications().map((p) =>
    companyPage({
      id: `publication:${p.id}`,
      url: `${paths.publication}#${p.id}`,
      title: p.title,
      excerpt: p.content[0],
      labels: lines(['Publication', p.place]),
      body: lines(p.content),
    }),
  ),
  companyPage({
    id: 'page:partner',
    url: paths.partner,
    title: partnerPage.title,
    excerpt: partnerPage.lead,
    labels: lines(partners.map((p) => p.name)),
    body: lines(partners.flatMap((p) => [`${p.name}: ${p.kind}`, p.tagline, p.description])),
  }),
  companyPage({
    id: 'page:ofc',
    url: paths.ofc,
    title: pages.ofc.title,
    excerpt: ofcPage.header.lead,
    labels: lines([ofcPage.header.eyebrow, ...ofcFeatures.map((f) => f.title)]),
    summary: lines(ofcPage.intro.paragraphs),
    body: showcaseLines(ofcShowcases),
  }),
  companyPage({
    id: 'page:surface-mounting',
    url: paths.surfaceMounting,
    title: pages.surfaceMounting.title,
    excerpt: surfaceMountingPage.header.lead,
    labels: lines(['SMT', surfaceMountingPage.header.eyebrow]),
    summary: lines(surfaceMountingPage.intro.paragraphs),
    body: showcaseLines(smtEquipment),
  }),
  companyPage({
    id: 'page:mi',
    url: paths.mi,
    title: pages.mi.title,
    excerpt: manualInsertionPage.header.lead,
    labels: lines(['Through-hole', manualInsertionPage.header.eyebrow]),
    summary: lines(manualInsertionPage.intro.paragraphs),
    body: showcaseLines(miShowcases),
  }),
  companyPage({
    id: 'page:educational',
    url: paths.educational,
    title: pages.educational.title,
    excerpt: educationalPage.header.lead,
    labels: lines(['Tutorials', 'Videos', 'Splicer']),
    summary: lines(educationalPage.featured.paragraphs),
    body: lines(educationalPage.watchNext.videos.map((key) => getVideo(key).title)),
  }),
  companyPage({
    id: 'page:tutorials',
    url: paths.tutorials,
    title: pages.tutorials.title,
    excerpt: pages.tutorials.description,
    labels: lines(['SMT', 'Tutorial']),
    body: lines(tutorialStages.flatMap((s) => [s.title, s.summary])),
  }),
];

/** The site's tools: the link planner and the field kit, found by the job they do. */
export const toolDocuments: SearchSource = () => [
  {
    ...emptyFields,
    id: 'page:planner',
    kind: 'page',
    url: paths.planner,
    title: plannerPage.title,
    group: searchCopy.groups.tools,
    excerpt: pages.planner.description,
    summary: plannerPage.lead,
  },
  {
    ...emptyFields,
    id: 'page:field-kit',
    kind: 'page',
    url: paths.fieldKit,
    title: pages.fieldKit.title,
    group: searchCopy.groups.tools,
    excerpt: pages.fieldKit.description,
    summary: fieldKitPage.lead,
  },
];

/** Every source, in the order ties are listed. */
export const searchSources: readonly SearchSource[] = [
  productDocuments,
  familyDocuments,
  homeDocuments,
  companyPageDocuments,
  toolDocuments,
  contactDocuments,
  branchDocuments,
];

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
