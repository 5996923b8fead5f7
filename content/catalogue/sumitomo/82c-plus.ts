import type { Product } from '../types';
import { electrodeLife6000Arcs, lossCell, routes, softwareUpdatesOnline, splicer82BasicAccessories, splicer82DataManagement, splicer82PowerSupply, splicer82Shared, splicerAccessories, splicerModels, splicers, type82m12Specifications } from './shared';

const c82 = splicers['82c-plus'];

export const product = {
  key: '82c-plus',
  family: 'sumitomo',
  model: '82C+',
  title: 'Sumitomo 82C+ Core Alignment Fusion Splicer',
  summary:
    `A fast core-alignment splicer: ${c82.spliceS.quick} s quick splices, ${c82.heatS} s heating, about ${c82.cycles} splice-and-heat cycles per charge and a 5.0-inch touch screen that stays readable outdoors.`,
  tabs: ['all', 'core-fusion-splicer'],
  image: {
    kind: 'illustration',
    spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
    alt: 'Sumitomo 82C+ core alignment fusion splicer',
  },
  models: splicerModels(c82),
  page: {
    ...routes.model('82CPLUS', { numbered: ['five'] }),
    metaDescription:
      `Sumitomo 82C+ core alignment fusion splicer: ${c82.spliceS.quick} s quick splices, ${c82.heatS} s heating, about ${c82.cycles} cycles per charge, 5.0-inch touch screen, attenuation splicing.`,
    banner: `${c82.spliceS.quick} s splices and ${c82.heatS} s heating for crews closing many joints a day.`,
    features: [
      {
        title: 'Short cycle',
        text: `A single-mode G.652 splice takes ${c82.spliceS.quick} s in quick mode and ${c82.spliceS.standard} s in standard mode; the heater shrinks an FPS-61-2.6 sleeve in ${c82.heatS} s.`,
      },
      {
        title: 'Core alignment',
        text: 'Two CMOS cameras give 380X on a single axis (760X zoom) and 270X on both axes, for typical losses of 0.01 dB on SMF and MMF.',
      },
      {
        title: 'Broad fibre support',
        text: 'Splices SMF, MMF, DSF, NZDSF, BIF, CSF (G.654) and EDF with 80 to 150 µm cladding, and can build attenuating splices from 0.1 to 15 dB in 0.1 dB steps.',
      },
      {
        title: 'Power and weight',
        text: `About ${c82.cycles} splice-and-heat cycles per charge of the BU-16 battery and electrodes rated for 6,000 arcs; the 5.0-inch touch screen unit weighs ${c82.weightKg.withoutBattery} kg without battery and ${c82.weightKg.withBattery} kg with it.`,
      },
    ],
    shared: [splicer82Shared],
    highlights: [
      `${c82.spliceS.quick} s quick splice, ${c82.spliceS.standard} s standard`,
      `${c82.heatS} s heating with FPS-61-2.6 sleeves`,
      `About ${c82.cycles} splice-and-heat cycles per charge (BU-16)`,
      'Attenuation splicing from 0.1 to 15 dB',
    ],
    specTables: [
      {
        ...type82m12Specifications,
        title: 'Specifications (type 82M12)',
        note: 'The 82C+ is catalogued with this type 82M12 table; the single-fibre 82C+ figures follow in the next table.',
      },
      {
        title: 'Specifications (82C+)',
        columns: ['Item', '82C+'],
        groups: [
          {
            label: 'Optical fibre requirement',
            rows: [
              ['Material', 'Silica glass'],
              ['Fibre count / profile types', 'Single / SMF (G.652), MMF (G.651), DSF (G.653), NZDSF (G.655), BIF (G.657), CSF (G.654), EDF'],
              ['Fibre diameter', 'Cladding diameter: 80 ~ 150 µm, Coating diameter: 100 ~ 1,000 µm'],
              ['Cleave length', '5 ~ 16 mm with coating clamp'],
            ],
          },
          {
            label: 'Standard performance',
            rows: [
              ['Splice loss (typical)', lossCell(c82.lossDb, { separator: '; ' })],
              ['Return loss (typical)', '60 dB or greater'],
              ['Splice time (typical)', `${c82.spliceS.quick} s (SM G.652 Quick Mode); ${c82.spliceS.standard} s (SM G.652 Std. Mode / Auto Mode)`],
              ['Heating time (typical)', `${c82.heatS} s (FPS-61-2.6 sleeve, S60mm 0.25 Quick Mode)`],
              ['Splice & heat cycles per battery full charge', `Approx. ${c82.cycles} (BU-16)`],
              ['Fibre view & magnification', '2 CMOS cameras, 380× observation (zoom 760× for single-axis), 270× for both X & Y dual-axis view'],
              ['Proof test', '1.96 ~ 2.09 N'],
              ['Applicable protection sleeve', '60 mm, 40 mm & Sumitomo Nano sleeves'],
            ],
          },
          {
            label: 'Programs',
            rows: [
              ['Splice programs', 'Max. 300, 74 are pre-optimised, 226 editable by user'],
              ['Heating programs', 'Max. 100, 27 are pre-optimised, 73 editable by user'],
              ['Splice image capture / splice data storage', '200 images / 10,000 splice data (internal memory). With SD card: e.g. 50,200 images / 20,000 splice data (with 8GB SD card)'],
            ],
          },
          {
            label: 'Functions',
            rows: [
              ['Attenuation splicing', '0.1 dB to 15 dB in 0.1 dB increments'],
              ['Universal clamps', 'Provided - 200 µm, 900 µm tight & loose buffer fibre'],
              ['Reversible coating clamps', 'Provided'],
              ['Dual automatic independent ovens', 'Provided'],
              ['User-selectable oven clamp operation', 'Provided'],
              ['Onboard user training video', 'Provided'],
              ['Automatic fibre identification', 'SMF / MMF / DSF / NZDSF / BIF / Other'],
              ['Automatic arc calibration', 'Automatically compensates for environmental condition changes'],
              ['Display of remaining splice & heat cycles', 'Provided (Battery mode)'],
              ['Wireless LAN connectivity (option)', 'Provided (optional)'],
            ],
          },
          {
            label: 'Size / weight',
            rows: [
              ['Size', '128 (W) x 154 (D) x 130 (H) mm (without anti-shock rubber)'],
              ['Weight', `${c82.weightKg.withoutBattery} kg (without battery) / ${c82.weightKg.withBattery} kg (with battery BU-16)`],
              ['Monitor', '5.0" touch screen colour LCD display'],
            ],
          },
          {
            label: 'Terminals',
            rows: [
              ['DC output', 'DC 12 V (for JR-6+)'],
              ['USB port', 'USB 2.0 (mini-B type)'],
              ['Storage media', 'SD / SDHC memory card MAX 32GB'],
            ],
          },
          splicer82PowerSupply,
          {
            label: 'Operating and storage conditions',
            rows: [
              ['Operating', 'Altitude: 0 ~ 6,000 m; Temperature: -10 ~ +50 °C; Humidity: 0 ~ 95% RH (non-condensing); Wind velocity: up to 15 m/s'],
              ['Storage', 'Temperature: -40 ~ +80 °C; Humidity: 0 ~ 95% RH (non-condensing); Battery: -20 ~ +30 °C (long term)'],
            ],
          },
          electrodeLife6000Arcs,
          softwareUpdatesOnline,
          splicer82DataManagement,
          {
            label: 'Test details',
            rows: [
              ['Shock resistance', 'Drop from 76 cm on 5 faces (excluding top face)'],
              ['Water resistance', 'IPx2 (operates normally after being exposed to water dripping at 3 mm/min for at least 2.5 min on each of 4 surfaces)'],
              ['Dust resistance', 'IP5x (operates normally after 8 hours in a dust chamber containing dust with particle size of 75um or less)'],
            ],
          },
        ],
      },
    ],
    accessories: splicerAccessories(
      [
        ['SumiCloud card', 'WLSD Series', 'For SumiCloud™ connection'],
        ['Fibre holder', 'FHS-025', 'For Φ 0.25 mm single fibre'],
        ['Fibre holder', 'FHS-09', 'For Φ 0.9 mm single fibre'],
        ['Fibre holder', 'FHS-025/LB5', 'For 0.9 mm loose buffered single fibre'],
        ['Fibre holder', 'FHD-1', 'For drop/indoor cable(cable size: typical 2.0 x 3.1 or 2.6 mm)'],
        ['Fibre holder', '1SM-ST', 'For indoor cable (cable size : typical 1.6 × 2.0 mm)'],
        ['Fibre holder', 'FHC-3', 'For 3 mm cable'],
        ['Battery pack', 'BU-16', 'Li-ion 6,400 mAh'],
        ['Battery charger', 'BC-16', '-'],
        ['Car battery cable', 'PCV-16', 'For car battery operation (cigarette socket type)'],
        ['V-groove cleaning brush', 'VGT-2', 'Brush for cleaning V-groove'],
        ['Electrode', 'ER-10', '-'],
      ],
      [
        ['Handheld fibre cleaver', 'FC-8R-FC', 'Automatic blade rotation cleaver with cleave counter'],
        ['Handheld fibre cleaver', 'FC-8R-F', 'Automatic blade rotation cleaver'],
        ['Fibre cleaver', 'FC-6S-C', 'Table-top high precision cleaver'],
        ['Fibre cleaver', 'FC-6RS-C', 'Automatic blade rotation cleaver'],
        ['Jacket remover', 'JR-M03', 'Jacket remover for single fibre'],
        ['Loose tube cutter', 'LTC-01', '-'],
        ['Alcohol dispenser', 'HR-3', '-'],
        ['Fibre protection sleeve', 'FPS-1', '60 mm, diameter after shrink approx. Φ3.2mm'],
        ['Fibre protection sleeve', 'FPS-40', '40 mm, diameter after shrink approx. Φ3.2mm'],
        ['Fibre protection sleeve', 'FPS-61-2.6', '61 mm, diameter after shrink approx. Φ2.6mm'],
      ],
    ),
    basicAccessories: splicer82BasicAccessories,
    similar: ['82m12', 'z2c', 'w1c', 'fc-8r'],
  },
} as const satisfies Product<'sumitomo'>;
