import type { SpecTable } from '@/content/catalogue/types';
import { contentModules, type ContentModules } from './content-modules';

/** Modules whose strings are rules about text, never text a visitor reads (the search vocabulary holds words as visitors misspell them). */
const RULE_MODULES = new Set(['content/notation.ts', 'content/catalogue/plausibility.ts', 'content/units.ts', 'content/search-vocabulary.ts']);

export interface ContentString {
  /** The record the text belongs to: a product, branch or partner key, or `<file> › <export>`. */
  record: string;
  /** Where in the record, e.g. `page.features[1].text`. */
  field: string;
  text: string;
}

const isTable = (value: object): value is SpecTable =>
  'columns' in value && 'groups' in value && Array.isArray((value as SpecTable).groups) && typeof (value as SpecTable).title === 'string';

const isPlain = (value: object) => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null || Array.isArray(value);
};

function join(path: string, part: string | number): string {
  if (typeof part === 'number') return `${path}[${part}]`;
  return path === '' ? part : `${path}.${part}`;
}

/** Several checks read every string; the modules do not change within a run, so they are walked once. */
const read = new WeakMap<ContentModules, readonly ContentString[]>();

/**
 * Every string the content modules hold, however deep, with the record and
 * field it stands in. An object with a string `key` starts a record of that
 * name (a product, a family, a branch), so a message reads
 * `s1v › page.features[1].text`. Addresses (starting '/' or 'http') are
 * left out: they are checked by the route checks.
 *
 * Each object is read once, wherever it is first met: a product's record is
 * exported by its own file and listed again by its family's index, and a
 * shared table may stand on several pages, but each is one place to fix.
 */
export function contentStrings(modules: ContentModules = contentModules()): readonly ContentString[] {
  const known = read.get(modules);
  if (known) return known;
  const { found, walk } = reader();
  for (const [file, exports] of Object.entries(modules)) {
    if (RULE_MODULES.has(file)) continue;
    for (const [name, value] of Object.entries(exports)) walk(value, file, name);
  }
  read.set(modules, found);
  return found;
}


/** The strings of one record, a product or a family, under the name given: `op-101x › page.banner`, `family pon › hero.lead`. */
export function recordStrings(value: object, record: string): ContentString[] {
  const { found, walk } = reader();
  for (const [name, child] of Object.entries(value)) walk(child, record, name);
  return found;
}

function reader() {
  const found: ContentString[] = [];
  const seen = new Set<object>();

  const walk = (value: unknown, record: string, field: string) => {
    if (typeof value === 'string') {
      if (!/^(\/|https?:|mailto:|tel:)/.test(value)) found.push({ record, field, text: value });
      return;
    }
    if (value === null || typeof value !== 'object' || !isPlain(value) || seen.has(value)) return;
    seen.add(value);
    if (isTable(value)) walkTable(value, record, field);
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, record, join(field, i)));
    else {
      const key = (value as { key?: unknown }).key;
      // A product, family or branch names its own record, wherever it stands; any other export keeps its module's name.
      const [own, at] = typeof key === 'string' ? [key, ''] : [record, field];
      for (const [name, child] of Object.entries(value)) walk(child, own, join(at, name));
    }
  };

  /** A spec table names its cells by title, row header and column, as an editor sees them. */
  const walkTable = (table: SpecTable, record: string, field: string) => {
    const at = `${field} "${table.title}"`;
    found.push({ record, field: `${at} › title`, text: table.title });
    table.columns.forEach((column, i) => found.push({ record, field: `${at} › column ${i + 1}`, text: column }));
    for (const group of table.groups) {
      if (group.label) found.push({ record, field: `${at} › group "${group.label}"`, text: group.label });
      for (const row of group.rows) {
        row.forEach((cell, i) => found.push({ record, field: `${at} › "${row[0]}"${i === 0 ? '' : ` › ${table.columns[i] ?? `column ${i + 1}`}`}`, text: cell }));
      }
    }
    if (table.note) found.push({ record, field: `${at} › note`, text: table.note });
  };

  return { found, walk };
}
