import type { Product } from '../types';
import { lossCell, routes, splicerAccessories, splicerModels, splicers, z2cW1cBasicAccessories, z2cW1cHolderRows, z2cW1cSharedGroups, z2cW1cSplicerPartRows, z2cW1cToolRows } from './shared';

const z2c = splicers.z2c;

export const product = {
  key: 'z2c',
  family: 'sumitomo',
  model: 'Z2C',
  title: 'Sumitomo Z2C Core Alignment Fusion Splicer',
  summary:
    `A compact core-alignment splicer with ${z2c.lossDb.SMF} dB typical single-mode loss, twin cameras at 350X and about ${z2c.cycles} splice-and-heat cycles per battery charge.`,
  tabs: ['all', 'core-fusion-splicer'],
  image: {
    kind: 'illustration',
    spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
    alt: 'Sumitomo Z2C core alignment fusion splicer',
  },
  models: splicerModels(z2c),
  page: {
    ...routes.model('Z2C', { numbered: ['three'] }),
    metaDescription:
      `Sumitomo Z2C core alignment fusion splicer: ${z2c.lossDb.SMF} dB typical SMF loss, ${z2c.spliceS.quick} s quick splices, 350X twin CMOS cameras and about ${z2c.cycles} cycles per charge.`,
    banner: `Core-alignment accuracy for backbone and FTTx joints: ${z2c.lossDb.SMF} dB typical SMF loss and ${z2c.spliceS.quick} s quick splices.`,
    features: [
      {
        title: 'Aligns the cores',
        text: 'Two CMOS cameras at 350X (700X zoom) line up the fibre cores rather than the cladding, for SMF, MMF, DSF, NZDSF and bend-insensitive fibre.',
      },
      {
        title: 'Wide fibre range',
        text: 'Takes 80 to 125 µm cladding and 100 to 1,000 µm coating; the multi clamp holds 250 µm and 900 µm fibre, 2 mm or 3 mm cord and drop cable.',
      },
      {
        title: 'Plan the day on one battery',
        text: `The BU-16 pack (10.8 V, 6,400 mAh) gives about ${z2c.cycles} splice-and-heat cycles, and the screen shows how many remain.`,
      },
      {
        title: 'Less set-up at each joint',
        text: 'Automatic fibre identification and arc calibration, reversible coating clamps and an on-board training video.',
      },
      {
        title: 'Ready for the field',
        text: 'Survives a 76 cm drop, is rated IPx2 and IP5x, and works from -10 to +50 °C at altitudes up to 6,000 m.',
      },
    ],
    highlights: [
      `${z2c.lossDb.SMF} dB typical SMF splice loss`,
      `${z2c.spliceS.quick} s quick or ${z2c.spliceS.auto} s auto splice`,
      `About ${z2c.cycles} splice-and-heat cycles per charge (BU-16)`,
      'Twin CMOS cameras at 350X, 5.0-inch touch screen',
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Item', 'Z2C'],
        groups: [
          {
            label: 'Optical fibre requirement',
            rows: [
              ['Material', 'Silica glass'],
              ['Fibre count / profile types', 'SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)'],
              ['Fibre diameter', 'Cladding 80–125 µm, Coating 100–1000 µm'],
              ['Cleave length', '5 to 16 mm with coating clamp'],
            ],
          },
          {
            label: 'Standard performance',
            rows: [
              ['Splicing loss', lossCell(z2c.lossDb, { colon: ':' })],
              ['Return loss', '60 dB or greater'],
              ['Splice time', `${z2c.spliceS.quick} s Quick, ${z2c.spliceS.auto} s Auto`],
              ['Heating time', `${z2c.heatS} s`],
              ['Splice & heat per charge', `Approx ${z2c.cycles} (BU-16)`],
              ['Fibre view', '2 CMOS, 350X (700X)'],
              ['Proof test', '1.96~2.09N'],
              ['Protection sleeve', '60 mm / 40 mm / Nano'],
            ],
          },
          {
            label: 'Programs',
            rows: [
              ['Splice programs', 'Max 300 (40 preset)'],
              ['Heating programs', 'Max 100 (23 preset)'],
            ],
          },
          {
            label: 'Functions',
            rows: [
              ['Splice storage', '200 images, 10k data internal'],
              ['Multi clamp', 'Supports 250 µm, 900 µm, 2/3 mm, drop cable'],
              ['Reversible coating clamps', 'Yes'],
              ['Onboard training video', 'Provided'],
              ['Auto fibre ID', 'SMF/MMF/Other'],
              ['Arc calibration', 'Automatic'],
              ['Display remaining cycles', 'Yes'],
            ],
          },
          {
            label: 'Size / weight',
            rows: [
              ['Size', '128x154x130mm'],
              ['Weight', `${z2c.weightKg.withoutBattery} kg (no battery), ${z2c.weightKg.withBattery} kg (with BU-16)`],
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
        ['Fibre holder', 'FHS-025/LB5', 'Loose buffered 0.9 mm fibre'],
        ...z2cW1cSplicerPartRows,
      ],
      [
        ['Handheld fibre cleaver', 'FC-8R-FC / FC-8R-F', 'Auto blade rotation'],
        ['Fibre cleaver', 'FC-6S-C / FC-6RS-C', 'High precision/Auto-rotation'],
        ...z2cW1cToolRows,
        ['Fibre protection sleeves', 'FPS-1, FPS-40, FPS-61-2.6', '60/40/61 mm'],
      ],
    ),
    basicAccessories: z2cW1cBasicAccessories,
    similar: ['w1c', '82c-plus', 's1v-ultra', 'fc-8r'],
  },
} as const satisfies Product<'sumitomo'>;
