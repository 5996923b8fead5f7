import type { Product as ProductLd, PropertyValue, WithContext } from 'schema-dts';
import { branches } from '@/content/branches';
import { getFamilies, getPagedProducts, getProduct, getProducts, hasPage, type PagedProduct } from '@/content/catalogue';
import type { SpecTable } from '@/content/catalogue/types';
import { educationalPage } from '@/content/educational';
import { getVideo } from '@/content/media/videos';
import { site } from '@/content/site';
import { productTrail } from '@/lib/nav/breadcrumbs';
import { serializeJsonLd } from './json-ld';
import {
  breadcrumbList,
  collectionPage,
  isoDuration,
  localBusiness,
  organization,
  postalCodeOf,
  facetProperties,
  productNode,
  specProperties,
  videoObject,
  webSite,
} from './structured-data';

function paged(key: string): PagedProduct {
  const product = getProduct(key);
  if (!product || !hasPage(product)) throw new Error(`${key} has no page`);
  return product;
}

/** A node's fields, for reading values back without re-stating schema-dts's unions. */
const fields = (node: unknown) => node as Record<string, unknown>;

const asList = <T,>(value: T | readonly T[] | undefined): readonly T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value as T]);

describe('facetProperties', () => {
  it('carries each key figure as a typed property: a number with its unit code, options as values, never a bound as a value', () => {
    const ce = facetProperties(paged('ce0416m'));
    expect(ce).toContainEqual(expect.objectContaining({ '@type': 'PropertyValue', propertyID: 'outputPower', name: 'Output per port', value: 16.5, unitCode: 'DBM', unitText: 'dBm' }));
    expect(ce).toContainEqual(expect.objectContaining({ propertyID: 'outputs', value: 4, unitText: 'ports' }));
    expect(ce).toContainEqual(expect.objectContaining({ propertyID: 'dualInput', value: false }));
    expect(ce).toContainEqual(expect.objectContaining({ propertyID: 'line', value: 'CATV' }));
    const pe = facetProperties(paged('pe1619m'));
    // The PE table's "13, 14 or 16 dBm": options, not a span, and qualified by the card's own rating.
    expect(pe).toContainEqual(expect.objectContaining({ propertyID: 'outputPower', value: [13, 14, 16], unitCode: 'DBM', description: expect.stringContaining('As the maker states it') }));
    expect(pe.some((p) => fields(p).propertyID === 'housing')).toBe(false);
  });

  it('spans a figure that differs across a series’ models with minValue and maxValue, and writes "under 2 kg" as maxValue', () => {
    const series = facetProperties(paged('ae3100'));
    expect(series).toContainEqual(expect.objectContaining({ propertyID: 'dynamicRange1550', minValue: 30, maxValue: 43, unitCode: '2N' }));
    const weight = series.find((p) => fields(p).propertyID === 'weight')!;
    expect(weight).toEqual(expect.objectContaining({ maxValue: 2, unitCode: 'KGM', description: 'Less than the maximum: < 2 kg' }));
    expect(fields(weight).value).toBeUndefined();
    expect(series.filter((p) => fields(p).propertyID === 'dynamicRange1550')).toHaveLength(1);
  });

  it('puts the key figures first in every product page’s additionalProperty, numeric wherever the facet is a number', () => {
    for (const product of getPagedProducts()) {
      const properties = asList(fields(productNode(product)).additionalProperty as PropertyValue | PropertyValue[]).map(fields);
      const figures = properties.filter((p) => p.propertyID !== undefined);
      expect({ key: product.key, figures: figures.length }).toEqual({ key: product.key, figures: facetProperties(product).length });
      for (const p of figures) {
        const numeric = [p.value, p.minValue, p.maxValue].some((v) => typeof v === 'number' || (Array.isArray(v) && v.every((n) => typeof n === 'number')));
        if (p.unitText !== undefined) expect({ key: product.key, p, numeric }).toMatchObject({ numeric: true });
      }
    }
  });
});

describe('productNode', () => {
  it('type-checks as a schema.org Product', () => {
    // The annotations are the test (npm run typecheck): schema-dts rejects a misspelt property or a wrong value type.
    const node: ProductLd = productNode(paged('s1v'));
    const document: WithContext<ProductLd> = { '@context': 'https://schema.org', ...(node as Extract<ProductLd, { '@type': 'Product' }>) };
    expect(document).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', model: 'S1V' });
  });

  it.each(getPagedProducts().map((p) => [p.key, p] as const))('%s holds every spec-table cell as a property', (_, product) => {
    const node = fields(productNode(product));
    // The key figures come first (facetProperties); every spec-table cell follows, as text.
    const properties = (node.additionalProperty as PropertyValue[]).filter((p) => fields(p).propertyID === undefined);
    const cells = product.page.specTables.flatMap((t) => t.groups.flatMap((g) => g.rows.flatMap(([, ...values]) => values)));
    expect(properties.map((p) => fields(p).value)).toEqual(cells);
  });

  it('names the model, brand, maker, category and pictures from the record', () => {
    const node = fields(productNode(paged('op-100p16g')));
    expect(node).toMatchObject({
      name: 'OP-100P16G 16-Port GPON OLT',
      model: 'OP-100P16G',
      brand: { '@type': 'Brand', name: site.name },
      manufacturer: { '@type': 'Organization', name: site.companyName },
      category: 'GPON OLT',
    });
    const images = node.image as string[];
    expect(images[0]).toMatch(/^https?:\/\/.+\/illustrations\/olt-\w+\.svg$/);
    expect(images[1]).toMatch(/^https?:\/\/.+\/og\/op-100p16g-\w+\.png$/);
  });

  it('credits a partner brand to the partner', () => {
    const node = fields(productNode(paged('ae3100')));
    expect(node.brand).toEqual({ '@type': 'Brand', name: 'Deviser' });
    expect(node.manufacturer).toMatchObject({ '@type': 'Organization', name: 'Deviser' });
  });

  it('relates the four similar products by name and URL', () => {
    const product = paged('s1v');
    const related = fields(productNode(product)).isRelatedTo as Record<string, unknown>[];
    expect(related.map((r) => r.url)).toEqual(product.page.similar.map((key) => expect.stringContaining(paged(key).page.route)));
  });

  it('invents nothing commercial', () => {
    const text = serializeJsonLd(getPagedProducts().map(productNode));
    for (const word of ['offers', 'price', 'aggregateRating', 'review']) expect(text).not.toContain(`"${word}"`);
  });
});

describe('specProperties', () => {
  const table: SpecTable = {
    title: 'Cleavers',
    columns: ['Parameter', 'FC-6M', 'FC-6S'],
    groups: [{ label: 'Blade', rows: [['Blade life', '48,000', '60,000']] }],
  };

  it('names a per-model cell after its row and column', () => {
    expect(specProperties(table)).toEqual([
      { '@type': 'PropertyValue', name: 'Blade life (FC-6M)', value: '48,000', description: 'Cleavers: Blade' },
      { '@type': 'PropertyValue', name: 'Blade life (FC-6S)', value: '60,000', description: 'Cleavers: Blade' },
    ]);
  });

  it('names a one-value row after its row alone', () => {
    const single: SpecTable = { title: 'Specs', columns: ['Parameter', 'Value'], groups: [{ rows: [['Weight', '1 kg']] }] };
    expect(specProperties(single)).toEqual([{ '@type': 'PropertyValue', name: 'Weight', value: '1 kg', description: 'Specs' }]);
  });
});

describe('breadcrumbList', () => {
  it('matches the visible trail: same names, same order, absolute URLs', () => {
    const product = paged('z2c');
    const trail = productTrail(product);
    const list = fields(breadcrumbList(trail));
    const items = list.itemListElement as Record<string, unknown>[];
    expect(items.map((i) => i.name)).toEqual(trail.map((c) => c.label));
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
    expect(items.at(-1)?.item).toBe(new URL(product.page.route, site.baseUrl).href);
  });
});

describe('collectionPage', () => {
  it.each(getFamilies().map((f) => [f.key, f] as const))('%s lists its products in page order', (_, family) => {
    const page = fields(collectionPage(family));
    const list = page.mainEntity as Record<string, unknown>;
    const items = list.itemListElement as { position: number; item: { name: string } }[];
    expect(items.map((i) => i.item.name)).toEqual(getProducts(family.key).map((p) => p.title));
    expect(items.map((i) => i.position)).toEqual(items.map((_, i) => i + 1));
    expect(list.numberOfItems).toBe(items.length);
  });
});

describe('organization and webSite', () => {
  it('gives the company its legal name, logo, head-office contact point and profiles', () => {
    const org = fields(organization());
    expect(org.legalName).toBe(site.legalName);
    expect(org.contactPoint).toMatchObject({ '@type': 'ContactPoint', email: branches[0]!.email });
    expect(org.sameAs).toEqual(expect.arrayContaining(site.social.filter((s) => s.kind === 'youtube').map((s) => s.href)));
    expect(org.sameAs).not.toEqual(expect.arrayContaining([expect.stringContaining('wa.me')]));
  });

  it('offers the search page as a search action with an unencoded placeholder', () => {
    const action = fields(webSite()).potentialAction as Record<string, Record<string, string>>;
    expect(action.target?.urlTemplate).toBe(`${new URL('/search', site.baseUrl).href}?query={search_term_string}`);
    expect(action['query-input']).toBe('required name=search_term_string');
  });
});

describe('localBusiness', () => {
  it.each(branches.map((b) => [b.key, b] as const))('%s has an address with its PIN, coordinates, phone and e-mail', (_, branch) => {
    const node = fields(localBusiness(branch));
    expect(node.address).toMatchObject({ '@type': 'PostalAddress', addressLocality: branch.city, addressCountry: 'IN' });
    expect(node.geo).toEqual({ '@type': 'GeoCoordinates', latitude: branch.lat, longitude: branch.lon });
    expect(asList(node.telephone as string | string[])).toEqual(branch.mobiles.map((m) => m.replace(/[^\d+]/g, '')));
    expect(node.email).toBe(branch.email);
  });

  it('reads the six-digit PIN at the end of an address and refuses an address without one', () => {
    expect(postalCodeOf('Anna Salai, Chennai, Tamil Nadu 600018')).toBe('600018');
    expect(() => postalCodeOf('Somewhere without a code')).toThrow(/PIN/);
  });
});

describe('videoObject', () => {
  it.each([educationalPage.featured.video, ...educationalPage.watchNext.videos].map((k) => [k] as const))(
    '%s on the educational page has every field a video result needs',
    (key) => {
      const node = fields(videoObject(getVideo(key)));
      for (const field of ['name', 'description', 'thumbnailUrl', 'uploadDate', 'duration', 'contentUrl']) expect(node[field]).toBeTruthy();
      expect(node.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    },
  );

  it('takes a home card’s own words over the clip’s', () => {
    const node = fields(videoObject(getVideo('tutorial-power-on'), { title: 'Card title', description: 'Card text.' }));
    expect(node).toMatchObject({ name: 'Card title', description: 'Card text.' });
  });

  it('refuses a clip with nothing to describe it', () => {
    expect(() => videoObject(getVideo('tile-utility'))).toThrow(/description/);
  });
});

describe('isoDuration', () => {
  it('writes hours, minutes and seconds as ISO 8601', () => {
    expect(isoDuration(75)).toBe('PT1M15S');
    expect(isoDuration(23.5)).toBe('PT23.5S');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(() => isoDuration(0)).toThrow();
  });
});

it.each(getFamilies().map((f) => [f.key, f] as const))('%s products name a maker: the company itself or a partner', (_, family) => {
  for (const product of getPagedProducts(family.key)) {
    expect(fields(productNode(product)).manufacturer).toMatchObject({ '@type': 'Organization', name: expect.any(String) });
  }
});
