/** @jest-environment node */
import vm from 'node:vm';
import { routeEntries } from '@/lib/routing/routes';
import { CACHE_CONTROL } from './cache';
import { syncSelects, uploadScript, uploadSyncs, viewerRequestFunction } from './cloudfront';
import { HOST_LIMITS } from './limits';
import { planHosting } from './plan';
import { sampleExport } from './sample-export.test-data';

const plan = planHosting(sampleExport());
const source = viewerRequestFunction(plan);

type Request = { uri: string; querystring: Record<string, { value: string; multiValue?: { value: string }[] }> };
type Result = Request | { statusCode: number; headers: { location: { value: string } } };

/** Runs the generated function as CloudFront would: a fresh global scope and a call to handler(event). */
function viewerRequest(uri: string, querystring: Request['querystring'] = {}): Result {
  const context = vm.createContext({});
  vm.runInContext(source, context);
  return vm.runInContext('handler', context)({ request: { uri, querystring } }) as Result;
}

const location = (result: Result) => ('statusCode' in result ? `${result.statusCode} ${result.headers.location.value}` : `uri ${result.uri}`);

describe('CloudFront viewer-request function', () => {
  it('answers every old address of the route table with a 301 to its page', () => {
    const redirects = routeEntries.filter((r) => r.kind === 'redirect');
    expect(redirects.length).toBeGreaterThan(40);
    for (const entry of redirects) expect(location(viewerRequest(entry.path))).toBe(`301 ${entry.to}`);
  });

  it('asks the bucket for the file behind every page’s clean URL', () => {
    for (const entry of routeEntries.filter((r) => r.kind !== 'redirect')) {
      expect(location(viewerRequest(entry.path))).toBe(`uri ${entry.path === '/' ? '/index.html' : `${entry.path}.html`}`);
    }
  });

  it('gives each page one address: no .html, no trailing slash, no /index.html', () => {
    expect(location(viewerRequest('/about.html'))).toBe('301 /about');
    expect(location(viewerRequest('/about/'))).toBe('301 /about');
    expect(location(viewerRequest('/index.html'))).toBe('301 /');
    expect(location(viewerRequest('/'))).toBe('uri /index.html');
  });

  it('keeps the query string on a redirect', () => {
    const query = { product: { value: 'S1V' }, a: { value: '1', multiValue: [{ value: '1' }, { value: '2' }] } };
    expect(location(viewerRequest('/sumitomoproductone', query))).toBe('301 /sumitomo/S1V?product=S1V&a=1&a=2');
  });

  it('passes files through to the bucket, and asks for an unknown clean URL’s .html (the bucket’s 404)', () => {
    for (const uri of ['/_next/static/chunks/0abc.js', '/search-index.json', '/datasheets/s1v.pdf', '/manifest.webmanifest']) {
      expect(location(viewerRequest(uri))).toBe(`uri ${uri}`);
    }
    expect(location(viewerRequest('/no-such-page'))).toBe('uri /no-such-page.html');
  });

  it('stays the same size however many pages there are', () => {
    const many = { ...plan, pages: Array.from({ length: 3000 }, (_, i) => ({ path: `/family/model-${i}`, file: `/family/model-${i}.html` })) };
    expect(viewerRequestFunction(many)).toBe(source);
    expect(() => viewerRequestFunction({ ...plan, pages: [{ path: '/odd.page', file: '/odd.page.html' }] })).toThrow(/clean-URL rule/);
  });

  it('never turns a path into another site’s address', () => {
    expect(location(viewerRequest('//evil.example/'))).toBe('uri //evil.example/');
    expect(location(viewerRequest('//evil.example.html'))).toBe('uri //evil.example.html');
  });

  it('fits CloudFront’s function size limit and uses only ES5 syntax', () => {
    expect(Buffer.byteLength(source)).toBeLessThanOrEqual(HOST_LIMITS.cloudFrontFunctionBytes);
    const code = source.replace(/\/\/.*$/gm, '').replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""');
    expect(code).not.toMatch(/=>|\blet\b|\bconst\b|`|\bclass\b/);
  });
});

describe('S3 upload script', () => {
  const script = uploadScript(plan);

  it('uploads fingerprinted folders immutable and everything else revalidated', () => {
    expect(script).toContain(`--exclude '*' --include '_next/*' --include 'img/*' --exclude '*.br' --exclude '*.gz' \\\n  --cache-control '${CACHE_CONTROL.immutable}'`);
    expect(script.match(new RegExp(`--cache-control '${CACHE_CONTROL.revalidate}'`, 'g'))).toHaveLength(2);
  });

  it('uploads the service worker no-cache, last, and keeps it out of the revalidated sync', () => {
    expect(script).toContain(`--exclude '*.br' --exclude '*.gz' --exclude 'sw.js' \\\n  --cache-control '${CACHE_CONTROL.revalidate}'`);
    expect(script.trimEnd().endsWith(`aws s3 sync "$out" "$bucket" --exclude '*' --include 'sw.js' \\\n  --cache-control '${CACHE_CONTROL.worker}'`)).toBe(true);
  });

  it('has no worker sync for an export without the worker', () => {
    const input = sampleExport();
    const syncs = uploadSyncs(planHosting({ ...input, files: input.files.filter((f) => f !== '/sw.js') }));
    expect(syncs.map((s) => s.cacheControl)).toEqual([CACHE_CONTROL.immutable, CACHE_CONTROL.revalidate, CACHE_CONTROL.revalidate]);
    expect(syncs.flatMap((s) => s.filters).some(([, pattern]) => pattern === 'sw.js')).toBe(false);
  });

  it('declares UTF-8 on pages and leaves out the other hosts’ files', () => {
    expect(script).toContain("--include '*.html' --exclude '_next/*' --exclude 'img/*'");
    expect(script).toContain("--content-type 'text/html; charset=utf-8'");
    expect(script).toContain("--exclude '_headers' --exclude '_redirects'");
  });
});

describe('S3 upload on a listing', () => {
  const syncs = uploadSyncs(plan);
  // An export's listing as the build leaves it, twins included (scripts/postbuild/90-precompress.mts).
  const listing = [
    'index.html',
    'index.html.br',
    'index.html.gz',
    'sumitomo/S1V.html',
    'sumitomo/S1V.html.br',
    '_next/static/chunks/0abc.js',
    '_next/static/chunks/0abc.js.br',
    '_next/static/chunks/0abc.js.gz',
    'img/banners/about-320.cd6ce410.avif',
    'search-index.json',
    'search-index.json.gz',
    'sitemap.xml',
    'datasheets/s1v.pdf',
    'sw.js',
    'sw.js.br',
    'sw.js.gz',
    '_headers',
    '_redirects',
  ];
  const uploads = (file: string) => syncs.filter((sync) => syncSelects(sync, file));

  it('matches as the AWS CLI does: the last matching filter decides, and * crosses folders', () => {
    const sync = { note: '', delete: false, cacheControl: '', filters: [['exclude', '*'], ['include', '_next/*'], ['exclude', '*.br']] as const };
    expect(syncSelects(sync, '_next/static/chunks/a.js')).toBe(true);
    expect(syncSelects(sync, '_next/static/chunks/a.js.br')).toBe(false);
    expect(syncSelects(sync, 'about.html')).toBe(false);
    expect(syncSelects({ ...sync, filters: [] }, 'about.html')).toBe(true);
  });

  it('uploads every file of the site once, with its cache class, and never a twin or a host file', () => {
    const seen = listing.map((file) => ({ file, syncs: uploads(file).map((s) => s.cacheControl) }));
    expect(seen).toEqual([
      { file: 'index.html', syncs: [CACHE_CONTROL.revalidate] },
      { file: 'index.html.br', syncs: [] },
      { file: 'index.html.gz', syncs: [] },
      { file: 'sumitomo/S1V.html', syncs: [CACHE_CONTROL.revalidate] },
      { file: 'sumitomo/S1V.html.br', syncs: [] },
      { file: '_next/static/chunks/0abc.js', syncs: [CACHE_CONTROL.immutable] },
      { file: '_next/static/chunks/0abc.js.br', syncs: [] },
      { file: '_next/static/chunks/0abc.js.gz', syncs: [] },
      { file: 'img/banners/about-320.cd6ce410.avif', syncs: [CACHE_CONTROL.immutable] },
      { file: 'search-index.json', syncs: [CACHE_CONTROL.revalidate] },
      { file: 'search-index.json.gz', syncs: [] },
      { file: 'sitemap.xml', syncs: [CACHE_CONTROL.revalidate] },
      { file: 'datasheets/s1v.pdf', syncs: [CACHE_CONTROL.revalidate] },
      { file: 'sw.js', syncs: [CACHE_CONTROL.worker] },
      { file: 'sw.js.br', syncs: [] },
      { file: 'sw.js.gz', syncs: [] },
      { file: '_headers', syncs: [] },
      { file: '_redirects', syncs: [] },
    ]);
    expect(uploads('index.html')[0]!.contentType).toBe('text/html; charset=utf-8');
  });

  it('writes each sync’s filters into the script in their order', () => {
    const script = uploadScript(plan);
    for (const sync of syncs) expect(script).toContain(sync.filters.map(([kind, p]) => `--${kind} '${p}'`).join(' '));
    expect(script).toContain("--exclude '*.br' --exclude '*.gz'");
  });
});
