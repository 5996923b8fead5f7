/**
 * The web font from the second view on. A first view paints in the
 * metric-matched fallback and never fetches the font, so the font neither
 * delays the first paint nor shifts it. Once the visitor interacts, the page
 * loads the font in the background (it is not applied to that view) and
 * records it here; from then on a small inline script in <head> marks <html>
 * before the first paint and the font comes from the browser's cache.
 */

/** The localStorage key that says this browser holds the web font. */
export const WEBFONT_STORAGE_KEY = 'webfont';
/** The attribute on <html> that switches the pages to the web font. */
export const WEBFONT_ATTRIBUTE = 'data-webfont';
/** What a visitor does that starts the background load. */
export const WEBFONT_LOAD_EVENTS = ['pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/** The inline <head> script: marks <html> when the font is known to be cached. Storage may be refused; then nothing happens. */
export const WEBFONT_HEAD_SCRIPT = `try{if(localStorage.getItem(${JSON.stringify(WEBFONT_STORAGE_KEY)}))document.documentElement.setAttribute(${JSON.stringify(WEBFONT_ATTRIBUTE)},"")}catch(e){}`;

/** The first family of a CSS font-family list (`"inter", "inter Fallback"` → `inter`). */
export function firstFamily(fontFamily: string): string {
  return (fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
}

/** The family list without its first entry: what a first view paints with. */
export function fallbackFamilies(fontFamily: string): string {
  return fontFamily.split(',').slice(1).join(',').trim();
}

interface FontSetLike {
  forEach(callback: (face: { family: string; status: string; load(): Promise<unknown> }) => void): void;
}

/**
 * Loads the faces of `family` that the page declared but has not used, then
 * records that the browser holds them. Resolves to whether any face loaded.
 */
export async function cacheWebFont(family: string, fonts: FontSetLike, storage: Pick<Storage, 'setItem'>): Promise<boolean> {
  const loads: Promise<unknown>[] = [];
  fonts.forEach((face) => {
    if (face.family.replace(/^["']|["']$/g, '') === family && face.status === 'unloaded') loads.push(face.load());
  });
  if (loads.length === 0) return false;
  await Promise.all(loads);
  try {
    storage.setItem(WEBFONT_STORAGE_KEY, '1');
  } catch {
    // Storage refused (private mode, quota): every view keeps the fallback.
  }
  return true;
}
