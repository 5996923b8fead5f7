import { under } from '../quantity';
import { sameForEach } from '../spec-rows';
import type { Product, SpecTable } from '../types';
import { andList, type Instrument, instrumentModels, massText, routes } from './shared';

/** The PON bands the EP-310 series reads, in pass-through, at the subscriber end of a working link. */
const ep310BandsNm = [1310, 1490, 1550] as const;
const ep310Meter = { type: 'pon-power-meter', wavelengthsNm: ep310BandsNm, inService: true, faultLocator: false, weightKg: under(0.3) } as const;
const ep310Meters = [
  { name: 'EP300', ...ep310Meter },
  { name: 'EP310', ...ep310Meter },
  // The EP90 adds a visual fault locator (the maker's model table).
  { name: 'EP90', ...ep310Meter, faultLocator: true },
] as const satisfies readonly Instrument[];

const ep310Bands = ep310BandsNm.map((nm) => `${nm} nm`);
const everyEp310Band = sameForEach(ep310Bands);

const ep310Tables = [
  {
    title: 'Models',
    columns: ['Model', ...ep310Meters.map((m) => m.name)],
    groups: [
      {
        rows: [
          [
            'Features',
            'Impact-resistant body; USB port',
            'Same performance as EP300 at lower cost; new dust cap for easier test-port access',
            'As EP310, plus built-in visual fault locator (VFL)',
          ],
        ],
      },
    ],
    note: 'Deviser states no laser safety class for the EP90’s fault locator; ask us if your site rules call for one.',
  },
  {
    title: 'Optical Parameters',
    columns: ['Parameter', ...ep310Bands],
    groups: [
      {
        rows: [
          ['Measurement range', 'CW: -45 to +10 dBm\nBW: -30 to +8 dBm', 'CW: -45 to +12 dBm\nBW: -45 to +12 dBm', 'CW: -40 to +25 dBm'],
          everyEp310Band('Pass-through insertion loss', '< 1.5 dB'),
          ['Spectral passband', '1260 to 1360 nm', '1480 to 1500 nm', '1540 to 1560 nm'],
          ['Wavelength isolation', '1490 nm >30 dB\n1550 nm >50 dB', '1310 nm >40 dB\n1550 nm >40 dB', '1310 nm >40 dB\n1490 nm >40 dB'],
          everyEp310Band('ORL', '>55 dB (APC connector)'),
          everyEp310Band('Fibre type', 'Single-mode fibre, 9/125 µm'),
          everyEp310Band('Connector type', 'FC/SC/ST-UPC (default), APC (optional)'),
        ],
      },
    ],
  },
  {
    title: 'General',
    columns: ['Parameter', 'Value'],
    groups: [
      {
        rows: [
          ['Power uncertainty', '< 0.5 dB'],
          ['Units', 'dBm; dB; mW; µW; nW'],
          ['Resolution', '0.1 dBm'],
          ['Battery', '3x AA batteries (EP300); 2x AA batteries (EP310); AC 100 to 240 V ±10% output / DC 5 V (adapter)'],
          ['Limit function', '12 programmable limit profiles with Toolbox software'],
          ['Data storage', 'Up to 1,800 measurements; save & transfer data with USB port'],
          ['Environment', 'Operating temperature: -10 to +60 °C; storage temperature: -20 to +70 °C'],
          ['Dimensions', '7.3" × 3.3" × 1.8" (185 mm × 85 mm × 45 mm)'],
          ['Weight', `${massText(ep310Meter.weightKg)} (without batteries)`],
        ],
      },
    ],
  },
] as const satisfies readonly SpecTable[];

export const product = {
  key: 'ep310',
  family: 'deviser',
  model: 'EP-310',
  title: 'Deviser EP-310 Series PON Power Meter',
  cardTitle: 'EP-310 Series',
  summary: `Pass-through PON power meters (EP300, EP310 and EP90) that read the ${andList(ep310BandsNm)} nm signals of a working GPON or EPON link at the subscriber end.`,
  tabs: ['all', 'pon-power-meter'],
  image: {
    kind: 'illustration',
    spec: { kind: 'power-meter', pon: true, wavelengthsNm: ep310BandsNm },
    alt: `Drawing of the Deviser EP-310 PON power meter with its ${andList(ep310BandsNm)} nm readings`,
  },
  models: instrumentModels(ep310Meters),
  page: {
    ...routes.model('EP310', { numbered: ['six'] }),
    metaDescription: `Deviser EP300, EP310 and EP90 PON power meters: ${ep310BandsNm.join('/')} nm pass-through readings, up to 1,800 stored measurements, 12 limit profiles.`,
    banner: 'Connect it between OLT and ONT and read every PON wavelength in one step.',
    features: [
      {
        title: 'Reads a live PON in line',
        text: 'The meter sits between the drop fibre and the ONT with under 1.5 dB of pass-through loss, so you measure the upstream 1310 nm burst, the 1490 nm downstream and the 1550 nm video signal while the service keeps running.',
      },
      {
        title: 'Clean separation of bands',
        text: 'Each band has its own passband and isolation from the other two, and return loss is better than 55 dB with an APC connector.',
      },
      {
        title: 'Pass/fail at a glance',
        text: 'Set up to 12 programmable limit profiles with the Toolbox software, store up to 1,800 measurements and move them to a PC over USB.',
      },
      {
        title: 'Three models',
        text: 'The EP300 has an impact-resistant body. The EP310 gives the same performance at lower cost with an easier-to-open dust cap, and the EP90 adds a visual fault locator.',
      },
    ],
    highlights: [
      `Pass-through readings at ${andList(ep310BandsNm)} nm`,
      'Under 1.5 dB insertion loss',
      'Up to 1,800 stored measurements',
      '12 programmable limit profiles',
    ],
    specTables: ep310Tables,
    similar: ['ae1001', 'ae210', 'vf10', 'ls310'],
  },
} as const satisfies Product<'deviser'>;
