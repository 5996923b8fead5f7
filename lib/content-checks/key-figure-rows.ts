import { facetUnits, formatFigure, type Facet, type FacetValue } from '@/content/catalogue/facets';
import { familyFacets } from '@/content/catalogue/facets/index';
import { isQuantity, numbersOf } from '@/content/catalogue/quantity';
import type { FamilyKey, Product, SpecTable } from '@/content/catalogue/types';
import { UNITS, type Unit } from '@/content/units';
import type { CatalogueInput } from '@/lib/catalogue/checks';
import { cellQuantities, quantityKey } from './quantities';
import { numbersIn, ownTablesOf } from './records';

/**
 * A spec-table row that states a key figure (a header its facet lists in
 * `rows`) states the figure of the model it speaks for: its own column, or
 * every model where the columns are not models. The cells are rendered from
 * the values, so a wrong one is a row rendered from another record's value
 * (the AE1001's Weight row from the VF-10's weight) or a value given to the
 * wrong model; a model's figure no row states is a row left out or a stale
 * `rows` list. The writtenTwice check keeps the rows from being typed.
 */

const facetsOf = (family: FamilyKey): readonly Facet[] => familyFacets[family].facets;

/** What a cell says of a figure: the numbers (or option values) it states; undefined where it says nothing of it. */
type Reading = readonly (number | string)[] | undefined;
type Reader = (label: string, cell: string) => Reading;

/** A figure the other source gives, named beside the site's ('… (as stated: our older catalogue gives 5 s)'), is not the cell's own. */
const withoutAsStated = (cell: string) => cell.replace(/\s*\(as stated:[^()]*(?:\([^()]*\)[^()]*)*\)/g, '');

const sum = (matches: Iterable<RegExpMatchArray>) => [...matches].reduce((n, m) => n + Number(m[1]), 0);

/**
 * Cells whose figure is written as structure, not as a number and unit: the
 * PON port tables ('Quantity: 16', 'RJ45: 4, SFP: 4', '4GE+1POTS+WiFi 5').
 */
const READERS: Readonly<Record<string, Reader>> = {
  'pon.ponPorts': (_, cell) => {
    const n = (/Quantity: (\d+)/.exec(cell) ?? /^(\d+) ×/.exec(cell))?.[1];
    return n === undefined ? undefined : [Number(n)];
  },
  'pon.uplinks': (_, cell) => [Number(/Total: (\d+)/.exec(cell)?.[1] ?? sum(cell.matchAll(/: (\d+)/g)))],
  'pon.lanPorts': (_, cell) => {
    const counts = [...cell.matchAll(/(\d+)\s*×?\s*(?:GE|FE)\b/g)];
    // A LAN row of features ('Port rate limiting …') counts no ports.
    return counts.length > 0 ? [sum(counts)] : undefined;
  },
  'pon.phonePorts': (label, cell) => [Number((label === 'POTS' ? /^(\d+) ×/ : /(\d+)\s*POTS/).exec(cell)?.[1] ?? 0)],
  'pon.wifi': (label, cell) => {
    const generation = /WiFi (\d)/.exec(cell)?.[1];
    if (generation) return [`wifi${generation}`];
    // A list of every interface that names no WiFi says the ONT has none; the WiFi rows of a Functions table say nothing of it.
    return label === 'Interfaces' ? ['none'] : undefined;
  },
};

/** The general reading of a cell for a facet: figures in the facet's unit (the row header may carry it), options it names, counts. */
function readerFor(family: FamilyKey, facet: Facet): Reader {
  const own = READERS[`${family}.${facet.id}`];
  if (own) return own;
  if (facet.kind === 'set') {
    const options = facet.options.map((o) => o.value);
    return (_, cell) => options.filter((o) => cell.split(/[\s,/()]+/).includes(o) || (/^\d+$/.test(o) && numbersIn(cell).includes(Number(o))));
  }
  if (facet.kind !== 'number') return () => undefined;
  const unit = facetUnits[facet.unit].symbol;
  if (!(UNITS as readonly string[]).includes(unit)) {
    // A count or a unit the figure reader does not know (N): the numbers, and 'Single' for one fibre.
    return (_, cell) => [...numbersIn(cell), ...(/^single\b/i.test(cell) && numbersIn(cell).length === 0 ? [1] : [])];
  }
  return (label, cell) => cellQuantities(label, cell).flatMap((q) => (quantityKey(q).split(' ')[1] === quantityKey({ value: 1, unit: unit as Unit }).split(' ')[1] ? [q] : [])).map((q) => toUnit(q, unit as Unit));
}

/** A figure read in any unit of its kind, in the facet's unit: '120 g' is 0.12 kg. */
function toUnit(q: { value: number; unit: Unit }, unit: Unit): number {
  const base = (x: { value: number; unit: Unit }) => Number(quantityKey({ ...x, value: Math.abs(x.value) }).split(' ')[0]);
  return Number((base(q) / base({ value: 1, unit })).toPrecision(6)) * Math.sign(q.value || 1);
}

/** The numbers or option values a model's figure is, for comparison with a reading. */
function valuesOf(value: FacetValue): (number | string)[] {
  if (typeof value === 'boolean') return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return [...(value as readonly string[])];
  return isQuantity(value) ? numbersOf(value) : [];
}

/** The wavelength a facet speaks for, named in its label ('Dynamic range at 1310 nm'); null for one that is not per wavelength. */
const wavelengthOf = (facet: Facet) => Number(/(\d{3,4}) nm/.exec(facet.label)?.[1] ?? Number.NaN);

/**
 * The cells of a row that speak for each model: where the columns are
 * models (any model of the catalogue: the 82C+ page shows the 82M12's table),
 * only the product's own model's column; else every value cell.
 */
function cellsByModel(product: Product, table: SpecTable, row: readonly string[], catalogueModels: ReadonlySet<string>): { model: number; column: string; cell: string }[] {
  const names = product.models.map((m) => m.name);
  const heads = table.columns.slice(1);
  const byModel = heads.some((h) => catalogueModels.has(h));
  return row.slice(1).flatMap((cell, i) => {
    const column = heads[i] ?? '';
    if (byModel) {
      const model = names.indexOf(column);
      return model < 0 ? [] : [{ model, column, cell }];
    }
    return names.map((_, model) => ({ model, column, cell }));
  });
}

const shown = (values: readonly (number | string)[]) => values.join(' / ');

/** How a message names a cell: by its column where the table has several, and by the model where the column does not name it. */
function cellName(table: SpecTable, column: string, model: string, models: number): string {
  const byColumn = table.columns.length > 2 ? ` › ${column}` : '';
  return column === model || models === 1 ? byColumn : `${byColumn} (${model})`;
}

/**
 * Families whose pages tabulate every key figure of every model, as their
 * makers' tables give each; elsewhere a figure may stand in the guide alone
 * (a Deviser meter's wavelengths, a fibre series' counts). A single-fibre
 * splicer's table lists fibre types, not a count.
 */
const TABULATED: readonly FamilyKey[] = ['pon', 'sumitomo'];
const untabulated = (product: Product, facet: Facet, value: FacetValue) => !TABULATED.includes(product.family) || (product.family === 'sumitomo' && facet.id === 'fibreCount' && value === 1);

/** A column per wavelength ('1310 nm ± 20 nm'): the wavelength, or undefined. */
const columnWavelength = (column: string) => {
  const nm = /\b(\d{3,4})\s*nm\b/.exec(column)?.[1];
  return nm === undefined ? undefined : Number(nm);
};

export function keyFigureRowProblems({ products }: CatalogueInput): string[] {
  const problems: string[] = [];
  const catalogueModels = new Set(products.flatMap((p) => p.models.map((m) => m.name)));
  for (const product of products) {
    if (!product.page) continue;
    const facets = facetsOf(product.family).filter((f) => (f.rows ?? []).length > 0);
    /** Per model and facet: whether a row stated it, and (for sets) every option the rows named. */
    const stated = new Map<string, Set<number | string>>();
    for (const { field, table } of ownTablesOf(product)) {
      for (const row of table.groups.flatMap((g) => g.rows)) {
        for (const facet of facets.filter((f) => f.rows!.includes(row[0]))) {
          const read = readerFor(product.family, facet);
          for (const { model, column, cell } of cellsByModel(product, table, row, catalogueModels)) {
            // A column per wavelength speaks only for the facet of its own wavelength.
            const columnNm = columnWavelength(column);
            const facetNm = wavelengthOf(facet);
            if (!Number.isNaN(facetNm) && columnNm !== undefined && columnNm !== facetNm) continue;
            const reading = read(row[0], withoutAsStated(cell));
            if (reading === undefined || reading.length === 0) continue;
            const { name, figures } = product.models[model]!;
            const value = (figures as Readonly<Record<string, FacetValue | null>>)[facet.id] ?? null;
            const where = `${product.key} › ${field} "${table.title}" › "${row[0]}"${cellName(table, column, name, product.models.length)}`;
            const key = `${model}|${facet.id}`;
            stated.set(key, new Set([...(stated.get(key) ?? []), ...reading]));
            if (value === null) {
              problems.push(`${where}: "${cell}" gives the ${facet.label.toLowerCase()}, but the model has none; take the figure out, or give the model its value`);
              continue;
            }
            const expected = valuesOf(value);
            const wrong = facet.kind === 'set' ? reading.filter((r) => !expected.includes(r)) : expected.filter((v) => !reading.includes(v));
            const ordered = orderProblem(product, model, facet, reading);
            if (wrong.length > 0 || ordered) {
              problems.push(`${where}: "${cell}" does not state the model's ${facet.id}, ${formatFigure(facet, value)}; render the cell from the model's own value`);
            }
          }
        }
      }
    }
    product.models.forEach(({ name, figures }, i) => {
      for (const facet of facets) {
        const value = (figures as Readonly<Record<string, FacetValue | null>>)[facet.id] ?? null;
        if (value === null) continue;
        const said = stated.get(`${i}|${facet.id}`);
        const where = `${product.key} › models[${i}] ${name} › ${facet.id}`;
        if (!said) {
          if (untabulated(product, facet, value)) continue;
          problems.push(`${where}: ${formatFigure(facet, value)} stands in no row the facet lists (${facet.rows!.map((r) => `"${r}"`).join(', ')}); add the row, rendered from the value`);
        } else if (facet.kind === 'set' && valuesOf(value).some((v) => !said.has(v))) {
          problems.push(`${where}: its rows name ${shown([...said])}, the model ${shown(valuesOf(value))}; render the rows from the model's value`);
        }
      }
    });
  }
  return problems;
}

/**
 * A cell that gives one model's figures per wavelength in order ('≥32/30'
 * for 1310 / 1550 nm) states each at its wavelength's place, so two
 * figures swapped, or another model's, do not pass.
 */
function orderProblem(product: Product, model: number, facet: Facet, reading: readonly (number | string)[]): boolean {
  const nm = wavelengthOf(facet);
  if (Number.isNaN(nm) || reading.length < 2) return false;
  const figures = product.models[model]!.figures as Readonly<Record<string, FacetValue | null>>;
  const siblings = facetsOf(product.family).filter((f) => f.kind === facet.kind && f.id.replace(/\d+$/, '') === facet.id.replace(/\d+$/, '') && !Number.isNaN(wavelengthOf(f)));
  const present = siblings.filter((f) => figures[f.id] !== null && figures[f.id] !== undefined);
  if (present.length !== reading.length) return false;
  const at = present.findIndex((f) => f.id === facet.id);
  return at >= 0 && reading[at] !== valuesOf(figures[facet.id]!)[0];
}

/** Every header a facet lists is a row of some table of its family, so the list guards real rows. */
export function staleFacetRowProblems({ products }: CatalogueInput, families: Readonly<Partial<Record<FamilyKey, { facets: readonly Facet[] }>>> = familyFacets): string[] {
  return (Object.keys(families) as FamilyKey[]).flatMap((family) => {
    const headers = new Set(products.filter((p) => p.family === family).flatMap((p) => ownTablesOf(p).flatMap(({ table }) => table.groups.flatMap((g) => g.rows.map((r) => r[0])))));
    return (families[family]?.facets ?? []).flatMap((facet) =>
      (facet.rows ?? []).filter((row) => !headers.has(row)).map((row) => `facets/${family}.ts › ${facet.id}.rows: "${row}" heads no row of any ${family} table; correct it to the row's header, or take it out`),
    );
  });
}
