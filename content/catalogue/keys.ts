/**
 * Every product key, by family, in landing-grid order. Records link to each
 * other by these keys (similar products, popular products, enquiry links),
 * so a misspelt key is a type error. To add a product, add its key here and
 * its record to the family's module; the catalogue tests name a key that has
 * no record.
 */

export const familyKeys = ['sumitomo', 'deviser', 'pon', 'fiber', 'edfa'] as const;
export type FamilyKey = (typeof familyKeys)[number];

export const productKeys = {
  sumitomo: ['s1v', 's1v-ultra', 'z2c', 'w1c', '82c-plus', '82m12', 'fc-8r', 's-70', 'fc-7ls', 'sfcs', 'fc-6s', 'fc-6-series'],
  deviser: ['ae3100', 'ae1001', 'ae3100-dm', 'ae3100-live', 'ae210', 'ep310', 'ls310', 'ep710', 'vf10'],
  pon: [
    'op-100p16g',
    'op-100p8g',
    'op-100p4g',
    'op-100p8',
    'op-100p4',
    'op-841gwv-dgb',
    'op821gwv-dgb',
    'op821gwv-d',
    'op821gwv',
    'op801gw',
    'op-101x',
    'px20-plus4',
    'c-plus4',
  ],
  fiber: ['flat-cable', 'drop-cable', 'neo', 'gold', 'platinum', 'gold-8f', 'gold-12f', 'neo-2f', 'neo-4f', 'neo-8f', 'neo-12f', 'drop-2f'],
  edfa: [
    'ce0416m',
    'ce0419m',
    'ce0819m',
    'ce1619m',
    'mc04',
    'mce0123',
    'ce0416m-osw',
    'ce0419m-osw',
    'ce0819m-osw',
    'ce0423m-osw',
    'ce0823m-osw',
    'ce1619m-osw',
    'pe0819m',
    'pe1619m',
    'pe3219m',
    'pe0819m-osw',
    'pe1619m-osw',
    'pe3219m-osw',
  ],
} as const satisfies Record<FamilyKey, readonly string[]>;

/** The key of a product of family `F`. */
export type ProductKeyOf<F extends FamilyKey> = (typeof productKeys)[F][number];

/** The key of any product in the catalogue. */
export type ProductKey = ProductKeyOf<FamilyKey>;
