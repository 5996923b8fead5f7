import { formatNumber } from '../facets';
import type { Product } from '../types';
import { approxGrams, bladeLifeCell, bladeLifeOf, cleaverModels, cleaverOptions, cleavers, fibreCountCell, grams, handheldCleaverConditions, routes, singleFibreHolderRows } from './shared';

const fc7ls = cleavers['FC-7LS'];

export const product = {
  key: 'fc-7ls',
  family: 'sumitomo',
  model: 'FC-7LS',
  title: 'Sumitomo FC-7LS Handheld Fibre Cleaver',
  summary:
    'A light single-fibre cleaver for buffered fibre, jacketed cord and drop cable, with an average cleave angle of 0.3 to 0.9 degrees and a pre-fitted off-cut bin.',
  tabs: ['all', 'handheld-cleaver'],
  image: {
    kind: 'illustration',
    spec: { kind: 'cleaver', form: 'handheld', collector: true, fiberCount: 1 },
    alt: 'Sumitomo FC-7LS handheld fibre cleaver with its off-cut bin',
  },
  models: cleaverModels(['FC-7LS']),
  page: {
    ...routes.model('FC7LS'),
    metaDescription:
      `Sumitomo FC-7LS handheld cleaver for buffered fibre, cord and drop cable: 10–20 mm cleave length, ${formatNumber(bladeLifeOf(fc7ls.blade))}-fibre blade life, about ${grams(fc7ls.weightKg)} g.`,
    banner: `Cleaves drop cable and cord as well as buffered fibre, in a tool of about ${grams(fc7ls.weightKg)} g.`,
    features: [
      {
        title: 'Drop cable and cord',
        text: 'Takes 0.2, 0.25 and 0.9 mm buffered fibre, 2 mm and 3 mm jacketed cord, 2 × 3 mm rectangular drop cable and 3.5 mm round drop cable.',
      },
      {
        title: 'Cleave length',
        text: '10–20 mm through the AP-FC7LS single-fibre adapter, with an average cleave angle of 0.3 to 0.9 degrees.',
      },
      {
        title: 'Off-cuts contained',
        text: 'The TR-FC7LS bin comes fitted and collects the glass ends; spare bins come ten to a set.',
      },
      {
        title: 'Blade life',
        text: `The replaceable FCP-20BL blade lasts ${bladeLifeCell(fc7ls.blade)}.`,
      },
      {
        title: 'Light to carry',
        text: `51 × 106 × 83 mm and about ${grams(fc7ls.weightKg)} g, supplied with a carrying case; works from -10 to 50 °C.`,
      },
    ],
    highlights: [
      'Buffered fibre, 2 and 3 mm cord, flat and round drop cable',
      'Cleave length 10–20 mm',
      `Blade life ${bladeLifeCell(fc7ls.blade)}`,
      `About ${grams(fc7ls.weightKg)} g`,
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Part number', 'FC-7LS'],
        groups: [
          {
            label: 'Applicable fibre',
            rows: [
              ['Material', 'Silica glass'],
              ['Cladding diameter', 'Φ 125 µm'],
              ['Coating diameter', 'Φ 0.2, 0.25, 0.9 mm buffered fibre; 2 and 3 mm jacketed cord'],
              ['Cable type', 'Rectangular drop cable (2 × 3 mm), 3.5 mm round drop cable'],
              ['Fibre count', fibreCountCell(fc7ls.fibreCount)],
            ],
          },
          {
            label: 'Cleaving',
            rows: [
              ['Cleave length', '10–20 mm'],
              ['Fibre placing', 'Single fibre adapter AP-FC7LS'],
              ['Cleave angle', 'Average 0.3–0.9 degrees'],
              ['Off-cut collector / fibre bin', 'Pre-fitted (TR-FC7LS)'],
            ],
          },
          {
            label: 'Body and blade',
            rows: [
              ['Dimensions', '51 (W) x 106 (D) x 83 (H) mm'],
              ['Weight', approxGrams(fc7ls.weightKg)],
              ['Replaceable blade', 'FCP-20BL'],
              ['Blade life', bladeLifeCell(fc7ls.blade)],
            ],
          },
          handheldCleaverConditions,
        ],
      },
      {
        title: 'Fibre holders',
        columns: ['Part no.', 'Applicable fibre', 'Cleave length'],
        groups: [
          {
            rows: [
              ...singleFibreHolderRows,
            ],
          },
        ],
      },
    ],
    accessories: cleaverOptions(
      [
        ['Single fibre adapter', 'AP-FC7LS', '-'],
        ['Fibre off-cut bin', 'TR-FC7LS', '10 pcs per set'],
        ['Replacement blade', 'FCP-20BL', 'Common to the FC-6+ series'],
      ],
    ),
    basicAccessories: {
      title: 'Standard package',
      columns: ['Part name', 'Part no.', 'Qty'],
      groups: [
        {
          rows: [
            ['Main body', 'FC-7LS', '1 pc'],
            ['Carrying case', 'CC-FC7LS', '1 pc'],
          ],
        },
      ],
    },
    similar: ['s-70', 'fc-8r', 'sfcs', 's1v'],
  },
} as const satisfies Product<'sumitomo'>;
