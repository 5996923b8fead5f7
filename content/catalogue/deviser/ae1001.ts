import type { Product, SpecTable } from '../types';
import { ae3100FunctionsTable, andList, dynamicRangeWords, massText, massWords, miniOtdr, miniOtdrConditions, miniOtdrGeneralTitle, miniOtdrOpticalTable, miniOtdrSharedGroups, type Otdr, otdrImage, otdrModels, quantityWords, routes, topDynamicRange, wavelengthsOf } from './shared';

const ae1001 = { name: 'AE1001', ...miniOtdr } as const satisfies Otdr;

const ae1001GeneralTable = {
  title: miniOtdrGeneralTitle,
  columns: ['Parameter', 'Value'],
  groups: [
    ...miniOtdrSharedGroups,
    {
      label: 'General',
      rows: [
        ['Display', '4.3" dot matrix TFT LCD touchscreen'],
        ['Interface', '1x USB 2.0; 1x RJ45 LAN (10M/100M/1000M, optional)'],
        ...miniOtdrConditions,
        ['Dimensions (L x W x H)', '7.1" x 5.7" x 2.2" (180 mm x 145 mm x 55 mm)'],
        ['Weight', `Less than 2.2 lbs (${massText(ae1001.weightKg)})`],
      ],
    },
  ],
} as const satisfies SpecTable;

export const product = {
  key: 'ae1001',
  family: 'deviser',
  model: 'AE1001',
  title: 'Deviser AE1001 Mini OTDR',
  summary: `A handheld OTDR for FTTH and access work that adds a power meter and a red-light fault locator, all in a unit weighing ${massWords(ae1001.weightKg)}.`,
  tabs: ['all', 'single-mode-otdr'],
  image: otdrImage(topDynamicRange(ae1001), wavelengthsOf(ae1001), 'handheld', 'Drawing of the handheld Deviser AE1001 mini OTDR with its 4.3-inch screen'),
  models: otdrModels([ae1001]),
  page: {
    ...routes.model('AE1001', { numbered: ['two'] }),
    metaDescription: `Deviser AE1001 handheld mini OTDR: ${dynamicRangeWords(ae1001, { qualified: false }).join(', ')} dynamic range, ranges 150 m to 80 km, power meter and 650 nm VFL, ${massWords(ae1001.weightKg)}.`,
    banner: `A full OTDR with a power meter and fault locator, in a handheld case that weighs ${massWords(ae1001.weightKg)}.`,
    features: [
      {
        title: 'Sized for access networks',
        text: `With ${andList(dynamicRangeWords(ae1001))}, and ten distance ranges from 150 m to 80 km, the AE1001 is matched to drop cables, building risers and the access links that FTTH installers test every day.`,
      },
      {
        title: 'Clear traces on short links',
        text: `Pulse widths start at 3 ns and each trace holds up to 12,800 sampling points, with an event dead zone of ${quantityWords(ae1001.eventDeadZoneM, 'm')} and an attenuation dead zone of ${quantityWords(ae1001.attenuationDeadZoneM, 'm')}.`,
      },
      {
        title: 'Meter and red light included',
        text: 'A power meter calibrated at 1310 and 1550 nm reads to ±0.23 dB, and a 650 nm, 1 mW visual fault locator (laser class II) lights up breaks and tight bends in patch cords and the first metres of a run.',
      },
      {
        title: 'Room for a whole project',
        text: '16GB of memory keeps up to 160,000 traces, and results leave the unit over USB or the optional LAN port.',
      },
      {
        title: 'Light enough to carry all day',
        text: `The 2500 mAh battery lasts about 6 hours per charge, or 4 hours continuous testing, and the whole unit measures 180 × 145 × 55 mm and weighs ${massWords(ae1001.weightKg)}.`,
      },
    ],
    highlights: [
      'OTDR, power meter and VFL in one handheld',
      dynamicRangeWords(ae1001).join(', '),
      'Stores up to 160,000 traces in 16GB',
      `${massWords(ae1001.weightKg).replace(/^./, (c) => c.toUpperCase())} with a 4.3-inch touch screen`,
    ],
    specTables: [miniOtdrOpticalTable, ae1001GeneralTable, ae3100FunctionsTable],
    similar: ['ae3100', 'ae210', 'vf10', 'ep310'],
  },
} as const satisfies Product<'deviser'>;
