import { alignSpecs } from './align';
import { FOLD_QUERY, foldSameRows } from './fold';

describe('foldSameRows', () => {
  it('folds each section’s rows that are the same for every model, and keeps the others in order', () => {
    const sections = alignSpecs([
      [{ title: 'S', rows: [['A', '1'], ['B', '1'], ['C', '1'], ['D', 'x']] }, { title: 'T', rows: [['E', '1']] }],
      [{ title: 'S', rows: [['A', '1'], ['B', '2'], ['C', '1']] }, { title: 'T', rows: [['E', '1']] }],
    ]);
    const folded = foldSameRows(sections);
    expect(folded.map((s) => [s.title, s.rows.map((r) => r.label), s.same.map((r) => r.label)])).toEqual([
      ['S', ['B', 'D'], ['A', 'C']],
      ['T', [], ['E']],
    ]);
  });

  it('folds at 640 px and narrower, as issue 41 asks for phones', () => {
    // The spec's fixed figure.
    expect(FOLD_QUERY).toBe('(width <= 640px)');
  });
});
