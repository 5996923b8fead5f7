/**
 * Reading and stamping exported HTML for the Content-Security-Policy: which
 * inline scripts a page runs, and the `<meta>` that carries its policy.
 *
 * Next writes well-formed HTML, and a script's text cannot hold `</script>`,
 * so plain patterns read it exactly.
 */

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** Types the browser runs as script, so script-src governs them (HTML spec, "JavaScript MIME type"). */
const JAVASCRIPT_TYPES = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** Inline script types other than classic scripts that script-src also governs. */
const GOVERNED_TYPES = new Set(['module', 'importmap', 'speculationrules']);

/**
 * Whether an inline `<script type>` is executed (or, for import maps and
 * speculation rules, checked against script-src). Anything else, such as
 * `application/ld+json`, is a data block: the browser never runs it and CSP
 * never looks at it, so it needs no hash.
 */
export function isGovernedScriptType(type: string | null): boolean {
  if (type === null) return true;
  const essence = type.split(';')[0]!.trim().toLowerCase();
  return essence === '' || JAVASCRIPT_TYPES.has(essence) || GOVERNED_TYPES.has(essence);
}

/** The text of every inline script the page runs, in document order. */
export function governedInlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    if (!isGovernedScriptType(attribute(attributes, 'type'))) continue;
    texts.push(text);
  }
  return texts;
}

const STYLE = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;

/** The text of every inline <style> element, in document order (style-src governs each). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE)].map(([, , text = '']) => text);
}

/**
 * Inline code that no hash can allow: event-handler attributes and
 * `javascript:` URLs. The post-build step fails when a page has any.
 */
export function inlineCodeOutsideScripts(html: string): string[] {
  const found: string[] = [];
  const outsideScripts = html.replace(SCRIPT, '');
  for (const tag of outsideScripts.matchAll(/<[a-z][^\s>/]*(?:\s[^>]*)?>/gi)) {
    const text = tag[0];
    for (const m of text.matchAll(/\s(on[a-z]+)\s*=/gi)) found.push(`${m[1]} attribute in ${text.slice(0, 80)}`);
    if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(text)) found.push(`javascript: URL in ${text.slice(0, 80)}`);
  }
  return found;
}

const POLICY_META = /<meta\s+http-equiv=(["'])Content-Security-Policy\1[^>]*>/gi;
const HEAD = /<head(?:\s[^>]*)?>/i;

const LEADING_CHARSET = /^\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;

/**
 * The page with its policy in a `<meta>` at the start of `<head>`, before
 * everything it governs: right after the charset declaration when that comes
 * first (it governs nothing, and the parser must meet it within the first
 * 1024 bytes, which a long policy would push it past), else as the first
 * child. A policy already there is replaced, so running the step twice gives
 * the same file.
 */
export function withPolicyMeta(html: string, policy: string): string {
  const stripped = html.replace(POLICY_META, '');
  const head = HEAD.exec(stripped);
  if (!head) throw new Error('no <head> element to carry the Content-Security-Policy');
  const afterHead = head.index + head[0].length;
  const at = afterHead + (LEADING_CHARSET.exec(stripped.slice(afterHead))?.[0].length ?? 0);
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  return stripped.slice(0, at) + meta + stripped.slice(at);
}

/** The policy of a stamped page, or null. */
export function policyMetaContent(html: string): string | null {
  const match = /<meta\s+http-equiv=(["'])Content-Security-Policy\1\s+content="([^"]*)"/i.exec(html);
  return match ? unescapeAttribute(match[2]!) : null;
}

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?(?=\\s|/|$)`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

function unescapeAttribute(value: string): string {
  return value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The HTML standard's limit: the charset declaration ends within the document's first 1024 bytes. */
export const CHARSET_PREFIX_BYTES = 1024;

/** Byte offset where the `<meta charset>` element ends, or null when the page has none. */
export function charsetDeclarationEnd(html: string): number | null {
  const match = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i.exec(html);
  return match ? Buffer.byteLength(html.slice(0, match.index + match[0].length), 'utf8') : null;
}
