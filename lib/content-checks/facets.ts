import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { formatFigure, type Facet, type FacetValue } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { isQualified, isQuantity, numbersOf, plain, type Quantity } from '@/content/catalogue/quantity';
import type { FamilyKey } from '@/content/catalogue/types';
import type { CatalogueInput } from '@/lib/catalogue/checks';
import { nounFor } from '@/content/count';

/**
 * Checks over the key figures (content/catalogue/facets/): every product
 * names its orderable models, every model gives each facet of its family a
 * value of the facet's kind inside its plausibility bounds (or null where
 * no source gives one), and a spec-table row that shows a facet's figure is
 * rendered from those values, never typed a second time.
 */

const facetsOf = (family: FamilyKey): readonly Facet[] => familyFacets[family].facets;

/** What is wrong with a figure's own shape, before its bounds: null when it is well formed. */
function quantityShapeProblem(value: unknown): string | null {
  if (!isQuantity(value)) {
    return `${JSON.stringify(value)} is not a figure; write a number, { atMost }, { atLeast }, { min, max }, { oneOf: [...] } or asStated(figure, note) (content/catalogue/quantity.ts)`;
  }
  const q = value as Quantity;
  if (isQualified(q)) {
    if (typeof q.note !== 'string' || q.note.trim() === '') return 'qualified with no note; say in a phrase what the other source gives';
    if (isQualified(q.stated as Quantity)) return 'qualified twice; qualify the figure once, with one note';
    return quantityShapeProblem(q.stated);
  }
  const numbers = numbersOf(q);
  if (!numbers.every(Number.isFinite)) return `${JSON.stringify(value)} holds something that is not a number`;
  const p = plain(q);
  if (typeof p === 'object' && 'oneOf' in p) {
    if (p.oneOf.length < 2) return 'options with fewer than two figures; write the one figure itself';
    if (p.oneOf.some((n, i) => i > 0 && n <= p.oneOf[i - 1]!)) return `the options ${p.oneOf.join(', ')} are not in rising order without repeats; write them smallest first (oneOf() sorts them)`;
  }
  if (typeof p === 'object' && 'min' in p && p.min > p.max) return `the span ${p.min}–${p.max} runs backwards; write the smaller figure as min`;
  return null;
}

function valueProblem(facet: Facet, value: FacetValue | null): string | null {
  if (value === null) return null;
  const unit = 'unit' in facet && facet.unit ? ` ${facet.unit}` : '';
  switch (facet.kind) {
    case 'number': {
      const shape = quantityShapeProblem(value);
      if (shape) return shape;
      for (const n of numbersOf(value as Quantity)) {
        if (n < facet.bounds.min) return `${n}${unit} is below ${facet.bounds.min}${unit}, the lowest plausible ${facet.label.toLowerCase()}; check it against the maker's datasheet`;
        if (n > facet.bounds.max) return `${n}${unit} is above ${facet.bounds.max}${unit}, the highest plausible ${facet.label.toLowerCase()}; check it against the maker's datasheet`;
      }
      return null;
    }
    case 'set': {
      if (!Array.isArray(value)) return `${JSON.stringify(value)} is not a list`;
      const known = new Set(facet.options.map((o) => o.value));
      const unknown = (value as readonly string[]).filter((v) => !known.has(v));
      if (unknown.length > 0) return `${unknown.map((v) => `'${v}'`).join(', ')} ${nounFor(unknown.length, { one: 'is not an option', other: 'are not options' })}; the options are ${[...known].join(', ')}`;
      if (value.length === 0) return 'an empty list; write null where no source gives the values';
      return null;
    }
    case 'choice': {
      const known = facet.options.map((o) => o.value);
      return known.includes(value as string) ? null : `'${String(value)}' is not an option; the options are ${known.join(', ')}`;
    }
    case 'flag':
      return typeof value === 'boolean' ? null : `${JSON.stringify(value)} is not true or false`;
  }
}

/**
 * A count is a need, not a quality: how many fibres, ports or outputs a
 * buyer wants is his to decide, so a count facet has no better end (no
 * "(best)" in the comparison, no "more is better" sort), and a figure in
 * ports is always a count.
 */
/** A family is compared on at least this many figures; a card shows two or three of them. */
export const FACET_LAYOUT = { minFacets: 4, cardFigures: { min: 2, max: 3 }, explainMax: 240 } as const;

/** A family is compared on enough figures, and its cards show two or three of its own. */
export function facetLayoutProblems(families: Readonly<Record<string, { facets: readonly Facet[]; cardFigures: readonly string[] }>> = familyFacets): string[] {
  return Object.entries(families).flatMap(([family, { facets, cardFigures }]) => {
    const file = `facets/${family}.ts`;
    const { min, max } = FACET_LAYOUT.cardFigures;
    return [
      ...(facets.length < FACET_LAYOUT.minFacets ? [`${file}: ${facets.length} facets; a family is compared on at least ${FACET_LAYOUT.minFacets} figures`] : []),
      ...(cardFigures.length < min || cardFigures.length > max ? [`${file} › cardFigures: ${cardFigures.length}; a card shows ${min} or ${max} key figures`] : []),
      ...cardFigures.filter((c) => !facets.some((f) => f.id === c)).map((id) => `${file} › cardFigures: '${id}' is not a facet of ${family}; name one of its facets`),
    ];
  });
}

export function facetDeclarationProblems(families: Readonly<Record<string, { facets: readonly Facet[] }>> = familyFacets): string[] {
  const problems: string[] = [];
  for (const [family, { facets }] of Object.entries(families)) {
    const file = `facets/${family}.ts`;
    facets.forEach((facet, i) => {
      const where = `${file} › ${facet.id}`;
      if (facets.findIndex((f) => f.id === facet.id) !== i) problems.push(`${where}: another facet has this id; give each its own (it is the guide's filter key and CSV column)`);
      if (facet.label.trim() === '') problems.push(`${where}.label: empty; name the figure as a buyer would`);
      const sentences = facet.explain.split(/(?<=[.!?])\s+/).length;
      if (sentences !== 1 || facet.explain.length > FACET_LAYOUT.explainMax) problems.push(`${where}.explain: ${sentences} sentences, ${facet.explain.length} characters; say what it means in one sentence of at most ${FACET_LAYOUT.explainMax}`);
      if (facet.kind === 'number' && facet.bounds.min >= facet.bounds.max) problems.push(`${where}.bounds: ${facet.bounds.min} to ${facet.bounds.max}; the lower bound comes first`);
      if ((facet.kind === 'set' || facet.kind === 'choice') && new Set(facet.options.map((o) => o.value)).size !== facet.options.length) problems.push(`${where}.options: a value stands twice; list each once`);
    });

    for (const facet of facets) {
      if (facet.kind !== 'number') continue;
      const where = `facets/${family}.ts › ${facet.id}`;
      const better = (facet as { better?: string }).better;
      if (facet.count && better) problems.push(`${where}: a count with better: '${better}'; a count is a need the buyer sizes, so take the direction off and say in its explanation how to choose`);
      if (facet.unit === 'ports' && !facet.count) problems.push(`${where}: a figure in ports that is not marked count: true; ports are a need, never a quality`);
    }
    for (const facet of facets) {
      // A figure a buyer compares names the table rows that state it, so the content checks can hold those rows to the values.
      if ((facet.kind === 'number' || facet.kind === 'set') && (facet.rows ?? []).length === 0) {
        problems.push(`facets/${family}.ts › ${facet.id}: names no rows; list the headers of the spec-table rows that state it, so they are rendered from the values and checked against them`);
      }
    }
  }
  return problems;
}

/** Every product names its models; every model gives every facet a value of its kind, inside its bounds. */
export function facetProblems({ products }: CatalogueInput): string[] {
  const problems: string[] = [];
  for (const product of products) {
    const models = product.models;
    if (models.length === 0) {
      problems.push(`${product.key} › models: none; name each model a buyer can order, with its key figures (content/catalogue/facets/${product.family}.ts)`);
      continue;
    }
    const facets = facetsOf(product.family);
    models.forEach((model, i) => {
      const figures = model.figures as Readonly<Record<string, FacetValue | null | undefined>>;
      for (const facet of facets) {
        const where = `${product.key} › models[${i}] ${model.name} › ${facet.id}`;
        const value = figures[facet.id];
        if (value === undefined) {
          problems.push(`${where}: missing; give its value, or null where no source gives one`);
          continue;
        }
        const problem = valueProblem(facet, value);
        if (problem) problems.push(`${where}: ${problem}`);
      }
      for (const id of Object.keys(figures)) {
        if (!facets.some((f) => f.id === id)) problems.push(`${product.key} › models[${i}] ${model.name} › ${id}: not a facet of ${product.family}; the facets are ${facets.map((f) => f.id).join(', ')}`);
      }
    });
  }
  return problems;
}

/**
 * A model is one row of the selection guide: a name two products share must
 * carry the same figures in both (a fibre count's own page and its series),
 * or it would show two different rows for one thing.
 */
export function modelNameProblems({ products }: CatalogueInput): string[] {
  const seen = new Map<string, { key: string; figures: string }>();
  const problems: string[] = [];
  for (const product of products) {
    for (const model of product.models) {
      const id = `${product.family}|${model.name}`;
      const figures = JSON.stringify(model.figures);
      const first = seen.get(id);
      if (!first) seen.set(id, { key: product.key, figures });
      else if (first.figures !== figures) {
        const facets = facetsOf(product.family);
        const a = JSON.parse(first.figures) as Record<string, FacetValue | null>;
        const b = model.figures as Readonly<Record<string, FacetValue | null>>;
        const differ = facets.filter((f) => JSON.stringify(a[f.id]) !== JSON.stringify(b[f.id])).map((f) => `${f.id} ${formatFigure(f, a[f.id] ?? null)} against ${formatFigure(f, b[f.id] ?? null)}`);
        problems.push(`${product.key} › models: ${model.name} is also a model of ${first.key}, with other figures (${differ.join('; ')}); give one model one set of figures`);
      }
    }
  }
  return problems;
}

/* ---------- Written once ---------- */

const CATALOGUE_DIR = path.join(process.cwd(), 'content', 'catalogue');

/**
 * The catalogue's record modules: the ones whose tables could type a facet's
 * figure, including each family folder's product files (`pon/op-100p8.ts`).
 */
export function catalogueSources(dir: string = CATALOGUE_DIR): { file: string; source: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'facets' ? [] : catalogueSources(file);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || entry.name === 'facets.ts' || entry.name === 'plausibility.ts') return [];
    return [{ file: path.relative(process.cwd(), file), source: readFileSync(file, 'utf8') }];
  });
}

const textOf = (node: ts.Node): string | null => (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : null);

/**
 * A spec-table row whose header names a facet (its `rows`) and whose cells
 * are typed text with a figure in them: the figure stands in the row and in
 * the models' values, written twice. Rows are array literals
 * (`['Event dead zone', '≤ 0.8 m']`) or calls of a row helper
 * (`everyModel('Event dead zone', '≤ 0.8 m')`).
 */
export function writtenTwiceProblems(sources = catalogueSources()): string[] {
  const labels = new Map<string, string>();
  for (const family of Object.values(familyFacets)) {
    for (const facet of family.facets as readonly Facet[]) for (const row of facet.rows ?? []) labels.set(row, facet.id);
  }
  const problems: string[] = [];
  for (const { file, source } of sources) {
    const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const items = ts.isArrayLiteralExpression(node) ? node.elements : ts.isCallExpression(node) ? node.arguments : null;
      if (items && items.length > 1) {
        const label = textOf(items[0]!);
        const facet = label === null ? undefined : labels.get(label);
        const typed = items.slice(1).map(textOf).filter((t): t is string => t !== null && /\d/.test(t));
        if (facet && typed.length > 0) {
          const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;
          problems.push(
            `${file}:${line} row "${label}": ${typed.map((t) => `"${t}"`).join(', ')} typed as text; render the cells from the models' ${facet} values, so the figure is written once`,
          );
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(tree);
  }
  return problems;
}
