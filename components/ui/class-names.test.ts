import { withClass } from './class-names';

describe('withClass', () => {
  it('puts the caller’s class after the component’s own', () => {
    expect(withClass('button', 'mine')).toBe('button mine');
  });

  it('adds nothing for an absent or empty class', () => {
    expect(withClass('button', undefined)).toBe('button');
    expect(withClass('button', '')).toBe('button');
  });

  it('keeps the caller’s class when the component has none (a CSS module in a test)', () => {
    expect(withClass(undefined, 'mine')).toBe('mine');
    expect(withClass('', 'mine')).toBe('mine');
    expect(withClass(undefined, undefined)).toBeUndefined();
  });
});
