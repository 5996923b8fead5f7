import type { VideoKey } from '@/content/media/videos';
import { formatFigure } from '@/content/company';
import { factoryFigures as f } from './figures';
import type { PageHeader, PageLink, Showcase } from './types';

/** /mi: manual insertion (catalogue spec, section 2.14; figures from section 9). */
export const manualInsertionPage = {
  header: {
    eyebrow: 'EMS Facility',
    title: 'Manual Insertion',
    lead: 'Where through-hole parts are fitted by hand, soldered on the wave and every finished board is tested before it is boxed.',
  },
  intro: {
    title: 'Finishing what the SMT line starts',
    paragraphs: [
      'Connectors, transformers, large capacitors and power parts go through the board rather than onto it. Trained operators fit them at guided stations, and the wave soldering machine joins them all in one pass.',
      'Every product is then tested on the same campus, so what leaves our dock has been powered up and proven.',
    ],
    video: 'factory-mi',
  },
  showcasesTitle: 'Lines and services',
  next: {
    page: 'ofc',
    label: 'View Fiber Optics Solutions',
    text: 'See how we make optical fibre cable, from coloured fibre to a tested cable.',
  },
} as const satisfies {
  header: PageHeader;
  intro: { title: string; paragraphs: readonly string[]; video: VideoKey };
  showcasesTitle: string;
  next: PageLink;
};

export const miShowcases = [
  {
    key: 'wave-soldering',
    title: 'Wave Soldering',
    summary: `Boards are fluxed, preheated across ${f.waveSolderZones} zones along ${formatFigure(f.waveSolderLengthMm)} mm, then carried over a wave of molten solder at up to ${f.waveSolderMaxC} °C that joins every through-hole lead at once.`,
    features: [
      `Solder temperature up to ${f.waveSolderMaxC} °C`,
      `${f.waveSolderZones} preheat zones over ${formatFigure(f.waveSolderLengthMm)} mm`,
      'Spray fluxing before the preheat',
      'Conveyor speed and wave height set per product',
    ],
    media: [
      { kind: 'video', video: 'tile-wave-soldering' },
      { kind: 'image', image: 'factory/mi-wave-soldering', alt: 'Illustration: boards passing over the preheat zones and the solder wave, then into the cooling section' },
    ],
  },
  {
    key: 'touch-up-and-testing-line',
    title: 'Touch-Up and Testing Line',
    summary:
      'Skilled operators inspect each board after the wave, finish any joint by hand, fit the parts that cannot pass over solder and run the board’s functional test.',
    features: [
      'Light-guided insertion stations',
      'Hand soldering for heat-sensitive parts',
      'Visual inspection under magnification',
      'Functional test before the board moves on',
    ],
    media: [
      { kind: 'video', video: 'tile-manual-insertion' },
      { kind: 'image', image: 'factory/mi-insertion-station', alt: 'Illustration: a guided insertion station lighting the next part’s position on the board, with the station’s checklist' },
    ],
  },
  {
    key: 'onu-ont-testing-line',
    title: 'ONU/ONT Testing Line',
    summary:
      'Every ONU and ONT we make is powered, registered on a live OLT and checked for optical power, data throughput and wireless performance before it is packed.',
    features: [
      'Registration on a working PON',
      'Transmit and receive optical power checked',
      'Ethernet and WiFi throughput tested',
      'Firmware and labels verified against the order',
    ],
    media: [
      { kind: 'image', image: 'factory/mi-ont-testing', alt: 'Illustration: four ONTs on a test bench fed by an OLT and splitter, the third under test with its checklist half done' },
      { kind: 'image', image: 'factory/mi-ont-batch-passed', alt: 'Illustration: the same bench with all four ONTs passed: registration, optical power, Ethernet and WiFi' },
    ],
  },
  {
    key: 'utility',
    title: 'Utility',
    summary:
      'Clean compressed air, nitrogen, conditioned power and climate control keep every machine on the floor working to its specification through the day.',
    features: [
      'Dry, filtered compressed air',
      'Nitrogen supply for soldering',
      'Stabilised and backed-up power',
      'Temperature and humidity held steady',
    ],
    media: [
      { kind: 'video', video: 'tile-utility' },
      { kind: 'image', image: 'factory/mi-utility', alt: 'Illustration: the compressor, receiver, nitrogen generator, dryer and UPS that feed the factory floor, with pressure and load gauges' },
    ],
  },
] as const satisfies readonly Showcase[];
