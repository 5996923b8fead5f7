import type { Product } from '../types';
import { lossCell, routes, s1vBasicAccessories, s1vSizeWeight, softwareUpdatesOnline, splicerAccessories, splicerModels, splicers } from './shared';

const s1vUltra = splicers['s1v-ultra'];

export const product = {
  key: 's1v-ultra',
  family: 'sumitomo',
  model: 'S1V Ultra',
  title: 'Sumitomo S1V Ultra Active Clad Fusion Splicer',
  summary:
    `A handheld clad-alignment splicer built on the S1V, adding hot-core analysis for splice-loss estimation, a ${s1vUltra.heatS} s heating cycle and optional wireless LAN.`,
  tabs: ['all', 'clad-fusion-splicer'],
  image: {
    kind: 'illustration',
    spec: { kind: 'fusion-splicer', alignment: 'clad', screenInches: 4.3, fiberCount: 1 },
    alt: 'Sumitomo S1V Ultra handheld clad alignment fusion splicer',
  },
  models: splicerModels(s1vUltra),
  page: {
    ...routes.model('S1VULTRA', { numbered: ['two'] }),
    metaDescription:
      `Sumitomo S1V Ultra clad-alignment fusion splicer: hot-core loss estimation, ${s1vUltra.spliceS.quick} s splices, ${s1vUltra.heatS} s heating, 4.3-inch touch screen and optional wireless LAN.`,
    banner: `Clad-alignment splicing with a core-based loss estimate and a ${s1vUltra.heatS} s heater, in a ${s1vUltra.weightKg.withBattery} kg handheld body.`,
    features: [
      {
        title: 'Core-based loss estimate',
        text: 'Hot-core analysing gives a loss estimate for every splice, so a poor joint can be remade before the sleeve goes on.',
      },
      {
        title: 'Short cycle time',
        text: `Splices in ${s1vUltra.spliceS.quick} s in quick mode and heats a sleeve in ${s1vUltra.heatS} s, with typical losses of ${s1vUltra.lossDb.SMF} dB on SMF and ${s1vUltra.lossDb.MMF} dB on MMF.`,
      },
      {
        title: 'Handheld and rugged',
        text: `Measures 126 × 154 × 83 mm and weighs ${s1vUltra.weightKg.withBattery} kg with the BU-17 battery, which lasts about ${s1vUltra.cycles} splice-and-heat cycles; rated IPx2 for water and IP5x for dust.`,
      },
      {
        title: 'Flexible clamping',
        text: 'The clamp takes 250 µm and 900 µm fibre and 2 mm or 3 mm cable, and the heater accepts 60 mm, 40 mm and Sumitomo Nano sleeves.',
      },
      {
        title: 'Programs and records',
        text: '300 splice programs (16 factory-optimised, 284 editable), 100 heating programs (27 and 73), and storage for 200 images and 10,000 splice records.',
      },
      {
        title: 'Wireless option',
        text: 'An optional wireless LAN card (WLSD series) connects the splicer to SumiCloud for sharing splice data.',
      },
    ],
    highlights: [
      'Hot-core analysing for splice-loss estimation',
      `${s1vUltra.spliceS.quick} s splice, ${s1vUltra.heatS} s heating`,
      `About ${s1vUltra.cycles} splice-and-heat cycles per battery (BU-17)`,
      'Optional wireless LAN',
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Item', 'S1V Ultra'],
        groups: [
          {
            label: 'Optical fibre requirement',
            rows: [
              ['Material', 'Silica glass'],
              ['Fibre count / profile types', 'SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)'],
              ['Fibre diameter', 'Cladding: 125 µm, Coating: 250~1000 µm'],
              ['Cleave length', '5–16 mm'],
            ],
          },
          {
            label: 'Standard performance',
            rows: [
              ['Splicing loss', lossCell(s1vUltra.lossDb)],
              ['Return loss', '60 dB or greater'],
              ['Splice time', `${s1vUltra.spliceS.quick} s (Quick mode)`],
              ['Heating time', `${s1vUltra.heatS} s`],
              ['Splice & heat cycles per battery', `~${s1vUltra.cycles} (BU-17)`],
              ['Fibre view & magnification', '2 CMOS, 140X (zoom 370X)'],
              ['Proof test', '1.96~2.09N'],
              ['Applicable protection sleeve', '60 mm, 40 mm, Nano'],
            ],
          },
          {
            label: 'Programs',
            rows: [
              ['Splice programs', 'Max 300, 16 pre-optimised, 284 editable'],
              ['Heating programs', 'Max 100, 27 pre-optimised, 73 editable'],
            ],
          },
          {
            label: 'Functions',
            rows: [
              ['Splice storage', '200 images / 10,000 splice data internal'],
              ['Auto-start', 'Splice/Heating'],
              ['Multi clamp', 'Supports 250 µm, 900 µm, 2 mm, 3 mm cables'],
              ['Heater clamp for connector', 'Provided'],
              ['Automatic arc calibration', 'Yes'],
              ['Core loss estimation', 'Hot core analysing'],
              ['Wireless LAN connectivity (optional)', 'Yes'],
              ['Onboard training video', 'Provided'],
            ],
          },
          s1vSizeWeight,
          {
            label: 'Terminals',
            rows: [
              ['USB port', 'USB 2.0 mini-B'],
              ['Storage media', 'SD / SDHC up to 32GB'],
            ],
          },
          {
            label: 'Power supply',
            rows: [
              ['AC input', '100–240 V 50/60 Hz'],
              ['DC input', '10–15 V'],
              ['Battery pack', 'BU-17 10.8 V 4560 mAh'],
            ],
          },
          {
            label: 'Operating and storage conditions',
            rows: [
              ['Operating', 'Altitude 0–5000 m, Temp -10~+50 °C, Humidity 0–95%, Wind ≤15 m/sec'],
              ['Storage', 'Temp -40~+80 °C, Humidity Max 95%, Battery -20~+30 °C'],
            ],
          },
          {
            label: 'Electrode life',
            rows: [
              ['Rated life', '~6,000 arcs'],
            ],
          },
          softwareUpdatesOnline,
          {
            label: 'Data management',
            rows: [
              ['Splice data', 'Stored, edited, analysed via PC software'],
            ],
          },
          {
            label: 'Test details',
            rows: [
              ['Shock resistance', 'Drop from 76 cm, 5 faces, 4 edges'],
              ['Impact resistance', '2J impact equivalent to 500 g @40 cm'],
              ['Water resistance', 'IPx2'],
              ['Dust resistance', 'IP5x'],
            ],
          },
        ],
      },
    ],
    accessories: splicerAccessories(
      [
        ['SumiCloud card', 'WLSD series', 'For SumiCloud™ connection'],
        ['Battery pack', 'BU-17', 'Li-ion 10.8 V, 4560 mAh'],
        ['Battery charger', 'BC-17', 'For BU-17'],
        ['Car battery cable', 'PC-V25', 'Cigarette socket type'],
        ['V-groove cleaning brush', 'VGT-2', 'Brush for cleaning'],
        ['Electrode', 'ER-17', '-'],
        ['Working tray strap kit', 'WSK-18', 'Hanging kit'],
        ['Tripod adapter', 'TA-18', 'For tripod use'],
        ['USB cable', '-', '-'],
        ['Shoulder belt', '-', '-'],
      ],
      [
        ['Fibre cleaver', 'SFC-S / FC-7LS', 'Tabletop / handheld'],
        ['Jacket remover', 'JR-M03', 'Single fibre'],
        ['Loose tube cutter', 'LTC-01', '-'],
        ['Alcohol dispenser', 'ASB-17', '-'],
        ['Fibre protection sleeves', 'FPS-1', '60 mm shrink'],
        ['Fibre protection sleeves', 'FPS-40', '3.2 mm, 40 mm shrink'],
        ['Fibre protection sleeves', 'FPS-61-2.6', '3.2 mm, 61 mm shrink'],
        ['Fibre protection sleeves', 'FPS-D60', '2.6 mm 60 mm shrink'],
      ],
    ),
    basicAccessories: s1vBasicAccessories,
    similar: ['s1v', 'z2c', '82c-plus', 'fc-8r'],
  },
} as const satisfies Product<'sumitomo'>;
