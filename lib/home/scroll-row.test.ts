import { SCROLL_END_TOLERANCE_PX, cardStep, scrollArrows } from './scroll-row';

describe('scroll row arrows', () => {
  const row = { scrollWidth: 1200, clientWidth: 400 };

  it('treats 4 px from an end as the end', () => {
    expect(SCROLL_END_TOLERANCE_PX).toBe(4);
  });

  it('disables the left arrow within 4 px of the start', () => {
    expect(scrollArrows({ ...row, scrollLeft: 0 }).canPrev).toBe(false);
    expect(scrollArrows({ ...row, scrollLeft: 4 }).canPrev).toBe(false);
    expect(scrollArrows({ ...row, scrollLeft: 5 }).canPrev).toBe(true);
  });

  it('disables the right arrow within 4 px of the end', () => {
    expect(scrollArrows({ ...row, scrollLeft: 800 }).canNext).toBe(false);
    expect(scrollArrows({ ...row, scrollLeft: 796 }).canNext).toBe(false);
    expect(scrollArrows({ ...row, scrollLeft: 795 }).canNext).toBe(true);
  });

  it('enables both arrows in the middle', () => {
    expect(scrollArrows({ ...row, scrollLeft: 400 })).toEqual({ overflows: true, canPrev: true, canNext: true });
  });

  it('reports no overflow when the row fits, or overflows by no more than the tolerance', () => {
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 400, clientWidth: 400 })).toEqual({
      overflows: false,
      canPrev: false,
      canNext: false,
    });
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 404, clientWidth: 400 }).overflows).toBe(false);
    expect(scrollArrows({ scrollLeft: 0, scrollWidth: 405, clientWidth: 400 }).overflows).toBe(true);
  });
});

describe('cardStep', () => {
  it('is a card plus the gap after it', () => {
    expect(cardStep(280, 16)).toBe(296);
  });

  it('ignores a gap the browser could not resolve', () => {
    expect(cardStep(280, Number.NaN)).toBe(280);
  });
});
