import { site } from '@/content/site';
import { familyTabs, type FamilyContent, type Product } from '../types';
import { productKeys, type ProductKeyOf } from '../keys';
import { gpon16, uplinksOf } from './shared';
import { product as op100p16g } from './op-100p16g';
import { product as op100p8g } from './op-100p8g';
import { product as op100p4g } from './op-100p4g';
import { product as op100p8 } from './op-100p8';
import { product as op100p4 } from './op-100p4';
import { product as op841gwvDgb } from './op-841gwv-dgb';
import { product as op821gwvDgb } from './op821gwv-dgb';
import { product as op821gwvD } from './op821gwv-d';
import { product as op821gwv } from './op821gwv';
import { product as op801gw } from './op801gw';
import { product as op101x } from './op-101x';
import { product as px20Plus4 } from './px20-plus4';
import { product as cPlus4 } from './c-plus4';

export type { PonProductKey } from './shared';

/**
 * Every product by its key, one file each (`<key>.ts`, the key as keys.ts
 * lists it); shared.ts holds the tables and figures two or more of them show.
 * A key in keys.ts with no entry here is a type error. `npm run new:product`
 * writes the file, the import and the entry.
 */
const products = {
  /* GPON OLTs */
  'op-100p16g': op100p16g,
  'op-100p8g': op100p8g,
  /* EPON OLTs */
  'op-100p4g': op100p4g,
  'op-100p8': op100p8,
  'op-100p4': op100p4,
  /* XPON ONTs */
  'op-841gwv-dgb': op841gwvDgb,
  'op821gwv-dgb': op821gwvDgb,
  'op821gwv-d': op821gwvD,
  op821gwv,
  op801gw,
  'op-101x': op101x,
  /* PON SFP modules: cards only */
  'px20-plus4': px20Plus4,
  'c-plus4': cPlus4,
} satisfies Record<ProductKeyOf<'pon'>, Product<'pon'>>;

export const ponContent = {
  family: {
    key: 'pon',
    page: 'pon',
    title: `${site.name} PON Equipment`,
    shortTitle: `${site.name} PON`,
    featuresHeading: 'Features',
    brand: site.name,
    metaDescription: `GPON and EPON OLTs, dual-mode XPON ONTs and PON SFP optics from ${site.name} for ISPs and cable operators building FTTH networks in India.`,
    hero: {
      eyebrow: 'Passive optical networking',
      lead: 'What an operator needs to light a fibre access network: compact 1U GPON and EPON OLTs for exchanges and small equipment rooms, remote and industrial-park sites and shared base-station racks, dual-mode ONTs that register on either PON type, and PON SFP modules.',
      image: {
        kind: 'illustration',
        spec: gpon16.drawing,
        alt: `${site.name} OP-100P16G GPON OLT, a 1U rack unit with ${gpon16.drawing.ponPorts} PON ports and ${uplinksOf(gpon16)} uplinks`,
      },
    },
    tabs: familyTabs.pon,
  },
  products: productKeys.pon.map((key) => products[key]),
} as const satisfies FamilyContent<'pon'>;
