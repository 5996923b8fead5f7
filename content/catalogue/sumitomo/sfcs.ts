import { formatNumber } from '../facets';
import type { Product } from '../types';
import { bladeLifeCell, bladeLifeOf, cleaverModels, cleavers, routes, singleFibreApplicable } from './shared';

export const product = {
  key: 'sfcs',
  family: 'sumitomo',
  model: 'SFCS',
  title: 'Sumitomo SFCS Single-Fibre Cleaver',
  summary:
    `A metal single-fibre cleaver with a 12-step blade, supplied in a protective box, with a typical 0.5° cleave angle and ${formatNumber(bladeLifeOf(cleavers.SFCS.blade))} fibres of blade life.`,
  tabs: ['all', 'tabletop-cleaver'],
  image: {
    kind: 'illustration',
    spec: { kind: 'cleaver', form: 'tabletop', collector: false, fiberCount: 1 },
    alt: 'Sumitomo SFCS metal single-fibre cleaver',
  },
  models: cleaverModels(['SFCS']),
  page: {
    ...routes.model('SFCS'),
    metaDescription:
      `Sumitomo SFCS metal single-fibre cleaver: 12-step blade, 0.5° typical cleave angle, 6–20 mm cleave length, ${formatNumber(bladeLifeOf(cleavers.SFCS.blade))}-fibre blade life, protective box.`,
    banner: 'A sturdy metal cleaver for single-fibre splicing kits, packed in its own protective box.',
    features: [
      {
        title: 'Metal build',
        text: 'A metal body, supplied in a protective box for carrying in a splicing kit.',
      },
      {
        title: '12-step blade',
        text: `The blade is stepped to fresh positions as it wears, for a blade life of ${bladeLifeCell(cleavers.SFCS.blade)}.`,
      },
      {
        title: 'Cleave quality',
        text: 'Typical cleave angle of 0.5 degrees, with a cleave length of 6–20 mm on 0.25 mm coated fibre and 10–20 mm on 0.9 mm coated fibre.',
      },
      {
        title: 'Working range',
        text: 'Works from -10 to 50 °C and stores from -40 to 80 °C, at 0–95% RH.',
      },
    ],
    highlights: [
      'Metal body with a 12-step blade',
      'Typical cleave angle 0.5 degrees',
      `Blade good for ${formatNumber(bladeLifeOf(cleavers.SFCS.blade))} fibres`,
      'Supplied in a protective box',
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Part number', 'SFCS'],
        groups: [
          singleFibreApplicable,
          {
            label: 'Cleaving',
            rows: [
              ['Cleave length', '6–20 mm (Φ 0.25 mm) / 10–20 mm (Φ 0.9 mm)'],
              ['Cleave angle (typ.)', '0.5 degrees (typical)'],
            ],
          },
          {
            label: 'Blade',
            rows: [['Blade life', bladeLifeCell(cleavers.SFCS.blade)]],
          },
          {
            label: 'Operating and storage conditions',
            rows: [
              ['Operating', '-10 to 50 °C, 0–95% RH'],
              ['Storage', '-40 to 80 °C, 0–95% RH'],
            ],
          },
        ],
      },
    ],
    similar: ['fc-6s', 's-70', 'fc-7ls', 's1v'],
  },
} as const satisfies Product<'sumitomo'>;
