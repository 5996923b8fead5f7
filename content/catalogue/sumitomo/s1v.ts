import type { Product } from '../types';
import { electrodeLife6000Arcs, lossCell, routes, s1vBasicAccessories, s1vSizeWeight, softwareUpdatesOnline, splicerAccessories, splicerModels, splicers } from './shared';

const s1v = splicers.s1v;

export const product = {
  key: 's1v',
  family: 'sumitomo',
  model: 'S1V',
  title: 'Sumitomo S1V Active Clad Fusion Splicer',
  summary:
    `A compact handheld clad-alignment splicer for FTTH drop and indoor cable work, with a typical single-mode splice loss of ${s1v.lossDb.SMF} dB and a ${s1v.spliceS.quick} s quick-mode splice.`,
  tabs: ['all', 'clad-fusion-splicer'],
  image: {
    kind: 'illustration',
    spec: { kind: 'fusion-splicer', alignment: 'clad', screenInches: 4.3, fiberCount: 1 },
    alt: 'Sumitomo S1V handheld clad alignment fusion splicer',
  },
  models: splicerModels(s1v),
  page: {
    ...routes.model('S1V', { numbered: ['one'] }),
    metaDescription:
      `Sumitomo S1V handheld clad-alignment fusion splicer: ${s1v.lossDb.SMF} dB typical SMF loss, ${s1v.spliceS.quick} s splices, 4.3-inch touch screen and electrodes rated for 6,000 arcs.`,
    banner: `Handheld clad-alignment splicing for FTTH crews: ${s1v.spliceS.quick} s splices and about ${s1v.cycles} splice-and-heat cycles per battery.`,
    features: [
      {
        title: 'One clamp for most jobs',
        text: 'The universal clamp holds 250 µm and 900 µm fibre, 2 mm and 3 mm cord and drop cable, so a crew spends less time swapping holders between drops.',
      },
      {
        title: 'Quick splice and heat',
        text: `A single-mode G.652 splice takes ${s1v.spliceS.quick} s in quick mode and an FPS-61-2.6 sleeve shrinks in ${s1v.heatS} s, with typical losses of ${s1v.lossDb.SMF} dB on SMF and ${s1v.lossDb.MMF} dB on MMF.`,
      },
      {
        title: 'A full shift on one battery',
        text: `The BU-17 pack gives about ${s1v.cycles} splice-and-heat cycles per battery charge, and the electrodes are rated for 6,000 arcs before they need replacing.`,
      },
      {
        title: 'Touch screen with on-board help',
        text: 'A 4.3-inch colour touch screen with built-in training videos and a help guide, so newer technicians can check a step without leaving the splice.',
      },
      {
        title: 'Room for your own settings',
        text: 'Up to 300 splice programs (16 factory-optimised, 284 editable) and 100 heating programs (23 factory-optimised, 77 editable).',
      },
      {
        title: 'Made for outdoor work',
        text: 'Passes a 76 cm drop test, is rated IPx2 for water and IP5x for dust, and splices from -10 to +50 °C, up to 5,000 m and in wind up to 15 m/s.',
      },
      {
        title: 'Records and updates',
        text: 'Keeps 200 splice images and 10,000 records internally, more on an SD/SDHC card of up to 32 GB; software updates and remote diagnosis work over the internet.',
      },
    ],
    highlights: [
      `${s1v.lossDb.SMF} dB typical single-mode splice loss`,
      `${s1v.spliceS.quick} s splice in quick mode`,
      `About ${s1v.cycles} splice-and-heat cycles per battery (BU-17)`,
      `4.3-inch touch screen, ${s1v.weightKg.withBattery} kg with battery`,
    ],
    specTables: [
      {
        title: 'Specifications',
        columns: ['Item', 'S1V'],
        groups: [
          {
            label: 'Optical fibre requirement',
            rows: [
              ['Material', 'Silica glass'],
              ['Fibre count / profile types', 'Single / SMF(G.652), MMF(G.651), DSF(G.653), NZDSF(G.655), BIF(G.657)'],
              ['Fibre diameter', 'Cladding diameter: 125 µm, Coating diameter: 250 ~ 1,000 µm'],
              ['Cleave length', '5 to 16 mm for single fibre'],
            ],
          },
          {
            label: 'Standard performance',
            rows: [
              ['Splicing loss (typical)', lossCell(s1v.lossDb)],
              ['Return loss (typical)', '60 dB or greater'],
              ['Splice time (typical)', `${s1v.spliceS.quick} s (SM G.652 Quick Mode)`],
              ['Heating time (typical)', `${s1v.heatS} s (FPS-61-2.6 sleeve, S60mm 0.25 Mode)`],
              ['Splice & heat cycles per battery charge', `Approx. ${s1v.cycles} (BU-17)`],
              ['Fibre view & magnification', '2 CMOS cameras, 140X (370X zoom)'],
              ['Proof test', '1.96 ~ 2.09N'],
              ['Applicable protection sleeve', '60 mm, 40 mm & Sumitomo Nano sleeves'],
            ],
          },
          {
            label: 'Programs',
            rows: [
              ['Splice programs', 'Max. 300, 16 pre-optimised, 284 editable'],
              ['Heating programs', 'Max. 100, 23 pre-optimised, 77 editable'],
            ],
          },
          {
            label: 'Functions',
            rows: [
              ['Splice image capture / storage', '200 images / 10,000 splice data (internal), 50,200 / 20,000 (with 16GB SD)'],
              ['Auto-start', 'Splice/Heating'],
              ['Multi clamp', '250 µm, 900 µm, 2/3 mm cord, drop cable supported'],
              ['Heater clamp for connector', 'Provided, for 3.5 mm round drop cable'],
              ['Automatic arc calibration', 'Compensates for environmental changes'],
              ['Onboard training video', 'Provided'],
              ['Onboard help guide', 'Provided'],
            ],
          },
          s1vSizeWeight,
          {
            label: 'Terminals',
            rows: [
              ['USB port', 'USB 2.0 (mini-B)'],
              ['Storage media', 'SD / SDHC Max 32GB'],
            ],
          },
          {
            label: 'Power supply',
            rows: [
              ['AC input', 'AC 100 ~240 V'],
              ['DC input', 'DC 10 ~ 15 V'],
              ['Battery pack', 'Li-ion 10.8 V, 4,560 mAh'],
            ],
          },
          {
            label: 'Operating and storage conditions',
            rows: [
              ['Operating', 'Altitude 0–5000 m, Temp -10~+50 °C, Humidity 0–95%, Wind ≤15 m/s'],
              ['Storage', 'Temp -40~+80 °C, Humidity 0–95%, Battery -20~+30 °C'],
            ],
          },
          electrodeLife6000Arcs,
          softwareUpdatesOnline,
          {
            label: 'Data management',
            rows: [
              ['Splice data', 'Stored, edited & analysed with PC software'],
            ],
          },
          {
            label: 'Test details',
            rows: [
              ['Shock resistance', 'Drop from 76 cm on 5 faces, 4 edges, bottom corners'],
              ['Impact resistance', '2J impact (500 g at 40 cm)'],
              ['Water resistance', 'IPx2'],
              ['Dust resistance', 'IP5x'],
            ],
          },
        ],
      },
    ],
    accessories: splicerAccessories(
      [
        ['Battery pack', 'BU-17', 'Li-ion 10.8 V, 4,560 mAh'],
        ['Battery charger', 'BC-17', 'For BU-17'],
        ['Car battery cable', 'PC-V25', 'Cigarette socket type'],
        ['V-groove cleaning brush', 'VGT-2', 'Brush for cleaning'],
        ['Electrode', 'ER-17', '-'],
        ['Working tray strap kit', 'WSK-18', 'Neck hanging kit'],
        ['Tripod adapter', 'TA-18', 'For tripod use'],
        ['USB cable', '-', '-'],
        ['Shoulder belt', '-', '-'],
      ],
      [
        ['Fibre cleaver', 'SFC-S / FC-7LS', 'Tabletop / handheld'],
        ['Jacket remover', 'JR-M03', 'Single fibre'],
        ['Loose tube cutter', 'LTC-01', '-'],
        ['Alcohol dispenser', 'ASB-17', '-'],
        ['Fibre protection sleeve', 'FPS-1', '60 mm shrink'],
        ['Fibre protection sleeve', 'FPS-40', '3.2 mm, 40 mm shrink'],
        ['Fibre protection sleeve', 'FPS-61-2.6', '3.2 mm, 61 mm shrink'],
        ['Fibre protection sleeve', 'FPS-D60', '2.6 mm 60 mm for drop cables'],
      ],
    ),
    basicAccessories: s1vBasicAccessories,
    similar: ['s1v-ultra', 'z2c', 'w1c', 'fc-8r'],
  },
} as const satisfies Product<'sumitomo'>;
