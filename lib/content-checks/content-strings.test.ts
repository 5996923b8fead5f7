/** @jest-environment node */
import { contentStrings } from './content-strings';

describe('content strings', () => {
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

  it('read a product once, by its key, though its own file and its family’s index both hold it', () => {
    const summaries = contentStrings().filter((s) => s.record === 's1v' && s.field === 'summary');
    expect(summaries).toHaveLength(1);
  });

  it('leave addresses out', () => {
    expect(contentStrings().some((s) => /^(\/|https?:)/.test(s.text))).toBe(false);
  });
});
