import { site } from '@/content/site';
import { familyTabs, type FamilyContent, type Product } from '../types';
import { productKeys, type ProductKeyOf } from '../keys';
import { ae3100Top, otdrImage, topDynamicRange, wavelengthsOf } from './shared';
import { product as ae3100 } from './ae3100';
import { product as ae1001 } from './ae1001';
import { product as ae3100Dm } from './ae3100-dm';
import { product as ae3100Live } from './ae3100-live';
import { product as ae210 } from './ae210';
import { product as ep310 } from './ep310';
import { product as ls310 } from './ls310';
import { product as ep710 } from './ep710';
import { product as vf10 } from './vf10';

export type { DeviserProductKey } from './shared';

/**
 * Every product by its key, one file each (`<key>.ts`, the key as keys.ts
 * lists it); shared.ts holds the tables and figures two or more of them show.
 * A key in keys.ts with no entry here is a type error. `npm run new:product`
 * writes the file, the import and the entry.
 */
const products = {
  ae3100,
  ae1001,
  'ae3100-dm': ae3100Dm,
  'ae3100-live': ae3100Live,
  ae210,
  ep310,
  ls310,
  ep710,
  vf10,
} satisfies Record<ProductKeyOf<'deviser'>, Product<'deviser'>>;

export const deviserContent = {
  family: {
    key: 'deviser',
    page: 'deviser',
    title: 'Deviser Fibre Test Instruments',
    shortTitle: 'Deviser',
    featuresHeading: 'Features',
    brand: 'Deviser',
    metaDescription:
      'Deviser OTDRs, optical and PON power meters, laser sources, optical multimeters and fault locators for building and maintaining fibre networks.',
    hero: {
      eyebrow: 'Test and measurement',
      lead: `Certify a new build, find a fault on a working link or check the signal at a subscriber's ONT: ${site.name} supplies Deviser OTDRs, power meters, light sources and fault locators for every stage of fibre testing.`,
      image: otdrImage(
        topDynamicRange(ae3100Top),
        wavelengthsOf(ae3100Top),
        'bench',
        'Drawing of a Deviser bench OTDR showing a fibre trace on its touch screen',
      ),
    },
    tabs: familyTabs.deviser,
  },
  products: productKeys.deviser.map((key) => products[key]),
} as const satisfies FamilyContent<'deviser'>;
