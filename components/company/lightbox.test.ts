import { stepForKey, stepIndex } from './lightbox';

describe('lightbox stepping', () => {
  it('moves forward and back within the set', () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(2, -1, 4)).toBe(1);
  });

  it('wraps from the last picture to the first and back', () => {
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
  });

  it('stays put with an empty set', () => {
    expect(stepIndex(0, 1, 0)).toBe(0);
  });

  it('maps the arrow keys to steps and ignores the rest', () => {
    expect(stepForKey('ArrowRight')).toBe(1);
    expect(stepForKey('ArrowLeft')).toBe(-1);
    expect(stepForKey('ArrowUp')).toBeNull();
    expect(stepForKey('Escape')).toBeNull();
  });
});
