import { under } from '../quantity';
import { sameForEach } from '../spec-rows';
import type { Product, SpecTable } from '../types';
import { calibratedMeterWavelengths, dbmRange, type DbmRange, type Instrument, instrumentModels, massText, meterRangeDbm, routes } from './shared';

const ae210Meter = { type: 'power-meter', wavelengthsNm: calibratedMeterWavelengths, inService: false, faultLocator: false, weightKg: under(0.3) } as const;
const ae210Meters = [
  { name: 'AE210', rangeDbm: meterRangeDbm.high, ...ae210Meter },
  { name: 'AE230', rangeDbm: meterRangeDbm.high, ...ae210Meter },
  { name: 'AE270', rangeDbm: meterRangeDbm.low, ...ae210Meter },
] as const satisfies readonly (Instrument & { rangeDbm: DbmRange })[];

/* ---------- Hand-held meters and sources ---------- */

const ae210Models = ae210Meters.map((m) => m.name);
const everyAe210 = sameForEach(ae210Models);

const ae210Table = {
  title: 'Specifications',
  columns: ['Model', ...ae210Models],
  groups: [
    {
      rows: [
        ['Detector', 'InGaAs < 300 µm', 'InGaAs > 2000 µm', 'InGaAs > 300 µm'],
        everyAe210('Accuracy', '± 0.17 dB (± 3%)'),
        ['Dynamic range', ...ae210Meters.map((m) => dbmRange(m.rangeDbm))],
        everyAe210('Resolution', '0.01 dBm; mW; µW; nW'),
        ['Calibrated wavelength', ...ae210Meters.map((m) => `${m.wavelengthsNm.join(' / ')} nm`)],
        everyAe210('Auto detection', 'Frequency: 270 Hz, 1kHz, 2kHz\nWavelength: 850 / 1310 / 1490 / 1550 / 1610 nm'),
        everyAe210('Connectors', 'FC / SC (default); ST / LC (optional)'),
        everyAe210('Environment', '-10 to +60 °C, humidity < 80%'),
        everyAe210('Battery life', '>100 hrs (with included battery; backlight off)'),
        everyAe210('Dimensions', '7.3" × 3.3" × 1.8" (185 mm × 85 mm × 45 mm)'),
        ['Weight', ...ae210Meters.map((m) => `${massText(m.weightKg)} (without battery)`)],
      ],
    },
  ],
} as const satisfies SpecTable;

export const product = {
  key: 'ae210',
  family: 'deviser',
  model: 'AE210',
  title: 'Deviser AE210 Series Optical Power Meter',
  cardTitle: 'AE210 Series',
  summary:
    'Handheld InGaAs power meters in three versions, AE210, AE230 and AE270, that recognise wavelength and test tone by themselves and run over 100 hours on one battery.',
  tabs: ['all', 'optical-power-meter'],
  image: {
    kind: 'illustration',
    spec: { kind: 'power-meter', pon: false, wavelengthsNm: calibratedMeterWavelengths },
    alt: 'Drawing of the handheld Deviser AE210 optical power meter',
  },
  models: instrumentModels(ae210Meters),
  page: {
    ...routes.model('AE210', { numbered: ['five'] }),
    metaDescription:
      'Deviser AE210, AE230 and AE270 optical power meters: InGaAs detector, nine calibrated wavelengths, ±0.17 dB accuracy, over 100 hours of battery life.',
    banner: `Accurate power readings from ${calibratedMeterWavelengths[0]} to ${calibratedMeterWavelengths.at(-1)} nm, with wavelength and tone detected for you.`,
    features: [
      {
        title: 'Three ranges to choose from',
        text: `The AE210 and AE230 read from ${dbmRange(meterRangeDbm.high)}, high enough for amplified CATV and EDFA outputs. The AE270 reads from ${dbmRange(meterRangeDbm.low)} for the low signal levels at the end of a long or heavily split link.`,
      },
      {
        title: 'Nine calibrated wavelengths',
        text: `Calibration points from ${calibratedMeterWavelengths[0]} to ${calibratedMeterWavelengths.at(-1)} nm cover multimode, single-mode and PON wavelengths, with ±0.17 dB (±3%) accuracy.`,
      },
      {
        title: 'Hands-off set-up',
        text: 'The meter recognises 270 Hz, 1 kHz and 2 kHz test tones and the incoming wavelength on its own, so when it is paired with a Deviser light source there is no wavelength to select by hand.',
      },
      {
        title: 'Battery that outlasts the job',
        text: 'Battery life is over 100 hours with the backlight off. FC and SC adapters come as standard, with ST and LC as options.',
      },
    ],
    highlights: [
      'Automatic wavelength and tone detection',
      `${dbmRange(meterRangeDbm.high)} or ${dbmRange(meterRangeDbm.low)}, by model`,
      `Nine calibrated wavelengths, ${calibratedMeterWavelengths[0]} to ${calibratedMeterWavelengths.at(-1)} nm`,
      'Battery life over 100 hours',
    ],
    specTables: [ae210Table],
    similar: ['ae1001', 'ep710', 'vf10', 'ep310'],
  },
} as const satisfies Product<'deviser'>;
