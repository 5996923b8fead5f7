import { routeEntries } from '@/lib/routing/routes';
import { CACHE_CONTROL } from './cache';
import { HOST_LIMITS } from './limits';
import { planHosting } from './plan';
import { sampleExport } from './sample-export.test-data';
import { headersFile, redirectsFile, staticHostProblems } from './static-hosts';

const plan = planHosting(sampleExport());
const rules = (text: string) => text.split('\n').filter((l) => l !== '' && !l.startsWith('#'));

/** The _headers blocks: pattern → headers. */
function blocks(text: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of rules(text)) {
    if (line.startsWith(' ')) current.push(line.trim());
    else map.set(line, (current = []));
  }
  return map;
}

describe('_redirects', () => {
  it('has one 301 line per redirect entry of the route table, in its order', () => {
    const expected = routeEntries.flatMap((r) => (r.kind === 'redirect' ? [`${r.path} ${r.to} 301`] : []));
    expect(rules(redirectsFile(plan, { force: false }))).toEqual(expected);
  });

  it('forces every rule for Netlify, which would otherwise serve the exported redirect page', () => {
    const lines = rules(redirectsFile(plan, { force: true }));
    expect(lines.length).toBe(plan.redirects.length);
    for (const line of lines) expect(line).toMatch(/^\/\S+ \/\S+ 301!$/);
  });
});

describe('_headers', () => {
  const text = headersFile(plan);
  const parsed = blocks(text);

  it('sends every security header on every path', () => {
    expect(parsed.get('/*')).toEqual(plan.headers.map(([name, value]) => `${name}: ${value}`));
  });

  it('sets Cache-Control only on the immutable paths and the service worker, so no two rules give one path two values', () => {
    const withCacheControl = [...parsed].filter(([, headers]) => headers.some((h) => h.startsWith('Cache-Control:')));
    expect(withCacheControl).toEqual([
      ['/_next/*', [`Cache-Control: ${CACHE_CONTROL.immutable}`]],
      ['/img/*', [`Cache-Control: ${CACHE_CONTROL.immutable}`]],
      ['/sw.js', [`Cache-Control: ${CACHE_CONTROL.worker}`]],
    ]);
  });

  it('writes no worker rule for an export without the worker', () => {
    const input = sampleExport();
    const withoutWorker = blocks(headersFile(planHosting({ ...input, files: input.files.filter((f) => f !== '/sw.js') })));
    expect([...withoutWorker.keys()]).toEqual(['/*', '/_next/*', '/img/*']);
  });
});

describe('host limits', () => {
  it('the site’s files fit Cloudflare Pages: static redirects, header rules, line lengths', () => {
    const redirects = redirectsFile(plan, { force: false });
    const headers = headersFile(plan);
    expect(staticHostProblems(redirects, headers)).toEqual([]);
    expect(rules(redirects).length).toBeLessThanOrEqual(HOST_LIMITS.staticRedirects);
    expect([...blocks(headers).keys()].length).toBeLessThanOrEqual(HOST_LIMITS.headerRules);
  });

  it('names each limit a file breaks', () => {
    const manyRedirects = Array.from({ length: HOST_LIMITS.staticRedirects + 1 }, (_, i) => `/old${i} /new 301`).join('\n');
    const longLine = `/a /${'b'.repeat(HOST_LIMITS.redirectLineLength)} 301`;
    const manyHeaderRules = Array.from({ length: HOST_LIMITS.headerRules + 1 }, (_, i) => `/p${i}\n  X-A: b`).join('\n');
    const problems = staticHostProblems(`${manyRedirects}\n${longLine}\n/x/* /y 301`, manyHeaderRules);
    expect(problems.some((p) => p.includes(`Cloudflare Pages takes ${HOST_LIMITS.staticRedirects}`))).toBe(true);
    expect(problems.some((p) => p.includes(`over ${HOST_LIMITS.redirectLineLength} characters`))).toBe(true);
    expect(problems.some((p) => p.includes('not static: /x/*'))).toBe(true);
    expect(problems.some((p) => p.includes(`Cloudflare Pages takes ${HOST_LIMITS.headerRules}`))).toBe(true);
  });

  it('catches a _headers file pushed over the rule limit by folders that mix fingerprinted and plain files', () => {
    const input = sampleExport();
    const folders = Array.from({ length: 120 }, (_, i) => `/img/set${i}`);
    const files = [...input.files, ...folders.flatMap((f) => [`${f}/a.11.avif`, `${f}/plain.png`])];
    const imageVariants = new Set([...input.imageVariants, ...folders.map((f) => `${f}/a.11.avif`)]);
    const big = planHosting({ ...input, files, imageVariants });
    expect(staticHostProblems(redirectsFile(big, { force: false }), headersFile(big))).toEqual([
      `_headers has ${1 + big.immutable.length + big.workers.length} rules; Cloudflare Pages takes ${HOST_LIMITS.headerRules}`,
    ]);
  });
});
