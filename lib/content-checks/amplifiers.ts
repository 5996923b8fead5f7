import { formatNumber } from '@/content/catalogue/quantity';
import { countOf } from '@/content/count';
import type { Product } from '@/content/catalogue/types';
import type { CatalogueInput } from '@/lib/catalogue/checks';
import type { ContentCheck } from './index';
import { drawingOf, figuresOf, ownRowsOf } from './records';

/**
 * Rules over the EDFA records, read from each model's key figures (line,
 * outputs, output per port, inputs, housing): the tab it stands under, how
 * it is drawn, which tables its page has, what its title and range row say.
 */

interface Amplifier {
  line: 'catv' | 'wdm';
  outputs: unknown;
  outputPower: unknown;
  dualInput: boolean;
  housing: '1u' | 'mini' | null;
}

const amplifiers = (products: readonly Product[]) =>
  products.flatMap((p) => {
    const figures = figuresOf(p)[0] as Amplifier | undefined;
    return p.family === 'edfa' && figures ? [{ p, figures }] : [];
  });

/** A CATV amplifier's rating as its card and title give it, '4 × 16.5 dBm'; none where the figures are not single numbers. */
function ratingOf({ outputs, outputPower }: Amplifier): string | null {
  return typeof outputs === 'number' && typeof outputPower === 'number' ? `${outputs} × ${formatNumber(outputPower)} dBm` : null;
}

const SWITCH_TABLE = 'Optical Switch Specifications';

/** Each model stands under the tab of its line and inputs ('catv-dual-input'), beside 'all'. */
export function amplifierTabProblems({ products }: CatalogueInput): string[] {
  return amplifiers(products).flatMap(({ p, figures }) => {
    const tab = `${figures.line}-${figures.dualInput ? 'dual' : 'single'}-input`;
    const tabs = p.tabs as readonly string[];
    return tabs.length === 2 && tabs.includes('all') && tabs.includes(tab) ? [] : [`${p.key} › tabs: ${tabs.join(', ')}; a ${figures.line.toUpperCase()} amplifier with ${figures.dualInput ? 'two inputs' : 'one input'} stands under 'all' and '${tab}'`];
  });
}

/** The drawing shows the model's inputs, its switch, its housing and, where they are one number, its outputs. */
export function amplifierDrawingProblems({ products }: CatalogueInput): string[] {
  return amplifiers(products).flatMap(({ p, figures }) => {
    const spec = drawingOf(p);
    if (spec?.kind !== 'edfa') return [];
    const wrong: string[] = [];
    if (spec.inputs !== (figures.dualInput ? 2 : 1)) wrong.push(countOf(spec.inputs, { one: 'input', other: 'inputs' }));
    if (spec.opticalSwitch !== figures.dualInput) wrong.push(spec.opticalSwitch ? 'a switch' : 'no switch');
    if (figures.housing !== null && spec.form !== figures.housing) wrong.push(`a ${spec.form} housing`);
    if (typeof figures.outputs === 'number' && spec.outputPorts !== figures.outputs) wrong.push(countOf(spec.outputPorts, { one: 'output', other: 'outputs' }));
    return wrong.length === 0 ? [] : [`${p.key} › image.spec: drawn with ${wrong.join(', ')}, which its key figures do not give; draw what they give`];
  });
}

/** A dual-input page carries the optical switch's table, and a single-input page none. */
export function switchTableProblems({ products }: CatalogueInput): string[] {
  return amplifiers(products).flatMap(({ p, figures }) => {
    if (!p.page) return [];
    const has = p.page.specTables.some((t) => t.title === SWITCH_TABLE);
    if (figures.dualInput && !has) return [`${p.key} › page.specTables: no "${SWITCH_TABLE}" table; a dual-input amplifier switches between its inputs, so add the switch's table`];
    if (!figures.dualInput && has) return [`${p.key} › page.specTables: a "${SWITCH_TABLE}" table on a single-input amplifier; take it out`];
    return [];
  });
}

/**
 * A CATV page's title states its own rating, and its range row lists every
 * CATV model's rating, so no page's range leaves out a model; a WDM title
 * claims no port count, which its table does not give.
 */
export function amplifierRatingProblems({ products }: CatalogueInput): string[] {
  const all = amplifiers(products);
  const ratings = [...new Set(all.filter(({ figures }) => figures.line === 'catv').flatMap(({ figures }) => ratingOf(figures) ?? []))];
  return all.flatMap(({ p, figures }) => {
    const own = ratingOf(figures);
    if (figures.line === 'wdm') return /\d+ PON Ports/i.test(p.title) ? [`${p.key} › title: "${p.title}" claims a port count its table does not give; take it out`] : [];
    const problems = own && !p.title.includes(own) ? [`${p.key} › title: "${p.title}" does not state its rating; end it with ", ${own}"`] : [];
    if (!p.page) return problems;
    const range = ownRowsOf(p).find(({ row }) => row[0].startsWith('CATV Range'));
    if (!range) return [...problems, `${p.key} › page.specTables: no "CATV Range" row; give the range of CATV ratings the line comes in`];
    const missing = ratings.filter((r) => !range.row.slice(1).join(' ').includes(r));
    if (missing.length > 0) problems.push(`${p.key} › ${range.where}: leaves out ${missing.join(', ')}; list every CATV model's rating`);
    return problems;
  });
}

export const amplifierChecks: readonly ContentCheck[] = [
  { name: 'EDFA tabs', run: amplifierTabProblems },
  { name: 'EDFA drawings', run: amplifierDrawingProblems },
  { name: 'EDFA switch tables', run: switchTableProblems },
  { name: 'EDFA ratings', run: amplifierRatingProblems },
];
