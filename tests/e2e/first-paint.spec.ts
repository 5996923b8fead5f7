import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { test, expect } from '@playwright/test';
import { selectorClasses } from '@/build/post-export/first-paint';
import { OUT_DIR, exportedPages, resolveInOut } from './support/out-files';

/*
 * The first paint comes from the HTML and its own stylesheets alone. A
 * client component's markup can be in the HTML before its code loads (a
 * LazyIsland's server render); its styles must be among the page's
 * stylesheets, not only in the lazily loaded chunk's, or the part paints
 * unstyled and jumps when the chunk arrives (and stays unstyled without
 * JavaScript).
 */
test('every class a page’s HTML uses is styled by the page’s own stylesheets, where any stylesheet styles it', () => {
  const chunks = path.join(OUT_DIR, '_next', 'static', 'chunks');
  const styledBy = new Map<string, Set<string>>();
  for (const name of readdirSync(chunks).filter((n) => n.endsWith('.css'))) {
    const href = `/_next/static/chunks/${name}`;
    postcss.parse(readFileSync(path.join(chunks, name), 'utf8')).walkRules((rule) => {
      for (const selector of rule.selectors) for (const name of selectorClasses(selector)) styledBy.set(name, (styledBy.get(name) ?? new Set()).add(href));
    });
  }
  const unstyled: string[] = [];
  for (const pagePath of exportedPages()) {
    const html = readFileSync(resolveInOut(pagePath)!, 'utf8');
    const own = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]!));
    expect(own.size, `${pagePath} links its stylesheets`).toBeGreaterThan(0);
    const classes = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)));
    const missing = [...classes].filter((name) => styledBy.has(name) && ![...styledBy.get(name)!].some((href) => own.has(href)));
    if (missing.length > 0) unstyled.push(`${pagePath}: ${missing.join(' ')}`);
  }
  expect(unstyled).toEqual([]);
});
