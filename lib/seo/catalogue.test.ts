import { getLegacyRedirects } from '@/content/catalogue';
import { catalogueRoutes } from '@/lib/catalogue/routes';
import { catalogueMetadata } from './catalogue';
// That each landing and product page's title and description fit a search result and are its own is a content check
// (lib/content-checks/outputs.ts).
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
