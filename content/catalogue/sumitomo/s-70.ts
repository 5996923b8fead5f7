import { formatNumber } from '../facets';
import type { Product } from '../types';
import { approxGrams, bladeLifeCell, bladeLifeOf, cleaverModels, cleavers, grams, handheldCleaverConditions, routes, singleFibreApplicable } from './shared';

const s70 = cleavers['S-70'];

export const product = {
  key: 's-70',
  family: 'sumitomo',
  model: 'S-70',
  title: 'Sumitomo S-70 Handheld Fibre Cleaver',
  summary:
    `A handheld single-fibre cleaver with automatic blade rotation, a typical 0.5° cleave angle and ${formatNumber(bladeLifeOf(s70.blade))} fibres of blade life.`,
  tabs: ['all', 'handheld-cleaver'],
  image: {
    kind: 'illustration',
    spec: { kind: 'cleaver', form: 'handheld', collector: false, fiberCount: 1 },
    alt: 'Sumitomo S-70 handheld single-fibre cleaver',
  },
  models: cleaverModels(['S-70']),
  page: {
    ...routes.model('S70'),
    metaDescription:
      `Sumitomo S-70 handheld single-fibre cleaver: 0.5° typical cleave angle, automatic blade rotation, 6–20 mm cleave length and ${formatNumber(bladeLifeOf(s70.blade))}-fibre blade life.`,
    banner: `Single-fibre cleaving for splicing kits, about ${grams(s70.weightKg)} g in the hand.`,
    features: [
      {
        title: 'Automatic blade rotation',
        text: `The blade steps to a fresh position on its own, spreading wear across ${s70.blade.positions} positions for a blade life of ${formatNumber(bladeLifeOf(s70.blade))} fibres.`,
      },
      {
        title: 'Cleave length to suit the fibre',
        text: '6–20 mm on 0.25 mm coated fibre and 10–20 mm on 0.9 mm coated fibre, with a typical cleave angle of 0.5 degrees.',
      },
      {
        title: 'Switchable lid',
        text: 'The lid opening angle can be set wide or narrow.',
      },
      {
        title: 'Blade changed on site',
        text: 'The FCP-20BL(7R) blade can be replaced in the field once its positions are used up.',
      },
      {
        title: 'Compact',
        text: `58 × 98 × 49 mm and about ${grams(s70.weightKg)} g; works from -10 to 50 °C and stores from -40 to 80 °C.`,
      },
    ],
    highlights: [
      'Typical cleave angle 0.5 degrees',
      'Cleave length 6–20 mm (0.25 mm) or 10–20 mm (0.9 mm)',
      'Blade turns to a fresh edge by itself',
      `About ${grams(s70.weightKg)} g`,
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Part number', 'S-70'],
        groups: [
          singleFibreApplicable,
          {
            label: 'Cleaving',
            rows: [
              ['Cleave length', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'],
              ['Cleave angle (typ.)', '0.5 degrees (typical)'],
              ['Automatic blade rotation', 'Provided'],
              ['Lid opening angle', 'Switchable (wide / narrow)'],
            ],
          },
          {
            label: 'Body and blade',
            rows: [
              ['Dimensions', '58 (W) x 98 (D) x 49 (H) mm'],
              ['Weight', approxGrams(s70.weightKg)],
              ['Field-replaceable blade', 'Yes, FCP-20BL(7R)'],
              ['Blade life', bladeLifeCell(s70.blade)],
            ],
          },
          handheldCleaverConditions,
        ],
      },
    ],
    similar: ['fc-8r', 'fc-7ls', 'sfcs', 'w1c'],
  },
} as const satisfies Product<'sumitomo'>;
