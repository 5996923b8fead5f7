/** @jest-environment node */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { productKeys } from '@/content/catalogue/keys';
import { contentModules, contentStrings } from './content-strings';

function contentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return contentFiles(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** content/catalogue/<family>/<key>.ts: read through the family's index, whose products name each one. */
const productFiles = new Set(Object.entries(productKeys).flatMap(([family, keys]) => keys.map((key) => `content/catalogue/${family}/${key}.ts`)));

describe('content strings', () => {
  it('read every content module, so a new one is never left unchecked', () => {
    expect(Object.keys(contentModules).sort()).toEqual(contentFiles('content').filter((file) => !productFiles.has(file)).sort());
  });

  it('name a product’s text by its key and field, and a table cell by table, row and column', () => {
    const strings = contentStrings();
    expect(strings).toContainEqual(expect.objectContaining({ record: 's1v', field: 'summary' }));
    const cell = strings.find((s) => s.record === 'ce0416m' && s.field.includes('"Noise Figure"') && s.field.endsWith('› Value'));
    expect(cell).toEqual({ record: 'ce0416m', field: 'page.specTables[0] "Specifications" › "Noise Figure" › Value', text: '< 5.0 dB' });
  });

  it('name a module’s own text by file and export, and a branch by its key', () => {
    const strings = contentStrings();
    expect(strings).toContainEqual(expect.objectContaining({ record: 'content/site.ts', field: 'site.tagline' }));
    expect(strings).toContainEqual(expect.objectContaining({ record: 'new-delhi', field: 'address' }));
  });

  it('leave addresses out', () => {
    expect(contentStrings().some((s) => /^(\/|https?:)/.test(s.text))).toBe(false);
  });
});
