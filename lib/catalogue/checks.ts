import { getFamilies, getProducts } from '@/content/catalogue';
import { productKeys } from '@/content/catalogue/keys';
import type { Family, FamilyKey, Product, SpecTable } from '@/content/catalogue/types';
import { paths } from '@/content/paths';
import { countOf } from '@/content/count';

/**
 * Checks over the catalogue records that the type checker cannot make: each
 * returns a list of problems, empty when the records are sound. Every
 * problem names the record key and the field, e.g.
 * `s1v › page.specTables[0] "Specifications" › "Programs" row 2 (Heating programs): 1 cell, the table has 2 columns`,
 * so an editor goes straight to the line to fix.
 */

export interface CatalogueInput {
  families: readonly Family[];
  products: readonly Product[];
  keys: Readonly<Record<FamilyKey, readonly string[]>>;
  /** Top-level pages, which no product page or old link may take. */
  pagePaths: readonly string[];
}

export function currentCatalogue(): CatalogueInput {
  return { families: getFamilies(), products: getProducts(), keys: productKeys, pagePaths: Object.values(paths) };
}

/** Longest meta description search engines show in full. */
export const META_DESCRIPTION_MAX = 160;

/** A sentence at least this many words long may appear in one product record only. */
export const REPEATED_SENTENCE_MIN_WORDS = 8;

const PLACEHOLDER = /lorem|ipsum|\bTODO\b|\bTBD\b|\bxxx\b|placeholder|\{[a-z]+\}/i;

/** A card's text says what the product is in a sentence or two; shorter, it says nothing a title does not. */
export const SUMMARY_MIN = 40;

/** Alt text shorter than this names the picture without saying what it shows. */
export const ALT_MIN = 10;

/**
 * Key features a page shows, its own and its shared records' together: the
 * EDFA pages' "Key Features" section and the fibre pages' feature strip
 * need a full row. An EDFA page gives at least two of its own.
 */
export const MIN_FEATURES: Readonly<Partial<Record<FamilyKey, { shown: number; own: number }>>> = { edfa: { shown: 4, own: 2 }, fiber: { shown: 3, own: 1 } };

/** Families whose products are titled with the brand first ('Lumora CE0416M CATV EDFA …'), as their landing's cards show them. */
export const BRAND_TITLED: readonly FamilyKey[] = ['edfa', 'fiber'];

/** Every string anywhere in a record, however deep: what the family tests search for a figure or a word. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function duplicatesOf(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

/** Every product listed in keys.ts has one record of its family, and every record is listed. */
export function keyProblems({ products, keys }: CatalogueInput): string[] {
  const problems: string[] = [];
  for (const [family, listed] of Object.entries(keys)) {
    for (const key of listed) {
      const records = products.filter((p) => p.key === key);
      if (records.length === 0) problems.push(`${key}: listed in content/catalogue/keys.ts under ${family} but has no record`);
      if (records.length > 1) problems.push(`${key}: ${records.length} records share this key`);
      for (const r of records) if (r.family !== family) problems.push(`${key} › family: '${r.family}', but keys.ts lists it under ${family}`);
    }
  }
  const allListed = new Set(Object.values(keys).flat());
  for (const p of products) if (!allListed.has(p.key)) problems.push(`${p.key}: has a record but is not listed in content/catalogue/keys.ts`);
  return problems;
}

/** Every product sits under 'all' and its family's tabs; no tab is empty. */
export function tabProblems({ families, products }: CatalogueInput): string[] {
  const problems: string[] = [];
  for (const family of families) {
    const own = products.filter((p) => p.family === family.key);
    const tabIds = new Set<string>(family.tabs.map((t) => t.id));
    for (const p of own) {
      const tabs = p.tabs as readonly string[];
      if (!tabs.includes('all')) problems.push(`${p.key} › tabs: does not include 'all'`);
      for (const t of tabs) if (!tabIds.has(t)) problems.push(`${p.key} › tabs: '${t}' is not a tab of ${family.key}`);
    }
    for (const tab of family.tabs) {
      if (!own.some((p) => (p.tabs as readonly string[]).includes(tab.id))) problems.push(`family ${family.key} › tabs '${tab.id}': no product`);
    }
  }
  return problems;
}

/**
 * Product pages and old links: every path starts with '/', no two records
 * claim one path, no top-level page is taken, and an old link never names a
 * canonical page. So each old path redirects exactly once, to one page.
 */
export function routeProblems({ products, pagePaths }: CatalogueInput): string[] {
  const problems: string[] = [];
  const owners = new Map<string, string[]>();
  const claim = (path: string, where: string) => {
    if (!path.startsWith('/')) problems.push(`${where}: '${path}' does not start with '/'`);
    owners.set(path, [...(owners.get(path) ?? []), where]);
  };
  for (const path of pagePaths) claim(path, `content/pages.ts '${path}'`);
  for (const p of products) {
    if (!p.page) continue;
    claim(p.page.route, `${p.key} › page.route`);
    p.page.legacyPaths.forEach((path, i) => claim(path, `${p.key} › page.legacyPaths[${i}]`));
  }
  for (const [path, where] of owners) if (where.length > 1) problems.push(`'${path}' is claimed ${where.length} times: ${where.join(', ')}`);
  return problems;
}

/** Tiles in a page's 'Similar Products' strip: four (spec 2.3), six on EDFA pages (spec 2.9). */
export const SIMILAR_STRIP_SIZE = { default: 4, edfa: 6 } as const;

export function similarStripSize(family: FamilyKey): number {
  return family === 'edfa' ? SIMILAR_STRIP_SIZE.edfa : SIMILAR_STRIP_SIZE.default;
}

/** Distinct similar products, as many as the family's strip shows, never the product itself, each with a page. */
export function similarProblems({ products }: CatalogueInput): string[] {
  const problems: string[] = [];
  const paged = new Set(products.filter((p) => p.page).map((p) => p.key as string));
  for (const p of products) {
    if (!p.page) continue;
    const similar: readonly string[] = p.page.similar;
    const size = similarStripSize(p.family);
    if (similar.length !== size) problems.push(`${p.key} › page.similar: ${similar.length} products, the strip shows ${size}`);
    similar.forEach((key, i) => {
      if (key === p.key) problems.push(`${p.key} › page.similar[${i}]: lists the product itself`);
      else if (!paged.has(key)) problems.push(`${p.key} › page.similar[${i}]: '${key}' has no page`);
    });
    for (const key of duplicatesOf(similar)) problems.push(`${p.key} › page.similar: '${key}' is listed twice`);
  }
  return problems;
}

/** The tables of a page in page order, each with the field it comes from. */
export function tablesOf(product: Product): { field: string; table: SpecTable }[] {
  const page = product.page;
  if (!page) return [];
  return [
    ...page.specTables.map((table, i) => ({ field: `page.specTables[${i}]`, table })),
    ...(page.accessories ? [{ field: 'page.accessories', table: page.accessories }] : []),
    ...(page.basicAccessories ? [{ field: 'page.basicAccessories', table: page.basicAccessories }] : []),
  ];
}

/** Well-formed tables: rows in every group, one cell per column, no blank cell, no title twice on a page. */
export function tableProblems({ products }: CatalogueInput): string[] {
  const problems: string[] = [];
  for (const p of products) {
    const tables = tablesOf(p);
    for (const { field, table } of tables) {
      const where = `${p.key} › ${field} "${table.title}"`;
      if (table.groups.length === 0) problems.push(`${where}: no rows`);
      table.groups.forEach((group, gi) => {
        const groupName = group.label ? `"${group.label}"` : `group ${gi + 1}`;
        if (group.rows.length === 0) problems.push(`${where} › ${groupName}: no rows`);
        group.rows.forEach((row, ri) => {
          const at = `${where} › ${groupName} row ${ri + 1} (${row[0] || 'no header'})`;
          if (row.length !== table.columns.length) {
            problems.push(`${at}: ${countOf(row.length, { one: 'cell', other: 'cells' })}, the table has ${countOf(table.columns.length, { one: 'column', other: 'columns' })}`);
          }
          row.forEach((cell, ci) => {
            if (cell.trim() === '') problems.push(`${at} › column ${ci + 1}: empty cell`);
          });
        });
      });
    }
    for (const title of duplicatesOf(tables.map((t) => t.table.title))) problems.push(`${p.key} › page: two tables are titled "${title}"`);
  }
  return problems;
}

/** The prose of a record with the field each piece comes from: what the repeated-prose and placeholder checks read. */
export function proseOf(product: Product): { field: string; text: string }[] {
  const page = product.page;
  const prose = [{ field: 'summary', text: product.summary }];
  if (!page) return prose;
  return [
    ...prose,
    { field: 'page.metaDescription', text: page.metaDescription },
    { field: 'page.banner', text: page.banner },
    ...page.highlights.map((text, i) => ({ field: `page.highlights[${i}]`, text })),
    ...page.features.flatMap((f, i) => [
      { field: `page.features[${i}].title`, text: f.title },
      { field: `page.features[${i}].text`, text: f.text },
    ]),
    ...(page.showcase ?? []).map((b, i) => ({ field: `page.showcase[${i}].text`, text: b.text })),
    ...(page.iconFeatures ?? []).flatMap((f, i) => (f.text ? [{ field: `page.iconFeatures[${i}].text`, text: f.text }] : [])),
    ...(page.gallery ?? []).flatMap((g, i) => (g.text ? [{ field: `page.gallery[${i}].text`, text: g.text }] : [])),
  ];
}

/** The sentences of a text, without their closing stop and with spaces folded. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim().replace(/[.!?]+$/, '').replace(/\s+/g, ' '))
    .filter((s) => s.length > 0);
}

/**
 * A sentence of REPEATED_SENTENCE_MIN_WORDS or more words stands in one
 * product record at most. Each page should say what is particular to its
 * product; facts several products share belong in one shared record
 * (`page.shared`), which this check does not read.
 */
export function repeatedProseProblems({ products }: CatalogueInput): string[] {
  const places = new Map<string, { sentence: string; where: string[]; keys: Set<string> }>();
  for (const p of products) {
    for (const { field, text } of proseOf(p)) {
      for (const sentence of sentencesOf(text)) {
        if (sentence.split(' ').length < REPEATED_SENTENCE_MIN_WORDS) continue;
        const key = sentence.toLowerCase();
        const entry = places.get(key) ?? { sentence, where: [], keys: new Set<string>() };
        entry.where.push(`${p.key} › ${field}`);
        entry.keys.add(p.key);
        places.set(key, entry);
      }
    }
  }
  return [...places.values()]
    .filter((entry) => entry.keys.size > 1)
    .map(
      ({ sentence, where }) =>
        `"${sentence}" stands in ${where.join(', ')}: say what is particular to each product, or move it to a shared record`,
    );
}

/** Finished copy: meta descriptions a search engine shows in full, no placeholder text, no empty alt text. */
export function proseProblems({ families, products }: CatalogueInput): string[] {
  const problems: string[] = [];
  for (const f of families) {
    if (f.metaDescription.length > META_DESCRIPTION_MAX) {
      problems.push(`family ${f.key} › metaDescription: ${f.metaDescription.length} characters, at most ${META_DESCRIPTION_MAX}`);
    }
  }
  for (const p of products) {
    const description = p.page?.metaDescription;
    if (description && description.length > META_DESCRIPTION_MAX) {
      problems.push(`${p.key} › page.metaDescription: ${description.length} characters, at most ${META_DESCRIPTION_MAX}`);
    }
    for (const { field, text } of proseOf(p)) {
      if (text.trim() === '') problems.push(`${p.key} › ${field}: empty`);
      if (PLACEHOLDER.test(text)) problems.push(`${p.key} › ${field}: placeholder text "${text}"`);
    }
    if (p.image.alt.trim() === '') problems.push(`${p.key} › image.alt: empty`);
    else if (p.image.alt.trim().length < ALT_MIN) problems.push(`${p.key} › image.alt: "${p.image.alt}" is too short to say what the picture shows; describe it in a phrase`);
    if (p.summary.trim() !== '' && !PLACEHOLDER.test(p.summary) && p.summary.length < SUMMARY_MIN) problems.push(`${p.key} › summary: ${p.summary.length} characters; say what the product is in a sentence or two, at least ${SUMMARY_MIN} characters`);
    const family = families.find((f) => f.key === p.family);
    if (family && BRAND_TITLED.includes(p.family) && !p.title.startsWith(family.brand)) problems.push(`${p.key} › title: "${p.title}" does not start with the brand; begin it "${family.brand} "`);
    if (p.page) {
      const own = p.page.features.length;
      const shown = own + (p.page.shared ?? []).reduce((n, s) => n + s.features.length, 0);
      const min = MIN_FEATURES[p.family] ?? { shown: 1, own: 0 };
      if (shown < min.shown) problems.push(`${p.key} › page.features: ${shown} shown with its shared records; the page shows at least ${min.shown}, so add features`);
      else if (own < min.own) problems.push(`${p.key} › page.features: ${own} of its own; give at least ${min.own} that say what is particular to it`);
    }
  }
  return problems;
}
