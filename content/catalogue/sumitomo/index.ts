import { site } from '@/content/site';
import { familyTabs, type FamilyContent, type Product } from '../types';
import { productKeys, type ProductKeyOf } from '../keys';
import { product as s1v } from './s1v';
import { product as s1vUltra } from './s1v-ultra';
import { product as z2c } from './z2c';
import { product as w1c } from './w1c';
import { product as product82cPlus } from './82c-plus';
import { product as product82m12 } from './82m12';
import { product as fc8r } from './fc-8r';
import { product as s70 } from './s-70';
import { product as fc7ls } from './fc-7ls';
import { product as sfcs } from './sfcs';
import { product as fc6s } from './fc-6s';
import { product as fc6Series } from './fc-6-series';

export type { SumitomoProductKey } from './shared';

/**
 * Every product by its key, one file each (`<key>.ts`, the key as keys.ts
 * lists it); shared.ts holds the tables and figures two or more of them show.
 * A key in keys.ts with no entry here is a type error. `npm run new:product`
 * writes the file, the import and the entry.
 */
const products = {
  s1v,
  's1v-ultra': s1vUltra,
  z2c,
  w1c,
  '82c-plus': product82cPlus,
  '82m12': product82m12,
  'fc-8r': fc8r,
  's-70': s70,
  'fc-7ls': fc7ls,
  sfcs,
  'fc-6s': fc6s,
  'fc-6-series': fc6Series,
} satisfies Record<ProductKeyOf<'sumitomo'>, Product<'sumitomo'>>;

export const sumitomoContent = {
  family: {
    key: 'sumitomo',
    page: 'sumitomo',
    title: 'Sumitomo Electric Fusion Splicers and Fibre Cleavers',
    shortTitle: 'Sumitomo',
    featuresHeading: 'Features',
    brand: 'Sumitomo Electric',
    metaTitle: 'Sumitomo Fusion Splicers and Fibre Cleavers',
    metaDescription:
      'Sumitomo Electric clad, core and ribbon alignment fusion splicers and handheld or tabletop fibre cleavers, with full specifications, accessories and datasheets.',
    hero: {
      eyebrow: 'Fusion splicing and cleaving',
      lead: `Clad, core and ribbon alignment fusion splicers and handheld or tabletop cleavers from Sumitomo Electric, supplied by ${site.name} with the holders, sleeves, electrodes and batteries that go with them.`,
      image: {
        kind: 'illustration',
        spec: { kind: 'fusion-splicer', alignment: 'core', screenInches: 5.0, fiberCount: 1 },
        alt: 'Sumitomo Electric core alignment fusion splicer',
      },
    },
    tabs: familyTabs.sumitomo,
  },
  products: productKeys.sumitomo.map((key) => products[key]),
} as const satisfies FamilyContent<'sumitomo'>;
