import { isQuantity, numbersOf } from '@/content/catalogue/quantity';
import type { Product } from '@/content/catalogue/types';
import { proseOf, sentencesOf, stringsOf, type CatalogueInput } from '@/lib/catalogue/checks';
import { quantitiesIn, quantityKey } from './quantities';
import type { ContentCheck } from './index';
import { drawingOf, figuresOf, ownRowsOf } from './records';

/**
 * Rules over the test instruments (OTDRs, meters, sources, fault locators)
 * that follow from how they work, read from their key figures: what an
 * OTDR's tables must give, what its words may claim, what its drawing
 * shows. Each names the record and field, then what to do.
 */

const isOtdr = (product: Product) => product.family === 'deviser' && figuresOf(product).some((f) => f.type === 'otdr');

/** The wavelengths the product's models test at, in nm, smallest first. */
function wavelengthsOf(product: Product): number[] {
  const all = figuresOf(product).flatMap((f) => (Array.isArray(f.wavelengths) ? f.wavelengths.map(Number) : []));
  return [...new Set(all)].sort((a, b) => a - b);
}

const quote = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}…` : text);

/** Words that speak of testing a network that carries service. */
const LIVE = /in-service|in service|live (?:network|fibre|fiber|pon|link)|carrying (?:service|traffic)|already live|working (?:network|link|pon)|with subscribers/i;

/**
 * 1310 nm carries a PON's upstream and 1550 nm its video overlay, so an
 * OTDR pulse there disturbs the service; in-service testing uses the
 * 1625 nm band the PON leaves free. No sentence ties live testing to 1310
 * or 1550 nm.
 */
export function liveTestingProblems({ products }: CatalogueInput): string[] {
  return products.filter(isOtdr).flatMap((p) =>
    proseOf(p).flatMap(({ field, text }) =>
      sentencesOf(text)
        .filter((sentence) => LIVE.test(sentence) && /\b(?:1310|1550)\b/.test(sentence))
        .map(
          (sentence) =>
            `${p.key} › ${field}: "${quote(sentence)}" ties testing a live network to 1310 or 1550 nm, where an OTDR pulse disturbs the service; name the out-of-band 1625 nm band for in-service testing, or keep the wavelengths out of that sentence`,
        ),
    ),
  );
}

/** The figures an OTDR is chosen by stand in its tables, not in prose alone. */
export function otdrRowProblems({ products }: CatalogueInput): string[] {
  return products.filter((p) => isOtdr(p) && p.page).flatMap((p) => {
    const labels = ownRowsOf(p).map(({ row }) => row[0].toLowerCase());
    return ['dynamic range', 'event dead zone', 'attenuation dead zone']
      .filter((figure) => !labels.some((label) => label.startsWith(figure)))
      .map((figure) => `${p.key} › page.specTables: no "${figure}" row; an OTDR's tables give its dynamic range and both dead zones, so add the row`);
  });
}

/** 'Quad' wavelength testing is claimed only by an instrument whose models test at four wavelengths or more. */
export function quadWavelengthProblems({ products }: CatalogueInput): string[] {
  return products.flatMap((p) => {
    const wavelengths = wavelengthsOf(p);
    if (p.family !== 'deviser' || wavelengths.length >= 4) return [];
    return ownRowsOf(p)
      .filter(({ row }) => /\bquad/i.test(row.join(' ')))
      .map(({ where }) => `${p.key} › ${where}: claims quad-wavelength testing, but its models test at ${wavelengths.join(' / ')} nm; take the claim out, or give the models their wavelengths`);
  });
}

/** A resolution is a step size; a figure with ± is an accuracy, and a row labelled resolution must not give one. */
export function resolutionProblems({ products }: CatalogueInput): string[] {
  return products.flatMap((p) =>
    ownRowsOf(p)
      .filter(({ row }) => /resolution/i.test(row[0]) && row.slice(1).some((cell) => cell.includes('±')))
      .map(({ where, row }) => `${p.key} › ${where}: "${row.slice(1).find((cell) => cell.includes('±'))}" is a ± tolerance, which is an accuracy, not a resolution (a step size); label the row accuracy, or give the step`),
  );
}

/** A palm is about 90 mm across: a wider instrument is not palm-sized, pocket-sized or held in one hand. */
export const PALM_WIDTH_MM = 90;
const HAND_SIZE = /palm|pocket|fits in (?:one|your|a) hand/i;

/** The width of the product's narrowest model in mm: the middle of the three lengths a dimensions row gives. */
function widthMm(product: Product): number | null {
  const widths = ownRowsOf(product)
    .filter(({ row }) => /^(?:dimensions|size)\b/i.test(row[0]))
    .flatMap(({ row }) => row.slice(1))
    .map((cell) => quantitiesIn(cell).filter((q) => ['mm', 'cm', 'm'].includes(q.unit)))
    .filter((lengths) => lengths.length === 3)
    .map((lengths) => lengths.map((q) => Number(quantityKey(q).split(' ')[0]) * 1000).sort((a, b) => b - a)[1]!);
  return widths.length > 0 ? Math.min(...widths) : null;
}

export function handSizeProblems({ products }: CatalogueInput): string[] {
  return products.flatMap((p) => {
    const width = widthMm(p);
    if (width === null || width <= PALM_WIDTH_MM) return [];
    return [...proseOf(p), { field: 'image.alt', text: p.image.alt }]
      .filter(({ text }) => HAND_SIZE.test(text))
      .map(({ field, text }) => `${p.key} › ${field}: "${HAND_SIZE.exec(text)![0]}" for an instrument ${Math.round(width)} mm wide; a palm is about ${PALM_WIDTH_MM} mm across, so say how small it is in figures instead`);
  });
}

/**
 * A fault locator is a visible laser: its laser safety class is given where
 * the maker states one, and the record says so where the maker states none.
 */
export function laserClassProblems({ products }: CatalogueInput): string[] {
  return products.flatMap((p) => {
    const withLocator = p.models.filter((m) => (m.figures as Readonly<Record<string, unknown>>).faultLocator === true);
    if (withLocator.length === 0 || /laser (?:safety )?class/i.test(stringsOf(p).join('\n'))) return [];
    const names = withLocator.map((m) => m.name).join(', ');
    return [`${p.key} › models: ${names} ${withLocator.length === 1 ? 'has' : 'have'} a visual fault locator, but no words name its laser safety class; give the class the maker states, or say that it states none`];
  });
}

/**
 * A drawing shows what the key figures say: an OTDR's trace runs to its
 * highest dynamic range, and an instrument's wavelength labels are its
 * models' wavelengths; a PON meter is drawn as one.
 */
export function instrumentDrawingProblems({ products }: CatalogueInput): string[] {
  return products.flatMap((p) => {
    const spec = drawingOf(p);
    if (p.family !== 'deviser' || !spec || !('wavelengthsNm' in spec)) return [];
    const problems: string[] = [];
    const wavelengths = wavelengthsOf(p);
    const drawn = [...spec.wavelengthsNm].sort((a, b) => a - b);
    if (drawn.join('/') !== wavelengths.join('/')) {
      problems.push(`${p.key} › image.spec.wavelengthsNm: drawn at ${drawn.join(' / ')} nm, but its models test at ${wavelengths.join(' / ')} nm; draw the models' wavelengths`);
    }
    if (spec.kind === 'otdr') {
      const ranges = figuresOf(p).flatMap((f) => Object.entries(f).flatMap(([id, v]) => (id.startsWith('dynamicRange') && isQuantity(v) ? numbersOf(v) : [])));
      const top = Math.max(...ranges);
      if (ranges.length > 0 && spec.dynamicRangeDb !== top) problems.push(`${p.key} › image.spec.dynamicRangeDb: ${spec.dynamicRangeDb} dB, but its models reach ${top} dB; draw the trace at the highest`);
    }
    if (spec.kind === 'power-meter' && spec.pon !== figuresOf(p).some((f) => f.type === 'pon-power-meter')) {
      problems.push(`${p.key} › image.spec.pon: ${spec.pon}, but its models are ${spec.pon ? 'not ' : ''}PON power meters; draw it as its type`);
    }
    return problems;
  });
}

export const instrumentChecks: readonly ContentCheck[] = [
  { name: 'live testing at 1625 nm', run: liveTestingProblems },
  { name: 'OTDR rows', run: otdrRowProblems },
  { name: 'quad-wavelength claims', run: quadWavelengthProblems },
  { name: 'resolution rows', run: resolutionProblems },
  { name: 'hand-size claims', run: handSizeProblems },
  { name: 'laser safety class', run: laserClassProblems },
  { name: 'instrument drawings', run: instrumentDrawingProblems },
];
