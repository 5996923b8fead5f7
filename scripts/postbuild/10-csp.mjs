/**
 * Content-Security-Policy per page: hashes every inline script each exported
 * page runs and its inline <style>, and writes the page's policy into a <meta>
 * at the start of <head>, after <meta charset> (lib/hosting/csp.ts builds the policy). Fails on inline code that no
 * hash can allow (event-handler attributes, javascript: URLs), and when the
 * policy pushes a page's <meta charset> past the first 1024 bytes.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OUT_DIR, exportFiles } from '../lib/export-files.mjs';

export async function run() {
  await import('../lib/register-ts.mjs');
  const { documentPolicy, scriptHash, styleHash } = await import('../../lib/hosting/csp.ts');
  const { CHARSET_PREFIX_BYTES, charsetDeclarationEnd, governedInlineScripts, inlineCodeOutsideScripts, inlineStyles, withPolicyMeta } = await import(
    '../../lib/hosting/html.ts'
  );

  const pages = (await exportFiles()).filter((f) => f.endsWith('.html'));
  if (pages.length === 0) throw new Error('no HTML in out/; run next build first');
  let scripts = 0;
  let styles = 0;
  let longest = 0;
  let charsetEnd = 0;
  const problems = [];
  for (const page of pages) {
    const file = path.join(OUT_DIR, page);
    const html = await readFile(file, 'utf8');
    for (const problem of inlineCodeOutsideScripts(html)) problems.push(`${page}: ${problem}`);
    const inline = governedInlineScripts(html);
    scripts += inline.length;
    const inlineStyle = inlineStyles(html);
    styles += inlineStyle.length;
    const policy = documentPolicy(inline.map(scriptHash), undefined, inlineStyle.map(styleHash));
    longest = Math.max(longest, policy.length);
    const stamped = withPolicyMeta(html, policy);
    // The policy comes first, so it pushes the charset declaration along.
    const end = charsetDeclarationEnd(stamped);
    if (end === null) problems.push(`${page}: no <meta charset>`);
    else if (end > CHARSET_PREFIX_BYTES) problems.push(`${page}: <meta charset> ends at byte ${end}, past the first ${CHARSET_PREFIX_BYTES}; the policy before it is ${policy.length} characters`);
    else charsetEnd = Math.max(charsetEnd, end);
    await writeFile(file, stamped);
  }
  if (problems.length > 0) throw new Error(`pages the Content-Security-Policy cannot cover:\n${problems.join('\n')}`);
  return `${pages.length} pages carry their policy; ${scripts} inline scripts and ${styles} inline styles hashed; longest policy ${longest} characters; <meta charset> ends by byte ${charsetEnd}`;
}
