/** @jest-environment node */
import {
  CHARSET_PREFIX_BYTES,
  charsetDeclarationEnd,
  governedInlineScripts,
  inlineCodeOutsideScripts,
  isGovernedScriptType,
  policyMetaContent,
  inlineStyles,
  withPolicyMeta,
} from './html';

const page = (head: string, body = '') => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('inlineStyles', () => {
  it('returns the text of every inline <style>, in document order', () => {
    expect(inlineStyles(page('<style>a{}</style>', '<noscript><style>b{}</style></noscript>'))).toEqual(['a{}', 'b{}']);
    expect(inlineStyles(page('<link rel="stylesheet" href="/a.css"/>'))).toEqual([]);
  });
});

describe('governedInlineScripts', () => {
  it('returns the text of inline classic scripts, modules and import maps in document order', () => {
    const html = page(
      '<meta charSet="utf-8"/><script>one()</script><script type="module">two()</script>',
      '<script type="text/javascript">three()</script><script type="importmap">{"imports":{}}</script><script id="_R_">four()</script>',
    );
    expect(governedInlineScripts(html)).toEqual(['one()', 'two()', 'three()', '{"imports":{}}', 'four()']);
  });

  it('leaves out external scripts and data blocks such as JSON-LD, which never run', () => {
    const html = page(
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Product"}</script><script type="application/json" id="d">{}</script><script>run()</script>',
    );
    expect(governedInlineScripts(html)).toEqual(['run()']);
  });

  it('keeps the exact text, whitespace and all', () => {
    expect(governedInlineScripts(page('', '<script>\n  a = "</div>";\n</script>'))).toEqual(['\n  a = "</div>";\n']);
  });
});

describe('isGovernedScriptType', () => {
  it.each([null, '', 'text/javascript', 'TEXT/JavaScript; charset=utf-8', 'module', 'importmap', 'speculationrules'])('%p is governed by script-src', (type) => {
    expect(isGovernedScriptType(type)).toBe(true);
  });

  it.each(['application/ld+json', 'application/json', 'text/template', 'text/plain'])('%p is a data block', (type) => {
    expect(isGovernedScriptType(type)).toBe(false);
  });
});

describe('withPolicyMeta', () => {
  const html = page('<meta charSet="utf-8"/><title>T</title>');

  it('puts the policy right after a leading charset declaration, before anything it governs', () => {
    const stamped = withPolicyMeta(html, "default-src 'self'");
    expect(stamped).toContain(`<head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><title>`);
    expect(policyMetaContent(stamped)).toBe("default-src 'self'");
  });

  it('puts the policy first in <head> when the head does not open with the charset', () => {
    const stamped = withPolicyMeta(page('<style>a{}</style><meta charSet="utf-8"/>'), "default-src 'self'");
    expect(stamped).toContain(`<head><meta http-equiv="Content-Security-Policy" content="default-src 'self'"/><style>`);
  });

  it('replaces a policy already there, so stamping twice changes nothing', () => {
    const once = withPolicyMeta(html, "script-src 'self'");
    expect(withPolicyMeta(once, "script-src 'self'")).toBe(once);
    const changed = withPolicyMeta(once, "script-src 'none'");
    expect(changed.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(policyMetaContent(changed)).toBe("script-src 'none'");
  });

  it('escapes the attribute value', () => {
    expect(policyMetaContent(withPolicyMeta(html, 'a "b" & c'))).toBe('a "b" & c');
    expect(withPolicyMeta(html, 'a "b" & c')).toContain('content="a &quot;b&quot; &amp; c"');
  });

  it('refuses a page without a head', () => {
    expect(() => withPolicyMeta('<p>fragment</p>', "default-src 'self'")).toThrow(/no <head>/);
  });
});

describe('inlineCodeOutsideScripts', () => {
  it('finds event-handler attributes and javascript: URLs, which no hash allows', () => {
    const html = page('', '<img src="/a.png" onerror="x()"><a href="javascript:go()">go</a><button ONCLICK=\'y()\'>b</button>');
    expect(inlineCodeOutsideScripts(html)).toHaveLength(3);
  });

  it('passes ordinary markup, including words that merely start with "on" and script text', () => {
    const html = page('<meta name="description" content="one online"/>', '<div data-once="1" class="online">on=</div><script>a.onload=f</script>');
    expect(inlineCodeOutsideScripts(html)).toEqual([]);
  });
});

describe('charsetDeclarationEnd', () => {
  it('is the byte offset where <meta charset> ends', () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/>';
    expect(charsetDeclarationEnd(html)).toBe(Buffer.byteLength(html));
    expect(charsetDeclarationEnd(`<!-- é -->${html}`)).toBe(Buffer.byteLength(`<!-- é -->${html}`));
  });

  it('is null without one; the standard’s limit is 1024 bytes', () => {
    expect(charsetDeclarationEnd('<html><head></head></html>')).toBeNull();
    expect(CHARSET_PREFIX_BYTES).toBe(1024);
  });
});
