import { facetUnits, type Facet, type FacetValue } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { formatNumber, plain, type Quantity } from '@/content/catalogue/quantity';
import type { Product } from '@/content/catalogue/types';
import { proseOf, tablesOf, type CatalogueInput } from '@/lib/catalogue/checks';
import { quantitiesIn, quantityKey, type Unit } from './quantities';

/**
 * A bound written as an exact figure: the model's value says 2 kg while its
 * own table or words say "< 2 kg", "≤ 0.8 m" or "under 1 kg". Every output
 * renders the value, so the bound would be lost on the guide, the CSV, the
 * JSON-LD and the comparison. The check reads the rows that state each
 * facet (its `rows`) and the product's words, and names the helper to write
 * the figure with (content/catalogue/quantity.ts).
 */

type BoundKind = 'under' | 'atMost' | 'over' | 'atLeast';

/** Words or signs just before a figure that make it a bound, by the helper that writes it. */
const BOUND_WORDS: readonly [BoundKind, RegExp][] = [
  ['under', /(?:<|&lt;|\bunder|\bless than|\bbelow|\bsmaller than)\s*$/i],
  ['atMost', /(?:≤|\bat most|\bup to|\bmax(?:imum)?\.?|\bno more than|\bnot more than)\s*$/i],
  ['over', /(?:>|&gt;|\bover|\bmore than|\babove|\bgreater than)\s*$/i],
  ['atLeast', /(?:≥|\bat least|\bmin(?:imum)?\.?|\bno less than|\bnot less than)\s*$/i],
];

/** The bound a figure's text puts on it, reading the words before it and any sign at its start. */
export function boundBefore(preceding: string): BoundKind | null {
  return BOUND_WORDS.find(([, words]) => words.test(preceding))?.[0] ?? null;
}

/** Each figure in a text with the bound written before it, if any. */
export function boundedFigures(text: string): { value: number; unit: Unit; bound: BoundKind; quote: string }[] {
  const found: { value: number; unit: Unit; bound: BoundKind; quote: string }[] = [];
  let from = 0;
  for (const q of quantitiesIn(text)) {
    const at = text.indexOf(q.text, from);
    if (at < 0) continue;
    // The sign of a group ('≥32/30 dB') stands at its start and bounds every number in it.
    const sign = /^[<>≤≥]|^&[lg]t;/.exec(q.text)?.[0] ?? '';
    const bound = boundBefore(`${text.slice(Math.max(0, at - 24), at)}${sign}`);
    // The quote: the figure and the two words before it ('weighs under 120 g').
    const before = text.slice(0, at).split(/\s+/).slice(-3).join(' ');
    if (bound) found.push({ value: q.value, unit: q.unit, bound, quote: `${before}${q.text}`.trim() });
    from = at;
  }
  return found;
}

/** An exact figure: a plain number, or one the maker states (qualified) as a plain number. */
function exactOf(value: FacetValue | null): number | null {
  if (value === null || typeof value === 'boolean' || typeof value === 'string' || Array.isArray(value)) return null;
  const p = plain(value as Quantity);
  return typeof p === 'number' ? p : null;
}

const same = (a: { value: number; unit: Unit }, b: { value: number; unit: Unit }) => quantityKey(a) === quantityKey(b);

/** The cells of a row that speak for a model: its own column, the one value column, or (columns by wavelength or by type) every cell. */
function cellsFor(columns: readonly string[], row: readonly string[], model: string): string[] {
  const own = columns.indexOf(model);
  if (own > 0) return [row[own] ?? ''];
  return row.slice(1);
}

/** A row header may carry the unit ('Dynamic range (dB)') for cells that do not. */
function withHeaderUnit(label: string, cell: string): string {
  const headed = /\(([^()]+)\)\s*$/.exec(label)?.[1];
  return headed && quantitiesIn(cell).length === 0 ? `${cell} ${headed}` : cell;
}

function problem(product: Product, modelIndex: number, facet: Extract<Facet, { kind: 'number' }>, exact: number, where: string, quote: string, bound: BoundKind): string {
  const model = product.models[modelIndex]!.name;
  const unit = facetUnits[facet.unit].symbol;
  return `${product.key} › models[${modelIndex}] ${model} › ${facet.id}: typed as exactly ${formatNumber(exact)} ${unit}, but ${where} says "${quote}"; write ${bound}(${exact}) (content/catalogue/quantity.ts) so every output keeps the bound`;
}

export function boundProblems({ products }: CatalogueInput): string[] {
  const problems = new Set<string>();
  for (const product of products) {
    const facets = (familyFacets[product.family].facets as readonly Facet[]).filter((f): f is Extract<Facet, { kind: 'number' }> => f.kind === 'number');
    product.models.forEach((model, i) => {
      for (const facet of facets) {
        const exact = exactOf((model.figures as Readonly<Record<string, FacetValue | null>>)[facet.id] ?? null);
        if (exact === null) continue;
        const figure = { value: exact, unit: facetUnits[facet.unit].symbol as Unit };
        // The rows that state the facet.
        for (const { field, table } of tablesOf(product)) {
          for (const group of table.groups) {
            for (const row of group.rows) {
              if (!(facet.rows ?? []).includes(row[0])) continue;
              for (const cell of cellsFor(table.columns, row, model.name)) {
                for (const found of boundedFigures(withHeaderUnit(row[0], cell))) {
                  if (same(found, figure)) problems.add(problem(product, i, facet, exact, `${field} "${table.title}" › "${row[0]}"`, found.quote, found.bound));
                }
              }
            }
          }
        }
        // The product's words, where the facet is the family's only figure in its unit (a weight in kg).
        if (facets.filter((f) => f.unit === facet.unit).length !== 1) continue;
        for (const { field, text } of proseOf(product)) {
          for (const found of boundedFigures(text)) {
            if (same(found, figure)) problems.add(problem(product, i, facet, exact, field, found.quote, found.bound));
          }
        }
      }
    });
  }
  return [...problems];
}
