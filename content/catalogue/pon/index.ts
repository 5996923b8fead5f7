import { site } from '@/content/site';
import { familyTabs, type FamilyContent, type Product } from '../types';
import { productKeys, type ProductKeyOf } from '../keys';
import { gpon16, uplinksOf, type PonModel } from './shared';
import { product as op100p16g, record as op100p16gRecord } from './op-100p16g';
import { product as op100p8g, record as op100p8gRecord } from './op-100p8g';
import { product as op100p4g, record as op100p4gRecord } from './op-100p4g';
import { product as op100p8, record as op100p8Record } from './op-100p8';
import { product as op100p4, record as op100p4Record } from './op-100p4';
import { product as op841gwvDgb, record as op841gwvDgbRecord } from './op-841gwv-dgb';
import { product as op821gwvDgb, record as op821gwvDgbRecord } from './op821gwv-dgb';
import { product as op821gwvD, record as op821gwvDRecord } from './op821gwv-d';
import { product as op821gwv, record as op821gwvRecord } from './op821gwv';
import { product as op801gw, record as op801gwRecord } from './op801gw';
import { product as op101x, record as op101xRecord } from './op-101x';
import { product as px20Plus4, record as px20Plus4Record } from './px20-plus4';
import { product as cPlus4, record as cPlus4Record } from './c-plus4';

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

/**
 * Each product's record, by key: the OLT, ONT or module as its own file
 * types it, ports and optics included. The link planner reads the ONTs'
 * optics here (content/catalogue/pon/optics.ts); a key without one is a
 * type error.
 */
export const ponRecords = {
  'op-100p16g': op100p16gRecord,
  'op-100p8g': op100p8gRecord,
  'op-100p4g': op100p4gRecord,
  'op-100p8': op100p8Record,
  'op-100p4': op100p4Record,
  'op-841gwv-dgb': op841gwvDgbRecord,
  'op821gwv-dgb': op821gwvDgbRecord,
  'op821gwv-d': op821gwvDRecord,
  op821gwv: op821gwvRecord,
  op801gw: op801gwRecord,
  'op-101x': op101xRecord,
  'px20-plus4': px20Plus4Record,
  'c-plus4': cPlus4Record,
} satisfies Record<ProductKeyOf<'pon'>, PonModel>;

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
