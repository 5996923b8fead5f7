import { formatNumber } from '../facets';
import { sameForEach } from '../spec-rows';
import type { Product } from '../types';
import { approxGrams, bladeLifeCell, bladeLifeOf, cleaverModels, type CleaverName, cleaverOptions, fc8rBody, fibreCountCell, grams, perCleaver, routes, singleFibreHolderRows } from './shared';

const fc8rNames = ['FC-8R-F', 'FC-8R-FC'] as const satisfies readonly CleaverName[];

/** Cleaver comparison tables: one column per part number. */
const everyFc8r = sameForEach(fc8rNames);

export const product = {
  key: 'fc-8r',
  family: 'sumitomo',
  model: 'FC-8R',
  title: 'Sumitomo FC-8R Handheld Fibre Cleaver',
  summary:
    `A pocket-sized cleaver for single fibres and ribbons of up to ${fc8rBody.fibreCount}, with automatic blade rotation, a pre-fitted off-cut collector and a typical 0.5° cleave angle.`,
  tabs: ['all', 'handheld-cleaver'],
  image: {
    kind: 'illustration',
    spec: { kind: 'cleaver', form: 'handheld', collector: true, fiberCount: 12 },
    alt: 'Sumitomo FC-8R handheld fibre cleaver with its off-cut collector',
  },
  models: cleaverModels(fc8rNames),
  page: {
    ...routes.model('FC8R', { numbered: ['seven'] }),
    metaDescription:
      `Sumitomo FC-8R handheld cleaver for single fibre and ${fc8rBody.fibreCount}-fibre ribbon: 0.5° typical angle, auto blade rotation, off-cut collector, ${formatNumber(bladeLifeOf(fc8rBody.blade))}-fibre blade life.`,
    banner: `One handheld cleaver for single fibre and ${fc8rBody.fibreCount}-fibre ribbon, good for ${formatNumber(bladeLifeOf(fc8rBody.blade))} fibres per blade.`,
    features: [
      {
        title: 'Ribbon or single fibre',
        text: 'Cleaves 10 mm with a fibre holder, or 6–20 mm (0.25 mm coating) and 10–20 mm (0.9 mm coating) with the AP-FC7 single-fibre adapter.',
      },
      {
        title: 'Blade that turns itself',
        text: `Automatic blade rotation (switchable to fixed) moves to a fresh edge; ${fc8rBody.blade.positions} positions of ${formatNumber(fc8rBody.blade.fibresPerPosition)} fibres each give ${formatNumber(bladeLifeOf(fc8rBody.blade))} cleaves before the FCP-20BL(7R) blade is swapped on site.`,
      },
      {
        title: 'Off-cuts collected',
        text: 'The pre-fitted TR-FC8R collector catches the glass off-cuts, and the lid opens wide or narrow to suit the job.',
      },
      {
        title: 'Cleave counter',
        text: 'The FC-8R-FC counts every cleave, powered by a CR1220 coin cell, so blade changes can be planned.',
      },
      {
        title: 'Small and light',
        text: `58 × 98 × 47 mm and about ${grams(fc8rBody.weightKg)} g; works from -10 to 50 °C.`,
      },
    ],
    highlights: [
      `Single fibre or ribbon up to ${fc8rBody.fibreCount} fibres`,
      'Typical cleave angle 0.5 degrees',
      'TR-FC8R off-cut collector fitted as standard',
      'Cleave counter on the FC-8R-FC',
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Part number', ...fc8rNames],
        groups: [
          {
            label: 'Applicable fibre',
            rows: [
              everyFc8r('Material', 'Silica glass'),
              everyFc8r('Cladding diameter', 'Φ 125 µm'),
              ['Fibre count', ...perCleaver(fc8rNames, (c) => `${fibreCountCell(c.fibreCount)} with fibre holder; single with adapter`)],
            ],
          },
          {
            label: 'Cleaving',
            rows: [
              everyFc8r('Fibre placing', 'Fibre holder or single fibre adapter (AP-FC7)'),
              everyFc8r('Cleave length, fibre holder', '10 mm'),
              everyFc8r('Cleave length, single fibre adapter', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'),
              everyFc8r('Cleave angle (typ.)', '0.5 degrees with single fibre'),
              everyFc8r('Off-cut collector / fibre bin', 'Pre-fitted (TR-FC8R)'),
              everyFc8r('Automatic blade rotation', 'Provided (switchable to fixed)'),
              ['Cleave operation counter', 'N/A', 'Provided (CR1220 coin-type lithium battery)'],
              everyFc8r('Lid opening angle', 'Switchable (wide / narrow)'),
            ],
          },
          {
            label: 'Body and blade',
            rows: [
              everyFc8r('Dimensions', '58 (W) x 98 (D) x 47 (H) mm'),
              ['Weight', ...perCleaver(fc8rNames, (c) => approxGrams(c.weightKg))],
              everyFc8r('Field-replaceable blade', 'Yes, FCP-20BL(7R)'),
              ['Blade life', ...perCleaver(fc8rNames, (c) => bladeLifeCell(c.blade))],
            ],
          },
          {
            label: 'Operating and storage conditions',
            rows: [
              everyFc8r('Operating', '-10 to 50 °C, 0–95% RH (non-condensing)'),
              everyFc8r('Storage', '-40 to 80 °C, 0–95% RH (non-condensing)'),
            ],
          },
        ],
      },
      {
        title: 'Fibre holders',
        columns: ['Part no.', 'Applicable fibre', 'Cleave length'],
        groups: [
          {
            rows: [
              ...singleFibreHolderRows,
              ['FHM-2', '2-fibre ribbon', '10 mm'],
              ['FHM-4', '4-fibre ribbon', '10 mm'],
              ['FHM-6', '6-fibre ribbon', '10 mm'],
              ['FHM-8', '8-fibre ribbon', '10 mm'],
              ['FHM-10', '10-fibre ribbon', '10 mm'],
              ['FHM-12', '12-fibre ribbon', '10 mm'],
            ],
          },
        ],
      },
    ],
    accessories: cleaverOptions(
      [
        ['Single fibre adapter', 'AP-FC7', 'With 1 screw'],
        ['Single fibre adapter', 'AP-FC8R', 'With 1 desktop spacer block and 1 screw'],
        ['Fibre off-cut bin', 'TR-FC8R', '10 pcs per set'],
        ['Coin-type lithium battery', 'CR1220', 'For the FC-8R-FC cleave counter (commercial item)'],
        ['Replacement blade', 'FCP-20BL(7R)', 'Common to the FC-6R and FC-7R series'],
      ],
    ),
    basicAccessories: {
      title: 'Standard package',
      columns: ['Part name', 'Part no.', 'Remarks'],
      groups: [
        {
          rows: [
            ['Main body', 'FC-8R-F / FC-8R-FC', 'Model as ordered'],
            ['Single fibre adapter', 'AP-FC8R', '1 pc, with 1 screw'],
            ['Desktop spacer block', 'DTS-01', '1 pc'],
            ['Carrying case', 'CC-8RH / CC-8RSH', 'Case depends on the variant'],
            ['Operation manual', '-', '1 set'],
            ['Cleaning brush', '-', '1 pc'],
            ['Hexagonal wrench', '-', '1 pc'],
            ['Strap', '-', '1 pc'],
          ],
        },
      ],
    },
    similar: ['s-70', 'fc-6s', 'z2c', '82m12'],
  },
} as const satisfies Product<'sumitomo'>;
