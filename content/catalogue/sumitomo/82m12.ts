import type { Product } from '../types';
import { m82, m82Ribbon, routes, splicer82BasicAccessories, splicer82Shared, splicerAccessories, splicerModels, type82m12Specifications } from './shared';

/** '1, 2, 4 and 12' */
const andList = (ns: readonly number[]): string => `${ns.slice(0, -1).join(', ')} and ${ns.at(-1)}`;

export const product = {
  key: '82m12',
  family: 'sumitomo',
  model: '82M12',
  title: 'Sumitomo 82M12 Ribbon Fusion Splicer',
  summary:
    `A mass fusion splicer that joins single fibres or ribbons of up to ${m82Ribbon} fibres with 125 µm cladding, for backbone, data-centre and high-density FTTx work.`,
  tabs: ['all', 'ribbon-fusion-splicer'],
  image: {
    kind: 'illustration',
    spec: { kind: 'fusion-splicer', alignment: 'ribbon', screenInches: 5.0, fiberCount: 12 },
    alt: 'Sumitomo 82M12 ribbon fusion splicer with a 12-fibre ribbon in its holders',
  },
  models: splicerModels(m82),
  page: {
    ...routes.model('82M12'),
    metaDescription:
      `Sumitomo 82M12 ribbon fusion splicer for ${Math.min(...m82.fibreCounts)} to ${m82Ribbon} fibres: a ${m82Ribbon}-fibre ribbon splices in ${m82.spliceS.quick} s and heats in ${m82.heatS} s; 5.0-inch touch screen, 300 splice programs.`,
    banner: 'Joins a 12-fibre ribbon in one pass, where a single-fibre splicer needs twelve.',
    features: [
      {
        title: 'Ribbon or single fibre',
        text: `Fibre counts of ${andList(m82.fibreCounts)} with 125 µm cladding; ribbons 200 to 400 µm thick and single-fibre coatings from 200 to 900 µm.`,
      },
      {
        title: 'Cycle time',
        text: `A ${m82Ribbon}-fibre ribbon splices in ${m82.spliceS.quick} s in quick mode or ${m82.spliceS.standard} s in standard mode, and its 40 mm FPS-6 sleeve heats in ${m82.heatS} s; the maker gives no single-fibre time for the 82M12. Our older catalogue printed the single-fibre 82C+’s ${m82.olderCatalogue.spliceS} s splice and ${m82.olderCatalogue.heatS} s heating for it instead.`,
      },
      {
        title: 'Battery and build',
        text: `About ${m82.cycles} splice-and-heat cycles per charge of the BU-16 battery, electrodes rated for 1,500 arcs, and a 5.0-inch touch screen; ${m82.weightKg.withoutBattery} kg without battery, ${m82.weightKg.withBattery} kg with it, as the maker’s 82M12 table gives them.`,
      },
      {
        title: 'Ribbon tools',
        text: 'FHM ribbon holders from 2 to 12 fibres, the PCH-12A pitch-changing holder and the JR-6+ hot jacket remover, which runs from the splicer’s 12 V DC output.',
      },
    ],
    shared: [splicer82Shared],
    highlights: [
      `Fibre counts ${m82.fibreCounts.join(', ')}`,
      `${m82Ribbon}-fibre ribbon: ${m82.spliceS.quick} s quick splice, ${m82.heatS} s heating`,
      `Typical splice loss ${m82.lossDb.SMF} dB on single-mode fibre`,
      `About ${m82.cycles} splice-and-heat cycles per charge (BU-16)`,
    ],
    specTables: [
      type82m12Specifications,
    ],
    accessories: splicerAccessories(
      [
        ['SumiCloud card', 'WLSD series', 'For SumiCloud™ connection'],
        ['Fibre holder', 'FHS-025', 'For Φ0.25 mm single fibre'],
        ['Fibre holder', 'FHS-09', 'For Φ0.9 mm single fibre'],
        ['Fibre holder', 'FHD-1', 'For drop and indoor cable (single fibre)'],
        ['Fibre holder', 'FHC-3', 'For 3 mm cable'],
        ['Fibre holder', 'Lynx2-UML-S', 'For Φ3 mm cord and Φ0.9 mm single fibre'],
        ['Ribbon holder', 'FHM-2', 'For 2-fibre ribbon'],
        ['Ribbon holder', 'FHM-4', 'For 4-fibre ribbon'],
        ['Ribbon holder', 'FHM-5', 'For 5-fibre ribbon'],
        ['Ribbon holder', 'FHM-6', 'For 6-fibre ribbon'],
        ['Ribbon holder', 'FHM-8', 'For 8-fibre ribbon'],
        ['Ribbon holder', 'FHM-10', 'For 10-fibre ribbon'],
        ['Ribbon holder', 'FHM-12', 'For 12-fibre ribbon'],
        ['Pitch-changing holder', 'PCH-12A', 'Changes 200 µm to 250 µm pitch on pliable fibre ribbon'],
        ['Battery pack', 'BU-16', 'Li-ion 6,400 mAh'],
        ['Battery charger', 'BC-16', 'For BU-16'],
        ['Car battery cable', 'PCV-16', 'For car battery operation (cigarette socket type)'],
        ['Electrodes', 'ER-10', 'Spare electrodes'],
        ['V-groove cleaning jig', 'VGT-2', 'Brush for cleaning the V-groove'],
      ],
      [
        ['Handheld fibre cleaver', 'FC-8R-FC', 'Automatic blade rotation cleaver with cleave counter'],
        ['Handheld fibre cleaver', 'FC-8R-F', 'Automatic blade rotation cleaver'],
        ['Tabletop fibre cleaver', 'FC-6M-C', 'High-precision tabletop cleaver'],
        ['Tabletop fibre cleaver', 'FC-6RM-C', 'Automatic blade rotation cleaver'],
        ['Fibre arrangement tool', 'OFA-01', 'Glue-free fibre arrangement tool'],
        ['Jacket remover', 'JR-M03', 'For single fibre'],
        ['Hot jacket remover', 'JR-6+', 'For ribbon fibre'],
        ['Alcohol dispenser', 'HR-3', '-'],
        ['Fibre protection sleeve', 'FPS-1', '60 mm, for single fibre; approx. Φ3.2 mm after shrink'],
        ['Fibre protection sleeve', 'FPS-40', '40 mm, for single fibre; approx. Φ3.2 mm after shrink'],
        ['Fibre protection sleeve', 'FPS-5', '40 mm, for single fibre and ribbon up to 8 fibres'],
        ['Fibre protection sleeve', 'FPS-6', '40 mm, for single fibre and ribbon up to 12 fibres'],
        ['Fibre protection sleeve', 'FPS-D60', '60 mm, for single-fibre drop and indoor cable'],
      ],
    ),
    basicAccessories: splicer82BasicAccessories,
    similar: ['82c-plus', 'w1c', 'fc-8r', 'fc-6-series'],
  },
} as const satisfies Product<'sumitomo'>;
