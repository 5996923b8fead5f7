import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { isTwin } from '@/lib/hosting/precompress';

export const OUT_DIR = path.resolve(__dirname, '../../../out');

/** Every exported HTML page as a URL path ('/', '/about', '/404'), Next's internals left out. */
export function exportedPages(): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        if (name !== '_next') walk(full);
      } else if (name.endsWith('.html')) {
        const rel = path.relative(OUT_DIR, full).replace(/\\/g, '/').replace(/\.html$/, '');
        if (rel === '_not-found' || rel.endsWith('/_not-found')) continue;
        pages.push(rel === 'index' ? '/' : `/${rel.replace(/\/index$/, '')}`);
      }
    }
  };
  walk(OUT_DIR);
  return pages.sort();
}

/** The file a same-origin URL path resolves to in out/, or null. Clean URLs map to `.html`, as the static host does. */
export function resolveInOut(urlPath: string): string | null {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath.split(/[?#]/)[0] ?? '/');
  } catch {
    return null;
  }
  const candidates =
    clean === '/'
      ? ['index.html']
      : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1).replace(/\/$/, '')}/index.html`];
  for (const c of candidates) {
    const full = path.join(OUT_DIR, c);
    if (full.startsWith(OUT_DIR) && existsSync(full) && statSync(full).isFile()) return full;
  }
  return null;
}

/** Every file of the export as a URL path ('/about.html', '/_next/static/…'); its precompressed twins only when asked for. */
export function exportedFiles({ twins = false }: { twins?: boolean } = {}): string[] {
  return readdirSync(OUT_DIR, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => `/${path.relative(OUT_DIR, path.join(e.parentPath, e.name)).split(path.sep).join('/')}`)
    .filter((file) => twins || !isTwin(file))
    .sort();
}
