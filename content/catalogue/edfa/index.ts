import { site } from '@/content/site';
import { productKeys } from '../keys';
import { familyTabs, type FamilyContent } from '../types';
import { product as ce0416m } from './ce0416m';
import { product as ce0419m } from './ce0419m';
import { product as ce0819m } from './ce0819m';
import { product as ce1619m } from './ce1619m';
import { product as mc04 } from './mc04';
import { product as mce0123 } from './mce0123';
import { product as ce0416mOsw } from './ce0416m-osw';
import { product as ce0419mOsw } from './ce0419m-osw';
import { product as ce0819mOsw } from './ce0819m-osw';
import { product as ce0423mOsw } from './ce0423m-osw';
import { product as ce0823mOsw } from './ce0823m-osw';
import { product as ce1619mOsw } from './ce1619m-osw';
import { product as pe0819m } from './pe0819m';
import { product as pe1619m } from './pe1619m';
import { product as pe3219m } from './pe3219m';
import { product as pe0819mOsw } from './pe0819m-osw';
import { product as pe1619mOsw } from './pe1619m-osw';
import { product as pe3219mOsw } from './pe3219m-osw';
import { edfaImage, edfaProduct, type EdfaEntry, type EdfaModel, type EdfaProductKey } from './shared';

export { switchSizes, type EdfaProductKey } from './shared';

/**
 * Every EDFA entry by its key, one file each (`<key>.ts`, the key as keys.ts
 * lists it); shared.ts holds the tables and figures two or more of them show.
 * A key in keys.ts with no entry here is a type error. `npm run new:product`
 * writes the file, the import and the entry.
 */
const entries = {
  ce0416m,
  ce0419m,
  ce0819m,
  ce1619m,
  mc04,
  mce0123,
  'ce0416m-osw': ce0416mOsw,
  'ce0419m-osw': ce0419mOsw,
  'ce0819m-osw': ce0819mOsw,
  'ce0423m-osw': ce0423mOsw,
  'ce0823m-osw': ce0823mOsw,
  'ce1619m-osw': ce1619mOsw,
  pe0819m,
  pe1619m,
  pe3219m,
  'pe0819m-osw': pe0819mOsw,
  'pe1619m-osw': pe1619mOsw,
  'pe3219m-osw': pe3219mOsw,
} satisfies Record<EdfaProductKey, EdfaEntry>;

/** Every EDFA model in landing order: the CATV range row of each page lists them. */
const models = productKeys.edfa.map((key) => entries[key].model);

/** A product's model as its own record rates it: its landing card's outputs, power, line and inputs. */
export const edfaModelOf = (key: EdfaProductKey): EdfaModel => entries[key].model;

export const edfaContent = {
  family: {
    key: 'edfa',
    page: 'edfa',
    title: `${site.name} EDFA Optical Amplifiers`,
    shortTitle: `${site.name} EDFA`,
    featuresHeading: 'Key Features',
    brand: site.name,
    metaDescription: `${site.name} EDFAs for CATV and PON: 1U CE amplifiers with 4 to 16 outputs, PE amplifiers that join video to PON traffic, dual-input switch models and minis.`,
    hero: {
      eyebrow: 'CATV and WDM optical amplifiers',
      lead: 'Erbium-doped fibre amplifiers that lift a 1550 nm video feed, either across 4, 8 or 16 outputs on their own (CE series) or joined on every output to the traffic of an OLT (PE series). Dual-input models add an optical switch for a protected feed, and mini units serve small nodes.',
      image: edfaImage(pe1619m.model, 'Front panel of an EDFA with sixteen outputs'),
    },
    tabs: familyTabs.edfa,
  },
  products: productKeys.edfa.map((key) => edfaProduct(entries[key], models)),
} as const satisfies FamilyContent<'edfa'>;
