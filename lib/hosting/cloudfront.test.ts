/** @jest-environment node */
import vm from 'node:vm';
import { routeEntries } from '@/lib/routes';
import { CACHE_CONTROL } from './cache';
import { uploadScript, viewerRequestFunction } from './cloudfront';
import { HOST_LIMITS } from './limits';
import { planHosting } from './plan';
import { sampleExport } from './sample-export';

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
    expect(script).toContain(`--exclude '*' --include '_next/*' --include 'img/*' \\\n  --cache-control '${CACHE_CONTROL.immutable}'`);
    expect(script.match(new RegExp(`--cache-control '${CACHE_CONTROL.revalidate}'`, 'g'))).toHaveLength(2);
  });

  it('declares UTF-8 on pages and leaves out the other hosts’ files', () => {
    expect(script).toContain("--include '*.html' --exclude '_next/*' --exclude 'img/*'");
    expect(script).toContain("--content-type 'text/html; charset=utf-8'");
    expect(script).toContain("--exclude '_headers' --exclude '_redirects'");
  });
});
