/** @jest-environment node */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SCREENSHOT_MAX_BYTES, SHORTCUT_ICON_SIZE } from '@/content/app-manifest';
import { contactAnchors } from '@/content/contact';
import { paths } from '@/content/paths';
import { mark } from '@/lib/brand/mark';
import { routeEntries } from '@/lib/routing/routes';
import manifest from './manifest';

const publicFile = (src: string) => path.join(process.cwd(), 'public', src);

describe('web manifest', () => {
  it('names the company and uses the navy of the mark as theme colour', () => {
    expect(manifest()).toMatchObject({ name: 'Lumora Photonics', short_name: 'Lumora', theme_color: '#0a2146' });
  });

  it('lists 192 and 512 px icons that exist under public/', () => {
    const icons = manifest().icons ?? [];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) expect(existsSync(publicFile(icon.src))).toBe(true);
  });
});

describe('web manifest shortcuts', () => {
  const shortcuts = manifest().shortcuts ?? [];
  const pages = new Set(routeEntries.filter((r) => r.kind !== 'redirect').map((r) => r.path));

  it('opens the planner, the branch finder on the contact page and the field kit', () => {
    expect(shortcuts.map((s) => [s.short_name, s.url])).toEqual([
      ['Planner', paths.planner],
      ['Branches', `${paths.contact}#${contactAnchors.branches}`],
      ['Field kit', paths.fieldKit],
    ]);
  });

  it('opens pages of the route table', () => {
    for (const { url } of shortcuts) {
      const { pathname } = new URL(url, 'https://site.example');
      expect({ url, page: pages.has(pathname) }).toEqual({ url, page: true });
    }
  });

  it('gives each a name, a description and its own 96 px PNG icon under public/', async () => {
    const sources = shortcuts.flatMap((s) => (s.icons ?? []).map((i) => i.src));
    expect(new Set(sources).size).toBe(shortcuts.length);
    for (const shortcut of shortcuts) {
      expect(shortcut.name.length).toBeGreaterThan(0);
      expect(shortcut.description?.length).toBeGreaterThan(0);
      const [icon, ...more] = shortcut.icons ?? [];
      expect(more).toEqual([]);
      expect(icon?.sizes).toBe(`${SHORTCUT_ICON_SIZE}x${SHORTCUT_ICON_SIZE}`);
      const { format, width, height } = await sharp(publicFile(icon!.src)).metadata();
      expect({ src: icon!.src, format, width, height }).toEqual({ src: icon!.src, format: 'png', width: SHORTCUT_ICON_SIZE, height: SHORTCUT_ICON_SIZE });
    }
  });
});

describe('web manifest screenshots', () => {
  const screenshots = manifest().screenshots ?? [];

  it('shows at least one page as a phone shows it and one as a laptop does', () => {
    const formFactors = screenshots.map((s) => s.form_factor);
    expect(formFactors).toEqual(expect.arrayContaining(['narrow', 'wide']));
    for (const { sizes, form_factor, label } of screenshots) {
      const [width, height] = (sizes ?? '').split('x').map(Number);
      expect({ sizes, portrait: height! > width! }).toEqual({ sizes, portrait: form_factor === 'narrow' });
      expect(label?.length).toBeGreaterThan(0);
    }
  });

  it('keeps to what Chrome shows in its install dialog: sides of 320 to 3840 px, the longer at most 2.3 times the shorter', () => {
    for (const { sizes } of screenshots) {
      const [width, height] = (sizes ?? '').split('x').map(Number) as [number, number];
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(320);
      expect(Math.max(width, height)).toBeLessThanOrEqual(3840);
      expect(Math.max(width, height) / Math.min(width, height)).toBeLessThanOrEqual(2.3);
    }
  });

  it('are PNG files under public/ of the size each declares, each under its byte budget', async () => {
    for (const { src, sizes, type } of screenshots) {
      const file = publicFile(src);
      const { format, width, height } = await sharp(file).metadata();
      expect({ src, type, format, sizes: `${width}x${height}` }).toEqual({ src, type: 'image/png', format: 'png', sizes });
      expect(statSync(file).size).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
    }
  });
});

describe('app/icon.svg', () => {
  it('draws the mark geometry of lib/brand/mark.ts, so favicon and header logo match', () => {
    const icon = readFileSync(path.join(process.cwd(), 'app/icon.svg'), 'utf8');
    for (const value of [mark.loop.d, mark.core.d, mark.tile.fill, mark.loop.stroke, mark.light.fill]) expect(icon).toContain(value);
  });
});
