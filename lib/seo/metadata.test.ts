import { site } from '@/content/site';
import { documentTitle, pageMetadata } from './metadata';
import { defaultShareImage } from './share-images';

describe('pageMetadata', () => {
  const meta = pageMetadata({ path: '/about', kind: 'page', title: 'About Us', description: 'A page about the company and what it makes.' });

  it('links the canonical and the Open Graph URL to the page itself, absolutely', () => {
    expect(meta.alternates?.canonical).toBe(new URL('/about', site.baseUrl).href);
    expect(meta.openGraph).toMatchObject({ url: new URL('/about', site.baseUrl).href });
  });

  it('carries the whole Open Graph and Twitter set, with the default picture when the page has none', () => {
    const share = defaultShareImage();
    expect(meta.openGraph).toMatchObject({
      type: 'website',
      locale: 'en_IN',
      siteName: site.legalName,
      title: 'About Us',
      images: [{ url: share.path, width: 1200, height: 630, alt: share.alt, type: 'image/png' }],
    });
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image', title: 'About Us', images: [{ url: share.path }] });
  });

  it('keeps an unindexed page out of results without a canonical of its own', () => {
    const hidden = pageMetadata({ path: '/thank-you', kind: 'page', title: 'Thank You', description: 'x', indexed: false });
    expect(hidden.robots).toEqual({ index: false, follow: true });
    expect(hidden.alternates).toBeUndefined();
  });

  it('writes the page type, never the URL, for reports to name the page by', () => {
    expect(meta.other).toEqual({ 'page-type': 'page' });
    expect(pageMetadata({ path: '/', kind: 'page', title: 'Home', description: 'x' }).other).toEqual({ 'page-type': 'home' });
    expect(pageMetadata({ path: '/x/y', kind: 'product', title: 'P', description: 'x' }).other).toEqual({ 'page-type': 'product' });
  });

  it('lets a page opt out of the site-name suffix', () => {
    expect(pageMetadata({ path: '/', kind: 'page', title: 'Whole title', description: 'x', absoluteTitle: true }).title).toEqual({ absolute: 'Whole title' });
    expect(documentTitle({ title: 'Whole title', absoluteTitle: true })).toBe('Whole title');
    expect(documentTitle({ title: 'About Us' })).toBe(`About Us | ${site.name}`);
  });
});
