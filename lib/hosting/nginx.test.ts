import { CACHE_CONTROL } from './cache';
import { CACHE_VARIABLE, nginxBrotliConf, nginxHttpConf, nginxServerConf } from './nginx';
import { planHosting } from './plan';
import { sampleExport } from './sample-export.test-data';

const plan = planHosting(sampleExport());
const http = nginxHttpConf(plan);
const server = nginxServerConf(plan);

describe('nginx http part', () => {
  it('maps fingerprinted folders to immutable and every other path to revalidate', () => {
    expect(http).toContain(`map $uri ${CACHE_VARIABLE} {`);
    expect(http).toContain(`default "${CACHE_CONTROL.revalidate}";`);
    expect(http).toContain(`~^/_next/ "${CACHE_CONTROL.immutable}";`);
    expect(http).toContain(`~^/img/ "${CACHE_CONTROL.immutable}";`);
  });

  it('maps the service worker to no-cache by its exact path, which wins over every regular expression', () => {
    expect(http).toContain(`    "/sw.js" "${CACHE_CONTROL.worker}";`);
    expect(http.match(new RegExp(`"${CACHE_CONTROL.worker}"`, 'g'))).toHaveLength(1);
    const input = sampleExport();
    const withoutWorker = nginxHttpConf(planHosting({ ...input, files: input.files.filter((f) => f !== '/sw.js') }));
    expect(withoutWorker).not.toContain(CACHE_CONTROL.worker);
  });

  it('names single fingerprinted files exactly, dots and all', () => {
    const input = sampleExport();
    const mixed = planHosting({ ...input, files: [...input.files, '/img/banners/plain.png'] });
    expect(nginxHttpConf(mixed)).toContain(`"/img/banners/about-320.cd6ce410.avif" "${CACHE_CONTROL.immutable}";`);
    expect(nginxHttpConf(mixed)).not.toContain('~^/img/');
  });

  it('escapes folder names in the regular expression', () => {
    const input = sampleExport();
    const dotted = planHosting({ ...input, files: [...input.files, '/v1.2/a.11.js'], imageVariants: new Set([...input.imageVariants, '/v1.2/a.11.js']) });
    expect(nginxHttpConf(dotted)).toContain('~^/v1\\.2/ ');
  });
});

describe('nginx server part', () => {
  it('answers every old address with one 301 to its page, keeping the query', () => {
    for (const { from, to } of plan.redirects) {
      expect(server).toContain(`location = ${from} { return 301 ${to}$is_args$args; }`);
    }
  });

  it('adds every header to every response, errors and redirects included', () => {
    for (const [name, value] of plan.headers) expect(server).toContain(`add_header ${name} "${value}" always;`);
    expect(server).toContain(`add_header Cache-Control ${CACHE_VARIABLE} always;`);
    expect(server.match(/add_header/g)).toHaveLength(plan.headers.length + 1);
  });

  it('serves clean URLs, the 404 page with its status, and hides host files and dot files', () => {
    expect(server).toContain('try_files $uri $uri.html =404;');
    expect(server).toContain('error_page 404 /404.html;');
    expect(server).toContain('location = /_headers { return 404; }');
    expect(server).toContain('location = /_redirects { return 404; }');
    expect(server).toContain('location ~ /\\.(?!well-known/) { return 404; }');
  });

  it('keeps header directives out of locations, where they would drop the server-wide ones', () => {
    const blocks = server.match(/location [^{]+\{[^}]*\}/g) ?? [];
    expect(blocks.length).toBeGreaterThan(plan.redirects.length);
    for (const block of blocks) expect(block).not.toContain('add_header');
  });
});

describe('nginx precompressed twins', () => {
  it('serves the .gz twins from disk in the server part and keeps gzip on the fly for files without one', () => {
    expect(server).toMatch(/^gzip_static on;$/m);
    expect(server).toMatch(/^gzip on;$/m);
    expect(server).toMatch(/^gzip_vary on;$/m);
    expect(server).not.toContain('brotli');
  });

  it('answers a twin asked for by name 404, before the rule that serves files', () => {
    const rule = 'location ~ \\.(br|gz)$ { return 404; }';
    expect(server).toContain(rule);
    expect(server.indexOf(rule)).toBeLessThan(server.indexOf('location / {'));
    // Its expression matches the twins and nothing else.
    const pattern = /\.(br|gz)$/;
    expect(['/index.html.br', '/_next/static/chunks/0abc.js.gz'].every((p) => pattern.test(p))).toBe(true);
    expect(['/index.html', '/brochure', '/datasheets/s1v.pdf', '/gz', '/a.brx'].some((p) => pattern.test(p))).toBe(false);
  });

  it('puts brotli_static in a part of its own, which only a server with the module includes', () => {
    expect(nginxBrotliConf()).toMatch(/^brotli_static on;$/m);
    expect(nginxBrotliConf().split('\n').filter((l) => l && !l.startsWith('#'))).toEqual(['brotli_static on;']);
  });
});
