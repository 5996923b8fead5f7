import { quantityAcross, under } from '../quantity';
import { sameForEach } from '../spec-rows';
import type { Product, SpecTable } from '../types';
import { andList, dfbSourceNm, fpSourcesNm, type Instrument, instrumentModels, massText, massWords, routes, sourcesNm } from './shared';

const ls310Sources = [
  { name: 'LS310A', dfb: false },
  { name: 'LS310B', dfb: true },
].map((m): Instrument & { dfb: boolean } => ({ ...m, type: 'light-source', wavelengthsNm: sourcesNm(m.dfb), inService: false, faultLocator: false, weightKg: under(0.23) }));
/** Every LS310 model's weight without its batteries. */
const ls310Weight = quantityAcross(ls310Sources.map((m) => m.weightKg));

const ls310Models = ls310Sources.map((m) => m.name);
const everyLs310 = sameForEach(ls310Models);

const ls310Table = {
  title: 'Specifications',
  columns: ['Model', ...ls310Models],
  groups: [
    {
      rows: [
        ['Designation', 'Dual-wavelength light source', 'Triple-wavelength light source'],
        [
          'Wavelengths',
          ...ls310Sources.map((m) =>
            [...fpSourcesNm.map((nm) => `${nm} ± 20 nm (FP-LD)`), ...(m.dfb ? [`${dfbSourceNm} ± 3 nm (DFB)`] : [])].join('\n'),
          ),
        ],
        ['Output power', '> -5 dBm', '> -3 dBm'],
        everyLs310('RMS', '< 5 nm'),
        everyLs310('Fibre', 'Single-mode, 9/125 µm'),
        everyLs310('Power stability (after 15 min warm-up)', '± 0.04 dB @ 20 °C (30 min)\n± 0.08 dB @ 20 °C (8 hrs)'),
        everyLs310('Optical adapter', 'PC, FC / ST (default); APC, ST / LC (optional)'),
        everyLs310('Tone generation', '270 Hz, 1kHz, 2kHz'),
        everyLs310('Battery', '2x AA batteries; ≥ 40hrs continuous operation (backlight off)'),
        everyLs310('Adapter', 'AC 100 to 240 V ± 10% output / DC 5 V'),
        everyLs310('Operating temperature', '-10 °C to +60 °C'),
        everyLs310('Storage temperature', '-20 °C to +70 °C'),
        everyLs310('Dimensions', '7.3" × 3.3" × 1.8" (185 mm × 85 mm × 45 mm)'),
        ['Weight', ...ls310Sources.map((m) => `${massText(m.weightKg)} (without battery)`)],
      ],
    },
  ],
} as const satisfies SpecTable;

export const product = {
  key: 'ls310',
  family: 'deviser',
  model: 'LS-310',
  title: 'Deviser LS-310 Series Optical Light Source',
  cardTitle: 'LS-310 Series',
  summary: `Stable handheld laser sources for loss testing: the LS310A sends ${andList(fpSourcesNm)} nm, and the LS310B adds a ${dfbSourceNm} nm DFB laser.`,
  tabs: ['all', 'optical-laser-source'],
  image: {
    kind: 'illustration',
    spec: { kind: 'light-source', wavelengthsNm: [...new Set(ls310Sources.flatMap((m) => m.wavelengthsNm))].sort((a, b) => a - b) },
    alt: 'Drawing of the handheld Deviser LS-310 laser light source',
  },
  models: instrumentModels(ls310Sources),
  page: {
    ...routes.model('LS310'),
    metaDescription: `Deviser LS310A and LS310B laser sources: ${fpSourcesNm.join('/')} nm, plus ${dfbSourceNm} nm on the B model, ±0.04 dB stability and over 40 hours on 2x AA batteries.`,
    banner: 'A steady reference signal for end-to-end loss measurements.',
    features: [
      {
        title: 'Two or three wavelengths',
        text: `The LS310A carries ${andList(fpSourcesNm)} nm Fabry-Perot lasers with output above -5 dBm. The LS310B adds a ${dfbSourceNm} nm DFB laser and raises output above -3 dBm.`,
      },
      {
        title: 'Output you can trust',
        text: 'After a 15-minute warm-up the output holds within ±0.04 dB over 30 minutes and ±0.08 dB over 8 hours at 20 °C, so readings taken at either end of a long job compare fairly.',
      },
      {
        title: 'Tones for fibre identification',
        text: 'Modulate the output at 270 Hz, 1 kHz or 2 kHz to identify a fibre at the far end; the AE210 series meters recognise these tones automatically.',
      },
      {
        title: 'Runs on AA cells',
        text: `Two AA batteries give over 40 hours of continuous use with the backlight off, and the unit weighs ${massWords(ls310Weight)} without them.`,
      },
    ],
    highlights: [
      'Dual (A) or triple (B) wavelength',
      '±0.04 dB stability over 30 minutes',
      '270 Hz, 1 kHz and 2 kHz tones',
      'Over 40 hours on 2x AA',
    ],
    specTables: [ls310Table],
    similar: ['ae1001', 'ae210', 'vf10', 'ep310'],
  },
} as const satisfies Product<'deviser'>;
