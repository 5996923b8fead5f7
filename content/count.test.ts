import { countOf, nounFor } from './count';

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
