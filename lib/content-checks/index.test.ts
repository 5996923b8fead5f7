/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import type { Product } from '@/content/catalogue/types';
import { currentCatalogue } from '@/lib/catalogue/checks';
import { contentChecks, runContentChecks } from './index';

describe('the content checks', () => {
  it('pass the site’s content as it stands', () => {
    expect(runContentChecks().filter((r) => r.problems.length > 0)).toEqual([]);
  });

  it('name a spec row one cell short in one plain line, and nothing else', () => {
    const catalogue = currentCatalogue();
    const products = catalogue.products.map((p): Product => {
      if (p.key !== 's1v' || !p.page) return p;
      const [first, ...rest] = p.page.specTables;
      const groups = first!.groups.map((g, i) => (i === 2 ? { ...g, rows: [['Splice programs'] as const, ...g.rows.slice(1)] } : g));
      return { ...p, page: { ...p.page, specTables: [{ ...first!, groups }, ...rest] } };
    });
    const failed = runContentChecks({ ...catalogue, products }).filter((r) => r.problems.length > 0);
    expect(failed).toEqual([
      { name: 'spec tables', problems: ['s1v › page.specTables[0] "Specifications" › "Programs" row 1 (Splice programs): 1 cell, the table has 2 columns'] },
    ]);
  });

  it('check addresses first, so a path claimed twice is named before anything reads the route table', () => {
    expect(contentChecks[0]?.name).toBe('addresses');
  });

  it('run before every other build step', () => {
    const steps = readdirSync('scripts/steps').filter((f) => f.endsWith('.mts')).sort();
    expect(steps[0]).toBe('00-content.mts');
    expect(readFileSync('scripts/steps/00-content.mts', 'utf8')).toContain('scripts/check-content.ts');
  });
});
