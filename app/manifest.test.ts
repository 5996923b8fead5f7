import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { mark } from '@/lib/brand/mark';
import manifest from './manifest';

describe('web manifest', () => {
  it('names the company and uses the navy of the mark as theme colour', () => {
    expect(manifest()).toMatchObject({ name: 'Lumora Photonics', short_name: 'Lumora', theme_color: '#0a2146' });
  });

  it('lists 192 and 512 px icons that exist under public/', () => {
    const icons = manifest().icons ?? [];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of icons) expect(existsSync(path.join(process.cwd(), 'public', icon.src))).toBe(true);
  });
});

describe('app/icon.svg', () => {
  it('draws the mark geometry of lib/brand/mark.ts, so favicon and header logo match', () => {
    const icon = readFileSync(path.join(process.cwd(), 'app/icon.svg'), 'utf8');
    for (const value of [mark.loop.d, mark.core.d, mark.tile.fill, mark.loop.stroke, mark.light.fill]) expect(icon).toContain(value);
  });
});
