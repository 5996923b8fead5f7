import { under } from '../quantity';
import { sameForEach } from '../spec-rows';
import type { Product, SpecTable } from '../types';
import { andList, calibratedMeterWavelengths, dbm, dbmRange, type DbmRange, dfbSourceNm, fpSourcesNm, type Instrument, instrumentModels, massText, meterRangeDbm, routes, sourcesNm } from './shared';

/** The EP-710's meter is calibrated at nine wavelengths, among them those of its own sources. */
const ep710Units = [
  { name: 'EP710A', rangeDbm: meterRangeDbm.high, dfb: false },
  { name: 'EP710B', rangeDbm: meterRangeDbm.high, dfb: true },
  { name: 'EP710C', rangeDbm: meterRangeDbm.high, dfb: false },
  { name: 'EP710D', rangeDbm: meterRangeDbm.low, dfb: true },
].map(
  (m): Instrument & { rangeDbm: DbmRange; dfb: boolean } => ({
    ...m,
    type: 'multimeter',
    wavelengthsNm: [...new Set([...calibratedMeterWavelengths, ...sourcesNm(m.dfb)])],
    inService: false,
    // Every EP710 model has the 10 mW fault locator.
    faultLocator: true,
    weightKg: under(0.3),
  }),
);

const ep710Models = ep710Units.map((m) => m.name);
const everyEp710 = sameForEach(ep710Models);

const ep710Table = {
  title: 'Specifications',
  columns: ['Model', ...ep710Models],
  groups: [
    {
      label: 'Optical power meter',
      rows: [
        ['Input range', ...ep710Units.map((m) => dbmRange(m.rangeDbm))],
        everyEp710('Accuracy', '± 0.17 dB (± 3%)'),
        everyEp710('Linearity', '± 0.07 dB'),
        everyEp710('Resolution', '0.01 dBm, mW, µW, nW'),
        everyEp710('Calibrated wavelength', `${calibratedMeterWavelengths.join(', ')} nm`),
        everyEp710('Connectors', 'FC/SC (default); ST/LC (optional)'),
        everyEp710('Auto detection', 'Frequency: 270 Hz, 1kHz, 2kHz\nWavelength: 850, 1310, 1490, 1550, 1610 nm'),
        everyEp710('Insertion loss accuracy', '< 1 dB'),
      ],
    },
    {
      label: 'Light source',
      rows: [
        [
          'Central wavelength',
          ...ep710Units.map((m) => `${fpSourcesNm.map((nm) => `${nm} ± 20 nm`).join(', ')} (FP)${m.dfb ? `\n${dfbSourceNm} ± 3 nm (DFB)` : ''}`),
        ],
        ['Output power', '> -5 dBm', '> -5 dBm', '> -5 dBm', '> -3 dBm'],
        everyEp710('Power stability (after 15 min warm-up)', '± 0.04 dB @ 20 °C (30 min)\n± 0.08 dB @ 20 °C (8hrs)'),
        everyEp710('Tone generation', '270 Hz, 1kHz, 2kHz'),
        everyEp710('Optical adapter', 'PC, FC/SC (default); APC, ST/LC (optional)'),
      ],
    },
    { label: 'Visual fault locator (VFL)', rows: [everyEp710('Output power', '10 mW')] },
    {
      label: 'General',
      rows: [
        everyEp710('Power', '2x AA batteries\nAC 100 to 240 V ±10% output / DC 5 V (adapter)'),
        everyEp710('Working time (backlight off)', '>100 hrs (OPM); >40 hrs (light source); >10 hrs (VFL)'),
        everyEp710('Operating temperature', '-10 °C to +60 °C (14°F to +140°F)'),
        everyEp710('Storage temperature', '-20 °C to +70 °C (-4°F to +158°F)'),
        everyEp710('Dimensions (L × W × H)', '7.3" × 3.3" × 1.8" (185 mm × 85 mm × 45 mm)'),
        ['Weight', ...ep710Units.map((m) => `${massText(m.weightKg)} (without batteries)`)],
      ],
    },
  ],
  note: 'The maker gives no laser safety class for the 10 mW fault locator built into every EP710 model.',
} as const satisfies SpecTable;

export const product = {
  key: 'ep710',
  family: 'deviser',
  model: 'EP-710',
  title: 'Deviser EP-710 Series Optical Multimeter',
  cardTitle: 'EP-710 Series',
  summary:
    'A power meter, laser source and 10 mW fault locator in one handheld, in four versions (EP710A to D) that differ in meter range and source wavelengths.',
  tabs: ['all', 'multimeter'],
  image: {
    kind: 'illustration',
    spec: { kind: 'power-meter', pon: false, wavelengthsNm: calibratedMeterWavelengths },
    alt: 'Drawing of the Deviser EP-710 optical multimeter',
  },
  models: instrumentModels(ep710Units),
  page: {
    ...routes.model('EP710'),
    metaDescription: `Deviser EP710A to D optical multimeters: power meter, ${fpSourcesNm.join('/')} nm laser source (${dfbSourceNm} nm on B and D) and 10 mW VFL in one handheld unit.`,
    banner: 'Meter, source and red light in one instrument: fewer boxes in the van.',
    features: [
      {
        title: 'Pick the version for the job',
        text: `EP710A, B and C meter from ${dbmRange(meterRangeDbm.high)}; the EP710D reads from ${dbmRange(meterRangeDbm.low)} and raises source output above -3 dBm. The B and D versions add a ${dfbSourceNm} nm DFB laser to the ${andList(fpSourcesNm)} nm sources.`,
      },
      {
        title: 'Accurate loss figures',
        text: 'The meter is accurate to ±0.17 dB (±3%) with ±0.07 dB linearity across nine calibrated wavelengths, and insertion loss results are accurate to within 1 dB.',
      },
      {
        title: 'Built-in red light',
        text: 'A 10 mW visual fault locator shows breaks, bad splices and tight bends without another tool on your belt.',
      },
      {
        title: 'Battery life by function',
        text: 'On two AA cells the unit runs over 100 hours as a meter, over 40 hours as a light source and over 10 hours as a fault locator, with the backlight off.',
      },
    ],
    highlights: [
      'Power meter, light source and VFL in one unit',
      `Meter range to ${dbm(meterRangeDbm.high.max)} dBm, or down to ${dbm(meterRangeDbm.low.min)} dBm, by model`,
      `${dfbSourceNm} nm DFB source on EP710B and EP710D`,
      'Over 40 hours on 2x AA as a light source',
    ],
    specTables: [ep710Table],
    similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
  },
} as const satisfies Product<'deviser'>;
