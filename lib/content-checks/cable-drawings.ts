import { NATURAL, TIA_598_COLORS, type CableColor, type IllustrationSpec } from '@/content/catalogue/illustration';
import type { Product } from '@/content/catalogue/types';
import { tablesOf, type CatalogueInput } from '@/lib/catalogue/checks';
import { quantitiesIn } from './quantities';

/**
 * A cable's drawing says what the tables beside it say. The fibre pages
 * derive both from one typed record (content/catalogue/fiber/series.ts);
 * this check holds every page to that, so a drawing spec written by hand, a
 * table row typed as text or a new cable family cannot drift apart unseen.
 * It reads what the page shows: the drawing's spec and the tables' rows.
 * A problem names the record and the spec field, what the table says and
 * what to do, e.g.
 * `drop-cable › image.spec.fiberColors: the drawing colours a 2-fibre tube Blue, Orange, but page.specTables[2] "Fibre Colour Order" gives Blue, Natural; …`.
 */

type CableSpec = Extract<IllustrationSpec, { kind: 'fiber-cable' }>;

const FIX = 'derive the drawing from the record the table renders (cableImage in content/catalogue/fiber/series.ts), or correct the table';

interface Row {
  /** `page.specTables[0] "Construction Details" › "Strength Member"`, for messages. */
  where: string;
  label: string;
  value: string;
}

function rowsOf(product: Product): Row[] {
  return tablesOf(product).flatMap(({ field, table }) =>
    table.groups.flatMap((group) =>
      group.rows.map((row) => ({ where: `${field} "${table.title}" › "${row[0]}"`, label: row[0], value: row.slice(1).join(' ') })),
    ),
  );
}

const COLOUR_WORDS: Readonly<Record<string, CableColor>> = {
  ...Object.fromEntries(TIA_598_COLORS.map((c) => [c, c])),
  natural: NATURAL,
  grey: 'slate',
  gray: 'slate',
  pink: 'rose',
  purple: 'violet',
  turquoise: 'aqua',
};

/** 'Slate (grey)' → 'slate'; a word that names no fibre colour → null. */
function colourOf(word: string): CableColor | null {
  const plain = word.replace(/\([^)]*\)/g, '').trim().toLowerCase();
  return COLOUR_WORDS[plain] ?? null;
}

/** 'Blue, Orange, Green and Natural' → its colours in order; null when a word names no colour. */
function coloursIn(cell: string): CableColor[] | null {
  const words = cell.split(/,|\band\b/).map((w) => w.trim()).filter((w) => w.length > 0);
  const colours = words.map(colourOf);
  return colours.every((c): c is CableColor => c !== null) ? colours : null;
}

/** 'a 2-fibre', 'an 8-fibre', 'an 11-fibre'. */
const sized = (n: number) => `${/^8/.test(String(n)) || n === 11 || n === 18 ? 'an' : 'a'} ${n}-fibre`;

const names = (colours: readonly CableColor[]) => colours.map((c) => c.charAt(0).toUpperCase() + c.slice(1)).join(', ');
const same = (a: readonly CableColor[], b: readonly CableColor[]) => a.length === b.length && a.every((c, i) => c === b[i]);

/** Every colour order the page's tables give, by fibres per tube: colour-order columns ('12F tube') and rows ('12F per tube'). */
function statedOrders(product: Product): Map<number, { where: string; colours: CableColor[] }[]> {
  const orders = new Map<number, { where: string; colours: CableColor[] }[]>();
  const add = (size: number, where: string, colours: CableColor[] | null) => {
    if (colours) orders.set(size, [...(orders.get(size) ?? []), { where, colours }]);
  };
  for (const { field, table } of tablesOf(product)) {
    table.columns.forEach((column, c) => {
      const size = /^(\d+)F tube$/i.exec(column)?.[1];
      if (c === 0 || !size) return;
      const cells = table.groups.flatMap((g) => g.rows.map((r) => r[c] ?? '')).filter((cell) => cell !== '' && cell !== '—');
      add(Number(size), `${field} "${table.title}" (${column})`, coloursIn(cells.join(', ')));
    });
  }
  for (const row of rowsOf(product)) {
    const size = /^(\d+)F per tube$/i.exec(row.label)?.[1];
    if (size) add(Number(size), row.where, coloursIn(row.value));
  }
  return orders;
}

const COUNT_WORDS: Readonly<Record<string, number>> = { single: 1, one: 1, dual: 2, two: 2, three: 3, four: 4 };

/** The rod counts a strength-member cell states: '2 or 3 FRP rods', 'Single or dual FRP', '2 × 0.8 mm FRP'; empty when it states none. */
function rodCountsIn(cell: string): Set<number> {
  const counts = new Set<number>();
  for (const match of cell.toLowerCase().matchAll(/\b(single|one|dual|two|three|four)\b/g)) counts.add(COUNT_WORDS[match[1]!]!);
  const leading = /^\s*(\d+)(?:\s*or\s*(\d+))?\s*(?:×|x\b|frp|rods?|steel)/i.exec(cell);
  for (const n of [leading?.[1], leading?.[2]]) if (n) counts.add(Number(n));
  return counts;
}

function drawnRods(spec: CableSpec): { count: number; material: string | null; placement: string | null } {
  if (!spec.rods) return { count: 0, material: null, placement: null };
  return spec.rods.placement === 'central'
    ? { count: 1, material: spec.rods.material, placement: 'central' }
    : { count: spec.rods.count, material: spec.rods.material, placement: 'sheath' };
}

function cableProblems(product: Product, spec: CableSpec): string[] {
  const problems: string[] = [];
  const at = (field: keyof CableSpec) => `${product.key} › image.spec.${field}`;
  const rows = rowsOf(product);
  const find = (label: RegExp) => rows.filter((r) => label.test(r.label));
  const tubes = Math.ceil(spec.fiberCount / spec.fibersPerTube);
  const fibresIn = (tube: number) => Math.min(spec.fibersPerTube, spec.fiberCount - (tube - 1) * spec.fibersPerTube);

  // Fibre colours, per size of tube drawn.
  const orders = statedOrders(product);
  for (const size of new Set(Array.from({ length: tubes }, (_, i) => fibresIn(i + 1)))) {
    const drawn = spec.fiberColors?.slice(0, size) ?? null;
    const stated = orders.get(size) ?? [];
    if (stated.length === 0 && drawn) {
      problems.push(`${at('fiberColors')}: the drawing colours ${sized(size)} tube ${names(drawn)}, but no table on the page gives ${sized(size)} colour order; draw its fibres uncoloured (fiberColors: null), or add the order the datasheet publishes`);
    }
    for (const { where, colours } of stated) {
      if (!drawn) problems.push(`${at('fiberColors')}: the drawing leaves ${sized(size)} tube uncoloured, but ${where} gives ${names(colours)}; ${FIX}`);
      else if (!same(drawn, colours)) problems.push(`${at('fiberColors')}: the drawing colours ${sized(size)} tube ${names(drawn)}, but ${where} gives ${names(colours)}; ${FIX}`);
    }
  }

  // Tube colour.
  const identification = find(/^Tube Identification$/i);
  const drawnTubes = Array.from({ length: tubes }, (_, i) => spec.tubeColors?.[i % spec.tubeColors.length] ?? null);
  if (identification.length === 0 && spec.tubeColors) {
    problems.push(`${at('tubeColors')}: the drawing colours the tubes ${names(spec.tubeColors)}, but no table names a tube colour; draw them uncoloured (tubeColors: null), or add the Tube Identification row the datasheet gives`);
  }
  for (const row of identification) {
    const stated = coloursIn(row.value);
    if (!stated) continue;
    const expected = drawnTubes.map((_, i) => stated[i % stated.length]!);
    if (drawnTubes.some((c, i) => c !== expected[i])) {
      const shown = drawnTubes.every((c) => c === null) ? 'uncoloured' : names(drawnTubes.map((c) => c ?? NATURAL));
      problems.push(`${at('tubeColors')}: the drawing's tubes are ${shown}, but ${row.where} says ${row.value}; ${FIX}`);
    }
  }

  // Counts.
  for (const row of find(/^No\. of Loose Tubes$/i)) {
    const stated = Number(/^\s*(\d+)/.exec(row.value)?.[1]);
    if (Number.isInteger(stated) && stated !== tubes) problems.push(`${at('fibersPerTube')}: the drawing has ${tubes} ${tubes === 1 ? 'tube' : 'tubes'}, but ${row.where} says ${row.value}; ${FIX}`);
  }
  for (const row of find(/^Fibre Count$/i)) {
    const stated = Number(/^\s*(\d+)F/.exec(row.value)?.[1]);
    if (Number.isInteger(stated) && stated !== spec.fiberCount) problems.push(`${at('fiberCount')}: the drawing has ${spec.fiberCount} fibres, but ${row.where} says ${row.value}; ${FIX}`);
  }

  // Filling.
  for (const row of find(/^(Loose Tube|Tube Filling)$/i)) {
    const gel = /jelly|gel/i.test(row.value);
    if (row.label.toLowerCase() === 'loose tube' || gel) {
      if (gel !== spec.gelFilled) problems.push(`${at('gelFilled')}: the drawing's tubes are ${spec.gelFilled ? 'gel-filled' : 'dry'}, but ${row.where} says ${row.value}; ${FIX}`);
    }
  }

  // Strength members.
  const rods = drawnRods(spec);
  for (const row of find(/^(Strength Member|FRP)$/i)) {
    const counts = rodCountsIn(row.value);
    if (counts.size > 0 && !counts.has(rods.count)) {
      problems.push(`${at('rods')}: the drawing has ${rods.count} ${rods.count === 1 ? 'rod' : 'rods'}, but ${row.where} says ${row.value}; ${FIX}`);
    }
    if (/\bFRP\b/.test(row.value) && rods.material !== null && rods.material !== 'frp') problems.push(`${at('rods')}: the drawing's rods are ${rods.material}, but ${row.where} says ${row.value}; ${FIX}`);
    if (/\bsteel\b/i.test(row.value) && rods.material !== 'steel') problems.push(`${at('rods')}: the drawing has no steel rods, but ${row.where} says ${row.value}; ${FIX}`);
    if (row.label === 'Strength Member') {
      const placement = /\bsheath\b/i.test(row.value) ? 'sheath' : /\bcentral\b/i.test(row.value) ? 'central' : null;
      if (placement && rods.placement !== placement) problems.push(`${at('rods')}: the drawing puts the rods ${rods.placement === 'central' ? 'in the centre' : rods.placement ? 'in the sheath' : 'nowhere'}, but ${row.where} says ${row.value}; ${FIX}`);
    }
  }

  // Yarn.
  const yarnRows = rows.filter((r) => /^Yarn Count$/i.test(r.label) || (/^Strength Member$/i.test(r.label) && /\byarn\b/i.test(r.value)));
  const statedMaterial = yarnRows.some((r) => /\baramid\b/i.test(r.value)) ? 'aramid' : yarnRows.some((r) => /\bglass yarn\b/i.test(r.value)) ? 'glass' : 'unnamed';
  if (yarnRows.length === 0 && spec.yarn) {
    problems.push(`${at('yarn')}: the drawing shows ${spec.yarn === 'unnamed' ? '' : `${spec.yarn} `}yarn, but no table names any; draw none (yarn: null), or add the yarn the datasheet gives`);
  } else if (yarnRows.length > 0 && spec.yarn !== statedMaterial) {
    const where = yarnRows.map((r) => `${r.where} says ${r.value}`).join(' and ');
    const shown = spec.yarn === null ? 'no yarn' : spec.yarn === 'unnamed' ? 'yarn of no named material' : `${spec.yarn} yarn`;
    problems.push(`${at('yarn')}: the drawing shows ${shown}, but ${where} (${statedMaterial === 'unnamed' ? 'yarn, its material not named' : `${statedMaterial} yarn`}); ${FIX}`);
  }

  // Jacket.
  for (const row of find(/^Outer Jacket$/i)) {
    const colour = (row.value.match(/\p{L}+/gu) ?? []).map(colourOf).find((c) => c !== null);
    if (colour && colour !== spec.jacket) problems.push(`${at('jacket')}: the drawing's jacket is ${spec.jacket}, but ${row.where} says ${row.value}; ${FIX}`);
  }

  // Diameter.
  for (const row of find(/^Cable Diameter$/i)) {
    const stated = quantitiesIn(row.value).filter((q) => q.unit === 'mm').map((q) => q.value);
    if (stated.length > 0 && !stated.includes(spec.diameterMm)) problems.push(`${at('diameterMm')}: the drawing is labelled ${spec.diameterMm} mm, but ${row.where} says ${row.value}; ${FIX}`);
  }
  return problems;
}

/** Every product page drawn as a fibre cable, held to its own tables. */
export function cableDrawingProblems({ products }: CatalogueInput): string[] {
  return products.flatMap((product) => {
    const { image } = product;
    if (!product.page || image.kind !== 'illustration' || image.spec.kind !== 'fiber-cable') return [];
    return cableProblems(product, image.spec);
  });
}
