import { editDistance, rankOf, shortenUnions, suggestionFor } from './typecheck-messages';

describe('typecheck messages', () => {
  it('counts the edits between two keys', () => {
    expect(editDistance('z2x', 'z2c')).toBe(1);
    expect(editDistance('w1c', 'w1c')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('s1v-ultra', 's1v')).toBe(6);
  });

  it('suggests the nearest allowed key for a misspelt one, and nothing for a key far from all', () => {
    const keys = ['s1v', 's1v-ultra', 'z2c', 'w1c', 'fc-6s', 'fc-6-series'];
    expect(suggestionFor('z2x', keys)).toEqual({ value: 'z2x', nearest: 'z2c', allowed: 6 });
    expect(suggestionFor('FC-6S', keys)?.nearest).toBe('fc-6s');
    expect(suggestionFor('op-100p16g', keys)).toEqual({ value: 'op-100p16g', nearest: null, allowed: 6 });
    expect(suggestionFor('z2c', keys)).toBeNull();
  });

  it('puts content records first and tests last', () => {
    const files = ['content/catalogue/sumitomo.test.ts', 'app/page.tsx', 'lib/routing/routes.ts', 'content/catalogue/sumitomo.ts', 'tests/e2e/seo.spec.ts'];
    expect([...files].sort((a, b) => rankOf(a) - rankOf(b))).toEqual([
      'content/catalogue/sumitomo.ts',
      'lib/routing/routes.ts',
      'app/page.tsx',
      'content/catalogue/sumitomo.test.ts',
      'tests/e2e/seo.spec.ts',
    ]);
  });

  it('cuts a long union to its first four members and a count of the rest', () => {
    const message = `Type '"z2x"' is not assignable to type '"s1v" | "s1v-ultra" | "z2c" | "w1c" | "82c-plus" | "82m12" | ... 47 more ... | "pe3219m-osw"'.`;
    expect(shortenUnions(message)).toBe(`Type '"z2x"' is not assignable to type '"s1v" | "s1v-ultra" | "z2c" | "w1c" | … 50 more'.`);
    expect(shortenUnions(`type '"a" | "b"'`)).toBe(`type '"a" | "b"'`);
  });
});
