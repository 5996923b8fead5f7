import { getFamilies, getLegacyRedirects, getPagedProducts } from '@/content/catalogue';
import { catalogueRoutes } from '@/lib/catalogue/routes';
import { catalogueMetadata, familyTitle, productTitle } from './catalogue';
import { DESCRIPTION_LENGTH, MAX_TITLE_LENGTH, documentTitle } from './metadata';

const pages = [
  ...getFamilies().map((f) => ({ key: f.key, title: familyTitle(f), description: f.metaDescription })),
  ...getPagedProducts().map((p) => ({ key: p.key, title: productTitle(p), description: p.page.metaDescription })),
];

describe('catalogue titles and descriptions', () => {
  it.each(pages.map((p) => [p.key, p] as const))('%s fits search results', (_, page) => {
    expect(documentTitle(page).length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(page.description.length).toBeGreaterThanOrEqual(DESCRIPTION_LENGTH.min);
    expect(page.description.length).toBeLessThanOrEqual(DESCRIPTION_LENGTH.max);
  });

  it('gives every landing and product page its own title and description', () => {
    const repeated = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(repeated(pages.map((p) => p.title))).toEqual([]);
    expect(repeated(pages.map((p) => p.description))).toEqual([]);
  });

  it('never writes one sentence with only the name swapped in', () => {
    // Strip models, figures and units: what is left of two descriptions should not be the same sentence.
    const skeleton = (d: string) => d.replace(/[A-Z0-9][\w+~.-]*\d[\w+~.-]*|\d[\d.,/–×-]*|\b(dBm|dB|nm|mm|km|kg|N|F)\b/g, '#').replace(/\s+/g, ' ');
    const skeletons = pages.map((p) => skeleton(p.description));
    const shared = skeletons.filter((s, i) => skeletons.indexOf(s) !== i);
    expect(shared).toEqual([]);
  });
});

describe('catalogueMetadata', () => {
  it('gives a product page its own share picture, a self canonical and a large card', () => {
    const route = catalogueRoutes.find((r) => r.kind === 'product')!;
    const meta = catalogueMetadata(route);
    expect(meta.alternates?.canonical).toMatch(new RegExp(`${route.path}$`));
    expect(JSON.stringify(meta.openGraph)).toMatch(/\/og\/[\w-]+-\w+\.png/);
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(meta.robots).toBeUndefined();
  });

  it('keeps a redirect page out of the index and points its canonical at the new page', () => {
    const redirect = getLegacyRedirects()[0]!;
    const route = catalogueRoutes.find((r) => r.path === redirect.from)!;
    const meta = catalogueMetadata(route);
    expect(meta.robots).toEqual({ index: false, follow: true });
    expect(meta.alternates?.canonical).toMatch(new RegExp(`${redirect.to.replace(/[+]/g, '\\+')}$`));
  });
});
