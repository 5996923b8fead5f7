import { SWIPE_REWIND_THRESHOLD_PX, createSwipeTracker } from './swipe';

describe('swipe tracker', () => {
  it('turns a swipe up into forward steps by the distance travelled so far', () => {
    const swipe = createSwipeTracker();
    swipe.start(500);
    expect(swipe.move(490)).toEqual({ kind: 'forward', deltaY: 10 });
    expect(swipe.move(420)).toEqual({ kind: 'forward', deltaY: 80 });
  });

  it('rewinds once per swipe down, after the threshold', () => {
    const swipe = createSwipeTracker();
    swipe.start(300);
    expect(swipe.move(300 + SWIPE_REWIND_THRESHOLD_PX - 1)).toBeNull();
    expect(swipe.move(300 + SWIPE_REWIND_THRESHOLD_PX)).toEqual({ kind: 'rewind' });
    expect(swipe.move(500)).toBeNull();
    swipe.end();
    swipe.start(300);
    expect(swipe.move(400)).toEqual({ kind: 'rewind' });
  });

  it('does nothing for a move without a start', () => {
    const swipe = createSwipeTracker();
    expect(swipe.move(100)).toBeNull();
    swipe.start(100);
    swipe.end();
    expect(swipe.move(0)).toBeNull();
  });
});
