import type { Product } from '../types';
import { lossCell, routes, splicerAccessories, splicerModels, splicers, z2cW1cBasicAccessories, z2cW1cHolderRows, z2cW1cSharedGroups, z2cW1cSplicerPartRows, z2cW1cToolRows } from './shared';

const w1c = splicers.w1c;

export const product = {
  key: 'w1c',
  family: 'sumitomo',
  model: 'W1C',
  title: 'Sumitomo W1C Core Alignment Fusion Splicer',
  summary:
    `A core-alignment splicer with two independent ovens and an ${w1c.heatS} s heating cycle, reaching ${w1c.lossDb.SMF} dB typical single-mode loss and about ${w1c.cycles} splice-and-heat cycles per charge.`,
  tabs: ['all', 'core-fusion-splicer'],
  image: {
    kind: 'illustration',
    spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
    alt: 'Sumitomo W1C core alignment fusion splicer',
  },
  models: splicerModels(w1c),
  page: {
    ...routes.model('W1C', { numbered: ['four'] }),
    metaDescription:
      `Sumitomo W1C core alignment fusion splicer: ${w1c.lossDb.SMF} dB typical SMF loss, 350X imaging, dual ovens with ${w1c.heatS} s heating, about ${w1c.cycles} cycles per charge.`,
    banner: `Two ovens and an ${w1c.heatS} s heating cycle, so sleeving keeps pace with ${w1c.spliceS.quick} s splices.`,
    features: [
      {
        title: 'Core alignment at 350X',
        text: 'Two CMOS cameras (350X, 700X zoom) align the cores of SMF, MMF, DSF, NZDSF, BIF and CSF (G.654) fibre, with 80 to 150 µm cladding.',
      },
      {
        title: 'Dual ovens',
        text: `Two independent ovens with user-selectable clamp operation shrink quick sleeves in about ${w1c.heatS} s.`,
      },
      {
        title: 'Clamps for mixed cable',
        text: 'Reversible coating clamps and a multi clamp for 250 µm and 900 µm fibre, 2 mm or 3 mm cord and drop cable.',
      },
      {
        title: 'Programs and records',
        text: '300 splice programs (54 pre-optimised, 246 editable) and 100 heating programs (27 and 73); 200 images and 10,000 records internally, or 50,200 images and 20,000 records with a 16 GB SD card.',
      },
      {
        title: 'Battery and build',
        text: `About ${w1c.cycles} splice-and-heat cycles per BU-16 charge, electrodes rated for about 6,000 discharges, ${w1c.weightKg.withBattery} kg with battery; wireless LAN is an option.`,
      },
    ],
    highlights: [
      `${w1c.lossDb.SMF} dB typical SMF splice loss`,
      `Dual independent ovens, ${w1c.heatS} s heating with quick sleeves`,
      `About ${w1c.cycles} splice-and-heat cycles per charge (BU-16)`,
      '5.0-inch touch screen with a 350X view',
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Item', 'W1C'],
        groups: [
          {
            label: 'Optical fibre requirement',
            rows: [
              ['Material', 'Silica glass'],
              ['Fibre count / profile', 'SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657), CSF(G.654)'],
              ['Fibre diameter', 'Cladding 80–150 µm, Coating 100–1000 µm'],
              ['Cleave length', '5–16 mm with clamp'],
            ],
          },
          {
            label: 'Standard performance',
            rows: [
              ['Splicing loss (typ.)', lossCell(w1c.lossDb)],
              ['Return loss', '60 dB or greater'],
              ['Splice time', `${w1c.spliceS.quick} s Quick, ${w1c.spliceS.auto} s Auto`],
              ['Heating time', `${w1c.heatS} s (Quick sleeve)`],
              ['Splice & heat per charge', `Approx. ${w1c.cycles} (BU-16)`],
              ['Fibre view & magnification', '2 CMOS, 350X (700X zoom)'],
              ['Proof test', '1.96~2.09N'],
              ['Protection sleeve', '60 mm / 40 mm / Nano'],
            ],
          },
          {
            label: 'Programs',
            rows: [
              ['Splice programs', 'Max 300, 54 are pre-optimised, 246 editable by user'],
              ['Heating programs', 'Max 100, 27 are pre-optimised, 73 editable by user'],
            ],
          },
          {
            label: 'Functions',
            rows: [
              ['Splice storage', '200 image/10k splice(internal memory) 50,200/20k(with 16GB SD Card)'],
              ['Multi clamp', 'Supports 250 µm, 900 µm, 2/3 mm, drop cable'],
              ['Reversible clamps', 'Yes'],
              ['Dual ovens', 'Yes'],
              ['User-select oven clamps', 'Yes'],
              ['Onboard training video', 'Provided'],
              ['Fibre ID', 'SMF/MMF/DSF/NZDSF/BIF/Other'],
              ['Arc calibration', 'Automatic'],
              ['Remaining cycle display', 'Yes'],
              ['Wireless LAN (optional)', 'Yes'],
            ],
          },
          {
            label: 'Size / weight',
            rows: [
              ['Size', '128 × 154 × 130 mm'],
              ['Weight', `${w1c.weightKg.withoutBattery} kg (no battery), ${w1c.weightKg.withBattery} kg (with BU-16)`],
              ['Monitor', '5.0″ touchscreen LCD'],
            ],
          },
          ...z2cW1cSharedGroups,
        ],
      },
    ],
    accessories: splicerAccessories(
      [
        ...z2cW1cHolderRows,
        ['Fibre holder', 'FHS-025/LB5', 'For 0.9 mm loose buffered fibre'],
        ...z2cW1cSplicerPartRows,
      ],
      [
        ['Fibre cleaver', 'S-70', 'Auto blade rotation'],
        ...z2cW1cToolRows,
        ['Fibre protection sleeves', 'FPS-1, FPS-40, FPS-61-2.6', '60 mm / 40 mm / 61 mm'],
      ],
    ),
    basicAccessories: z2cW1cBasicAccessories,
    similar: ['z2c', '82c-plus', 's1v', 'fc-8r'],
  },
} as const satisfies Product<'sumitomo'>;
