import { formatNumber } from '../facets';
import { sameForEach } from '../spec-rows';
import type { Product, ProductImage, SpecTable } from '../types';
import { bladeLifeCell, bladeLifeOf, cleaverModels, type CleaverName, cleavers, fibreCountCell, perCleaver, routes } from './shared';

const fc6m = cleavers['FC-6M'];
const fc6Names = ['FC-6M', 'FC-6M-C', 'FC-6S', 'FC-6S-C'] as const satisfies readonly CleaverName[];
const everyFc6 = sameForEach(fc6Names);

const fc6SeriesSpecifications = {
  title: 'Specifications',
  columns: ['Part number', ...fc6Names],
  groups: [
    {
      label: 'Applicable fibre',
      rows: [
        everyFc6('Material', 'Silica glass'),
        everyFc6('Cladding diameter', 'Φ 125 µm'),
        ['Fibre count', ...perCleaver(fc6Names, (c) => fibreCountCell(c.fibreCount))],
      ],
    },
    {
      label: 'Cleaving',
      rows: [
        ['Cleave length', '10 mm', '10 mm', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'],
        everyFc6('Cleave angle (typ.)', '0.5 degrees with single fibre'),
        ['Off-cut collector', 'Option', 'Pre-fitted (CU-FC6)', 'Option', 'Pre-fitted (CU-FC6)'],
      ],
    },
    {
      label: 'Blade',
      rows: [
        ['Blade life', ...perCleaver(fc6Names, (c) => bladeLifeCell(c.blade))],
      ],
    },
    {
      label: 'Operating and storage conditions',
      rows: [
        everyFc6('Operating', '-10 to 50 °C, 0–95% RH'),
        everyFc6('Storage', '-40 to 80 °C, 0–95% RH'),
      ],
    },
  ],
} as const satisfies SpecTable;

/**
 * A cleaver model's picture, read from its column of a comparison table: a
 * ribbon holder when the fibre count reaches past one, the off-cut collector
 * when it comes pre-fitted, and alt text that says just that.
 */
function cleaverPicture(table: SpecTable, model: string, form: 'handheld' | 'tabletop'): ProductImage {
  const column = table.columns.indexOf(model);
  if (column < 1) throw new Error(`${table.title} has no column ${model}`);
  const cell = (label: string) => table.groups.flatMap((g) => g.rows).find((row) => row[0] === label)?.[column] ?? '';
  const fiberCount = Number(/(\d+)\s*$/.exec(cell('Fibre count'))?.[1] ?? 1);
  const fitted = /^Pre-fitted \(([^)]+)\)/.exec(cell('Off-cut collector'));
  const fibres = fiberCount > 1 ? `single fibre and ribbon up to ${fiberCount} fibres` : 'single fibre';
  return {
    kind: 'illustration',
    spec: { kind: 'cleaver', form, collector: fitted !== null, fiberCount },
    alt: `Sumitomo ${model} ${form} cleaver for ${fibres}${fitted ? `, with the ${fitted[1]} off-cut collector fitted` : ''}`,
  };
}

export const product = {
  key: 'fc-6-series',
  family: 'sumitomo',
  model: 'FC-6M / FC-6S',
  title: 'Sumitomo FC-6 Series Tabletop Fibre Cleavers',
  cardTitle: 'FC-6 Series',
  summary:
    `High-precision tabletop cleavers: the FC-6M for single fibre and ribbon up to ${fc6m.fibreCount} fibres, the FC-6S for single fibre, each also sold as a -C model with the off-cut collector fitted.`,
  tabs: ['all', 'tabletop-cleaver'],
  image: cleaverPicture(fc6SeriesSpecifications, 'FC-6M', 'tabletop'),
  models: cleaverModels(fc6Names),
  page: {
    // Spec 2.4 names /sumitomoproducteleven as the FC-6 series' similar-product link.
    ...routes.numbered('twelve', { numbered: ['eleven'] }),
    metaDescription:
      `Sumitomo FC-6 series tabletop cleavers (${fc6Names.join(', ')}): 0.5° typical angle, ribbon or single fibre, ${formatNumber(bladeLifeOf(fc6m.blade))}-fibre blade life.`,
    banner: 'High-precision bench cleavers for ribbon (FC-6M) and single-fibre (FC-6S) splicing.',
    features: [
      {
        title: 'Pick the model by fibre',
        text: `FC-6M models cleave single fibre and ribbon up to ${fc6m.fibreCount} fibres; FC-6S models are for single fibre.`,
      },
      {
        title: 'Cleave length',
        text: '10 mm on the FC-6M; 6–20 mm on 0.25 mm coated fibre and 10–20 mm on 0.9 mm coated fibre on the FC-6S.',
      },
      {
        title: 'Long blade life',
        text: `Blade life of ${formatNumber(bladeLifeOf(fc6m.blade))} fibres: ${formatNumber(fc6m.blade.fibresPerPosition)} cleaves at each of ${fc6m.blade.positions} blade positions.`,
      },
      {
        title: 'Off-cut collector',
        text: 'The -C models have the CU-FC6 collector fitted; on the FC-6M and FC-6S it is an option.',
      },
    ],
    highlights: [
      `FC-6M: single fibre to ${fc6m.fibreCount}-fibre ribbon; FC-6S: single fibre`,
      'Typical cleave angle 0.5 degrees',
      `Four part numbers, one ${formatNumber(bladeLifeOf(fc6m.blade))}-fibre blade`,
      'CU-FC6 off-cut collector fitted on -C models',
    ],
    specTables: [
      fc6SeriesSpecifications,
    ],
    // Each model button shows that model, drawn from its column of the table; the blade button has no picture of its own.
    gallery: [
      {
        icon: 'layers',
        label: 'FC-6M',
        text: `The ribbon model: single fibre and ribbon up to ${fc6m.fibreCount} fibres, cleaved at 10 mm.`,
        image: cleaverPicture(fc6SeriesSpecifications, 'FC-6M', 'tabletop'),
      },
      {
        icon: 'shield',
        label: 'FC-6M-C',
        text: 'The ribbon model with the CU-FC6 off-cut collector fitted, so glass ends stay off the bench.',
        image: cleaverPicture(fc6SeriesSpecifications, 'FC-6M-C', 'tabletop'),
      },
      {
        icon: 'ruler',
        label: 'FC-6S',
        text: 'The single-fibre model, cleaving 6–20 mm (0.25 mm coating) or 10–20 mm (0.9 mm coating).',
        image: cleaverPicture(fc6SeriesSpecifications, 'FC-6S', 'tabletop'),
      },
      {
        icon: 'crosshair',
        label: 'FC-6S-C',
        text: 'The single-fibre model with the CU-FC6 off-cut collector fitted.',
        image: cleaverPicture(fc6SeriesSpecifications, 'FC-6S-C', 'tabletop'),
      },
      {
        icon: 'scissors',
        label: `${formatNumber(bladeLifeOf(fc6m.blade))}-fibre blade`,
        text: `Every model: ${formatNumber(fc6m.blade.fibresPerPosition)} cleaves at each of ${fc6m.blade.positions} blade positions before the blade is replaced, at a typical 0.5° angle.`,
      },
    ],
    similar: ['fc-6s', 'fc-8r', '82m12', '82c-plus'],
  },
} as const satisfies Product<'sumitomo'>;
