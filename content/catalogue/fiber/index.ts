import { site } from '@/content/site';
import { familyTabs, type FamilyContent, type Product } from '../types';
import { productKeys, type ProductKeyOf } from '../keys';
import { product as flatCable } from './flat-cable';
import { product as dropCable } from './drop-cable';
import { product as neo } from './neo';
import { product as gold } from './gold';
import { product as platinum } from './platinum';
import { product as gold8f } from './gold-8f';
import { product as gold12f } from './gold-12f';
import { product as neo2f } from './neo-2f';
import { product as neo4f } from './neo-4f';
import { product as neo8f } from './neo-8f';
import { product as neo12f } from './neo-12f';
import { product as drop2f } from './drop-2f';
import { FIBER_STANDARD, seriesImage } from './series';
import { seriesFacts } from './shared';

export { fibreTests, publishedColourOrders, seriesFacts, type FiberProductKey } from './shared';

/**
 * Every product by its key, one file each (`<key>.ts`, the key as keys.ts
 * lists it); shared.ts holds the tables and figures two or more of them show.
 * A key in keys.ts with no entry here is a type error. `npm run new:product`
 * writes the file, the import and the entry.
 */
const products = {
  'flat-cable': flatCable,
  'drop-cable': dropCable,
  neo,
  gold,
  platinum,
  'gold-8f': gold8f,
  'gold-12f': gold12f,
  'neo-2f': neo2f,
  'neo-4f': neo4f,
  'neo-8f': neo8f,
  'neo-12f': neo12f,
  'drop-2f': drop2f,
} satisfies Record<ProductKeyOf<'fiber'>, Product<'fiber'>>;

export const fiberContent = {
  family: {
    key: 'fiber',
    page: 'fiber',
    title: `${site.name} Optical Fibre Cable`,
    shortTitle: `${site.name} Fibre Cable`,
    featuresHeading: 'Features',
    brand: site.name,
    metaDescription: `${site.name} optical fibre cable from our own factory: flat and drop cables, NEO, Gold and Platinum series from 2 to 24 fibres, all ${FIBER_STANDARD}.`,
    hero: {
      eyebrow: 'Made in our own cable factory',
      lead: `Single-mode cable for every layer of an FTTH network: two-fibre flat and drop cables for subscriber runs, the NEO and Gold single-tube series for access routes, and dual-tube Platinum for up to 24 fibres. Every fibre meets ${FIBER_STANDARD}.`,
      image: seriesImage(seriesFacts.platinum),
    },
    tabs: familyTabs.fiber,
  },
  products: productKeys.fiber.map((key) => products[key]),
} as const satisfies FamilyContent<'fiber'>;
