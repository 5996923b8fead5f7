import { nextIndex, prevIndex, wrapIndex } from './carousel';

describe('carousel index', () => {
  it('wraps forward from the last item to the first', () => {
    expect(nextIndex(3, 4)).toBe(0);
    expect(nextIndex(0, 4)).toBe(1);
  });

  it('wraps back from the first item to the last', () => {
    expect(prevIndex(0, 4)).toBe(3);
    expect(prevIndex(2, 4)).toBe(1);
  });

  it('normalises any integer into range, and a single item stays put', () => {
    expect(wrapIndex(-5, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(nextIndex(0, 1)).toBe(0);
    expect(prevIndex(0, 1)).toBe(0);
  });

  it('refuses an empty carousel', () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
  });
});
