import { under } from '../quantity';
import type { Product, SpecTable } from '../types';
import { type Instrument, instrumentModels, massText, massWords, routes } from './shared';

const vf10 = { name: 'VF-10', type: 'vfl', wavelengthsNm: [650], inService: false, faultLocator: true, weightKg: under(0.12) } as const satisfies Instrument;

const vf10Table = {
  title: 'Specifications',
  columns: ['Parameter', 'Value'],
  groups: [
    {
      rows: [
        ['Wavelength', `${vf10.wavelengthsNm.join(', ')} ±10 nm`],
        ['Emitter type', 'FP'],
        ['Output power', '> 10 mW'],
        ['Operation modes', 'CW; 1 Hz'],
        ['Interface', 'PC, 2.5 mm universal connector'],
        ['Detection range', 'Up to about 10 km'],
        ['Environment', 'Operating temperature -10 to +60 °C; storage temperature -20 to +70 °C'],
        ['Battery life', '~5 hours at 700 mAh; 2x AAA batteries'],
        ['Dimensions', '5.1" x 1.2" x 0.7" (130 mm x 30 mm x 18 mm)'],
        ['Weight', `< 4.5 oz (${massText(vf10.weightKg)})`],
      ],
    },
  ],
  note: 'Deviser’s specification states no laser safety class for the VF-10; ask us if your site rules call for one.',
} as const satisfies SpecTable;

export const product = {
  key: 'vf10',
  family: 'deviser',
  model: 'VF-10',
  title: 'Deviser VF-10 Pocket Visual Fault Locator',
  summary: `A pen-sized red laser that shows breaks, tight bends and faulty connectors by the light escaping from the fibre, with over 10 mW at ${vf10.wavelengthsNm.join(', ')} nm.`,
  tabs: ['all', 'visual-fault-locator'],
  image: {
    kind: 'illustration',
    spec: { kind: 'fault-locator', outputMw: 10 },
    alt: 'Drawing of the pen-sized Deviser VF-10 visual fault locator',
  },
  models: instrumentModels([vf10]),
  page: {
    ...routes.model('VF10', { numbered: ['nine'] }),
    metaDescription: `Deviser VF-10 pocket visual fault locator: over 10 mW at ${vf10.wavelengthsNm.join(', ')} nm, continuous or 1 Hz flashing, 2.5 mm universal connector, about 5 hours on 2x AAA.`,
    banner: 'Find the break you can see: a pocket red light for every technician.',
    features: [
      {
        title: 'Bright, visible fault light',
        text: `Output of over 10 mW at ${vf10.wavelengthsNm.join(', ')} nm makes the light leaking from a break or a tight bend easy to spot, and the maker quotes a reach of about 10 km.`,
      },
      {
        title: 'Steady or flashing',
        text: 'Switch between continuous output and a 1 Hz flash; the flashing light is easier to pick out in a bright room or a crowded patch panel.',
      },
      {
        title: 'Fits common connectors',
        text: 'The PC 2.5 mm universal connector takes connectors built on a 2.5 mm ferrule directly, so most tests need no extra patch cord.',
      },
      {
        title: 'Pocket size',
        text: `At 130 × 30 × 18 mm and ${massWords(vf10.weightKg)} it rides in a shirt pocket, and two AAA batteries give about 5 hours of use.`,
      },
    ],
    highlights: [
      `Over 10 mW at ${vf10.wavelengthsNm.join(', ')} nm`,
      'Continuous or 1 Hz flashing output',
      '2.5 mm universal connector',
      'About 5 hours on 2x AAA',
    ],
    specTables: [vf10Table],
    similar: ['ae1001', 'ae210', 'ep710', 'ep310'],
  },
} as const satisfies Product<'deviser'>;
