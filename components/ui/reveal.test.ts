import { REVEAL_THRESHOLD, reachedThreshold } from './reveal';

describe('reveal threshold', () => {
  it('is a tenth of the element', () => {
    expect(REVEAL_THRESHOLD).toBe(0.1);
  });

  it('reveals once a tenth is visible, not before', () => {
    expect(reachedThreshold([{ isIntersecting: true, intersectionRatio: 0.1 }])).toBe(true);
    expect(reachedThreshold([{ isIntersecting: true, intersectionRatio: 0.6 }])).toBe(true);
    expect(reachedThreshold([{ isIntersecting: true, intersectionRatio: 0.05 }])).toBe(false);
  });

  it('ignores reports of the element leaving', () => {
    expect(reachedThreshold([{ isIntersecting: false, intersectionRatio: 0 }])).toBe(false);
  });

  it('takes any report in a batch that qualifies', () => {
    expect(
      reachedThreshold([
        { isIntersecting: false, intersectionRatio: 0 },
        { isIntersecting: true, intersectionRatio: 0.2 },
      ]),
    ).toBe(true);
  });
});
