/** @jest-environment node */
import { createHash } from 'node:crypto';
import { site } from '@/content/site';
import { osmEmbedUrl } from '@/lib/contact/map';
import { youtubeEmbedUrl } from '@/lib/media/youtube';
import { documentDirectives, documentPolicy, headerDirectives, headerPolicy, policySources, scriptHash, styleHash } from './csp';

const directive = (directives: ReturnType<typeof documentDirectives>, name: string) => directives.find(([n]) => n === name)?.slice(1);

describe('policy sources', () => {
  it('frames exactly the origins of the map and video embed URLs the site builds', () => {
    const { frames } = policySources();
    expect(frames).toEqual([new URL(osmEmbedUrl(28.6, 77.2)).origin, new URL(youtubeEmbedUrl('abcDEF12_-x')).origin]);
  });

  it('lets forms post to the enquiry endpoint’s origin, read from the site settings', () => {
    expect(policySources().forms).toEqual([new URL(site.enquiryEndpoint).origin]);
    expect(policySources({ enquiryEndpoint: 'https://forms.example.net/f/abc', vitalsEndpoint: null }).forms).toEqual([
      'https://forms.example.net',
    ]);
  });

  it('adds the vitals endpoint’s origin only when one is set, and nothing for a same-origin path', () => {
    expect(policySources({ enquiryEndpoint: site.enquiryEndpoint, vitalsEndpoint: null }).connect).toEqual([]);
    expect(policySources({ enquiryEndpoint: site.enquiryEndpoint, vitalsEndpoint: 'https://rum.example.org/v1' }).connect).toEqual([
      'https://rum.example.org',
    ]);
    expect(policySources({ enquiryEndpoint: site.enquiryEndpoint, vitalsEndpoint: '/vitals' }).connect).toEqual([]);
  });
});

describe('document policy', () => {
  const hashes = [scriptHash('b()'), scriptHash('a()'), scriptHash('a()')];
  const directives = documentDirectives(hashes);

  it('allows scripts from the site and the page’s own inline scripts by hash, never unsafe-inline or unsafe-eval', () => {
    const scripts = directive(directives, 'script-src')!;
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1)).toEqual([scriptHash('a()'), scriptHash('b()')].sort());
    expect(documentPolicy(hashes)).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('allows the page’s inline styles by hash only, and style attributes', () => {
    expect(directive(directives, 'style-src')).toEqual(["'self'"]);
    const withStyles = documentDirectives([], undefined, [styleHash('b{}'), styleHash('a{}'), styleHash('a{}')]);
    expect(directive(withStyles, 'style-src')).toEqual(["'self'", ...[styleHash('a{}'), styleHash('b{}')].sort()]);
    expect(styleHash('a{}')).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
    expect(directive(withStyles, 'style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(documentPolicy([], undefined, [styleHash('a{}')])).not.toMatch(/style-src [^;]*unsafe/);
  });

  it('defaults to self and names every outside origin it allows', () => {
    expect(directive(directives, 'default-src')).toEqual(["'self'"]);
    expect(directive(directives, 'frame-src')).toEqual(policySources().frames);
    expect(directive(directives, 'form-action')).toEqual(["'self'", ...policySources().forms]);
    expect(directive(directives, 'connect-src')).toEqual(["'self'", ...policySources().connect]);
    expect(directive(directives, 'object-src')).toEqual(["'none'"]);
    expect(directive(directives, 'base-uri')).toEqual(["'self'"]);
  });

  it('runs workers from the site only: the service worker, never a blob: or outside one', () => {
    expect(directive(directives, 'worker-src')).toEqual(["'self'"]);
    expect(documentPolicy(hashes)).toContain("; worker-src 'self';");
    expect(documentPolicy(hashes)).not.toMatch(/worker-src[^;]*(unsafe|blob:|data:|\*)/);
  });

  it('follows a changed enquiry endpoint', () => {
    const sources = policySources({ enquiryEndpoint: 'https://mail.example.com/send', vitalsEndpoint: null });
    expect(documentPolicy([], sources)).toContain("form-action 'self' https://mail.example.com;");
  });

  it('carries nothing a <meta> policy ignores', () => {
    const names = directives.map(([name]) => name);
    for (const headerOnly of ['frame-ancestors', 'report-uri', 'sandbox']) expect(names).not.toContain(headerOnly);
  });
});

describe('header policy', () => {
  it('forbids framing the site and pins base, objects, form targets and workers', () => {
    expect(headerDirectives()).toEqual([
      ['frame-ancestors', "'none'"],
      ['base-uri', "'self'"],
      ['object-src', "'none'"],
      ['form-action', "'self'", new URL(site.enquiryEndpoint).origin],
      ['worker-src', "'self'"],
    ]);
    expect(headerPolicy()).toBe(
      `frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self' ${new URL(site.enquiryEndpoint).origin}; worker-src 'self'`,
    );
  });

  it('never narrows the page policy: each directive both carry has the same sources in both', () => {
    const page = new Map(documentDirectives([]).map(([name, ...sources]) => [name, sources]));
    for (const [name, ...sources] of headerDirectives()) if (page.has(name)) expect({ name, sources }).toEqual({ name, sources: page.get(name) });
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the UTF-8 text, quoted as a CSP source', () => {
    const text = 'self.__next_f.push([1,"é"])';
    expect(scriptHash(text)).toBe(`'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`);
  });

  it('hashes the text after the HTML parser’s line-break normalisation', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(scriptHash('a();\nb();\nc();'));
  });
});
