import { CACHE_CONTROL } from './cache';
import { planHosting } from './plan';
import { sampleExport } from './sample-export.test-data';
import { serveConfig } from './serve-config';

const plan = planHosting(sampleExport());
const config = serveConfig(plan);

describe('serve.json', () => {
  it('redirects every old address with a 301', () => {
    expect(config.redirects).toEqual(plan.redirects.map(({ from, to }) => ({ source: from, destination: to, type: 301 })));
  });

  it('serves clean URLs, strips trailing slashes and never lists a folder', () => {
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false, directoryListing: false });
  });

  it('sets the site-wide headers and revalidation first, then immutable Cache-Control for fingerprinted paths and no-cache for the worker', () => {
    const [siteWide, ...later] = config.headers;
    expect(siteWide).toEqual({
      source: '**',
      headers: [...plan.headers, ['Cache-Control', CACHE_CONTROL.revalidate]].map(([key, value]) => ({ key, value })),
    });
    // serve applies matching rules in order, a later value replacing an earlier one.
    expect(later).toEqual([
      { source: '/_next/**', headers: [{ key: 'Cache-Control', value: CACHE_CONTROL.immutable }] },
      { source: '/img/**', headers: [{ key: 'Cache-Control', value: CACHE_CONTROL.immutable }] },
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: CACHE_CONTROL.worker }] },
    ]);
  });

  it('writes no worker rule for an export without the worker', () => {
    const input = sampleExport();
    const sources = serveConfig(planHosting({ ...input, files: input.files.filter((f) => f !== '/sw.js') })).headers.map((rule) => rule.source);
    expect(sources).toEqual(['**', '/_next/**', '/img/**']);
  });
});
