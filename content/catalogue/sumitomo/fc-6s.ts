import { sameForEach } from '../spec-rows';
import type { Product } from '../types';
import { approxGrams, bladeLifeCell, cleaverModels, type CleaverName, cleavers, fibreCountCell, grams, perCleaver, routes } from './shared';

const fc6rm = cleavers['FC-6RM'];
const fc6rmC = cleavers['FC-6RM-C'];
const fc6rNames = ['FC-6RM', 'FC-6RM-C', 'FC-6RS', 'FC-6RS-C'] as const satisfies readonly CleaverName[];
const everyFc6r = sameForEach(fc6rNames);

export const product = {
  key: 'fc-6s',
  family: 'sumitomo',
  model: 'FC-6RM / FC-6RS',
  title: 'Sumitomo FC-6RM and FC-6RS Tabletop Fibre Cleavers',
  summary:
    `Tabletop precision cleavers with automatic blade rotation: the FC-6RM takes single fibre to ${fc6rm.fibreCount}-fibre ribbon, the FC-6RS single fibre, and the -C models come with the off-cut collector fitted.`,
  tabs: ['all', 'tabletop-cleaver'],
  image: {
    kind: 'illustration',
    spec: { kind: 'cleaver', form: 'tabletop', collector: true, fiberCount: 1 },
    alt: 'Sumitomo FC-6RS-C tabletop cleaver with its off-cut collector',
  },
  models: cleaverModels(fc6rNames),
  page: {
    ...routes.model('FC6S'),
    metaDescription:
      `Sumitomo FC-6RM and FC-6RS tabletop cleavers: automatic blade rotation, 0.5° typical angle, ribbon to ${fc6rm.fibreCount} fibres or single fibre, off-cut collector option.`,
    banner: 'Bench cleaving with automatic blade rotation, for ribbon (FC-6RM) or single fibre (FC-6RS).',
    features: [
      {
        title: 'Ribbon or single fibre',
        text: `The FC-6RM cleaves single fibre up to ${fc6rm.fibreCount}-fibre ribbon at 10 mm; the FC-6RS takes single fibre at 6–20 mm (0.25 mm coating) or 10–20 mm (0.9 mm).`,
      },
      {
        title: 'Automatic blade rotation',
        text: `The blade moves on to a fresh position by itself, giving ${bladeLifeCell(fc6rm.blade)} before the FCP-20BL blade is replaced on site.`,
      },
      {
        title: 'Collector fitted or added later',
        text: 'The -C models arrive with the CU-FC6 off-cut collector in place; on the others it is an option.',
      },
      {
        title: 'Size and weight',
        text: `63 × 77 × 63 mm and about ${grams(fc6rm.weightKg)} g; the -C models measure 100 × 81 × 63 mm and weigh about ${grams(fc6rmC.weightKg)} g. The typical cleave angle is 0.5 degrees.`,
      },
    ],
    highlights: [
      `FC-6RM: single fibre to ${fc6rm.fibreCount}-fibre ribbon`,
      'FC-6RS: single fibre, 6–20 mm cleave length',
      `Blade life ${bladeLifeCell(fc6rm.blade)}`,
      'CU-FC6 off-cut collector fitted on -C models',
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Part number', ...fc6rNames],
        groups: [
          {
            label: 'Applicable fibre',
            rows: [
              everyFc6r('Material', 'Silica glass'),
              everyFc6r('Cladding diameter', 'Φ 125 µm'),
              ['Fibre count', ...perCleaver(fc6rNames, (c) => fibreCountCell(c.fibreCount))],
            ],
          },
          {
            label: 'Cleaving',
            rows: [
              ['Cleave length', '10 mm', '10 mm', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'],
              everyFc6r('Cleave angle (typ.)', '0.5 degrees with single fibre'),
              ['Off-cut collector', 'Option', 'Pre-fitted (CU-FC6)', 'Option', 'Pre-fitted (CU-FC6)'],
              ['Fibre placing', 'Fibre holder (option)', 'Fibre holder (option)', 'Single fibre adapter, pre-fitted (AP-FC6M)', 'Single fibre adapter, pre-fitted (AP-FC6M)'],
            ],
          },
          {
            label: 'Body and blade',
            rows: [
              ['Dimensions', '63 (W) x 77 (D) x 63 (H) mm', '100 (W) x 81 (D) x 63 (H) mm', '63 (W) x 77 (D) x 63 (H) mm', '100 (W) x 81 (D) x 63 (H) mm'],
              ['Weight', ...perCleaver(fc6rNames, (c) => approxGrams(c.weightKg))],
              everyFc6r('Field-replaceable blade', 'Yes, FCP-20BL'),
              ['Blade life', ...perCleaver(fc6rNames, (c) => bladeLifeCell(c.blade))],
            ],
          },
          {
            label: 'Operating and storage conditions',
            rows: [
              everyFc6r('Operating', '-10 to 50 °C, 0–95% RH'),
              everyFc6r('Storage', '-40 to 80 °C, 0–95% RH'),
            ],
          },
        ],
      },
    ],
    similar: ['fc-6-series', 'sfcs', 'fc-8r', 'z2c'],
  },
} as const satisfies Product<'sumitomo'>;
