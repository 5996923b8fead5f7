import { countInWords, countOf, fromWords, inWords, nounFor } from './count';

const port = { one: 'port', other: 'ports' };

describe('counts agree in number', () => {
  it.each([
    [1, '1 port'],
    [0, '0 ports'],
    [2, '2 ports'],
    [18, '18 ports'],
    [1.5, '1.5 ports'],
    [21, '21 ports'],
  ])('%d reads “%s”', (n, text) => {
    expect(countOf(n, port)).toBe(text);
  });

  it('gives the noun alone for sentences that place the number themselves', () => {
    expect(nounFor(1, { one: 'model meets', other: 'models meet' })).toBe('model meets');
    expect(nounFor(3, { one: 'model meets', other: 'models meet' })).toBe('models meet');
  });
});

describe('counts in words', () => {
  it('writes up to twenty in words and more in digits, and reads back what it wrote', () => {
    expect([0, 1, 12, 20, 21, 140].map(inWords)).toEqual(['no', 'one', 'twelve', 'twenty', '21', '140']);
    for (const n of [0, 1, 12, 20, 21, 140]) expect(fromWords(inWords(n))).toBe(n);
    expect(fromWords('Twelve')).toBe(12);
    expect(fromWords('several')).toBeNull();
  });

  it('agrees the noun with the number', () => {
    expect(countInWords(12, port)).toBe('twelve ports');
    expect(countInWords(1, port)).toBe('one port');
  });
});
