import {
  EVENTS_AUTO_ADVANCE_MS,
  EVENTS_MOVE_LOCK_MS,
  SWIPE_THRESHOLD_PX,
  initialSlideState,
  keyMove,
  moveSlide,
  shouldAutoAdvance,
  stepImage,
  swipeMove,
} from './events-carousel';

describe('events carousel constants', () => {
  it('advances every 7000 ms, locks moves for 1000 ms and needs a 40 px swipe', () => {
    expect(EVENTS_AUTO_ADVANCE_MS).toBe(7000);
    expect(EVENTS_MOVE_LOCK_MS).toBe(1000);
    expect(SWIPE_THRESHOLD_PX).toBe(40);
  });
});

describe('moveSlide', () => {
  beforeEach(() => jest.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => jest.useRealTimers());

  it('wraps forward from the last slide and back from the first', () => {
    const last = moveSlide({ index: 2, lockedUntil: 0 }, 'next', 3, Date.now());
    expect(last.index).toBe(0);
    const first = moveSlide({ index: 0, lockedUntil: 0 }, 'prev', 3, Date.now());
    expect(first.index).toBe(2);
  });

  it('ignores a second move inside the 1000 ms lock and accepts one after it', () => {
    const moved = moveSlide(initialSlideState, 'next', 3, Date.now());
    expect(moved.index).toBe(1);

    jest.advanceTimersByTime(EVENTS_MOVE_LOCK_MS - 1);
    const refused = moveSlide(moved, 'next', 3, Date.now());
    expect(refused).toBe(moved);

    jest.advanceTimersByTime(1);
    expect(moveSlide(moved, 'next', 3, Date.now()).index).toBe(2);
  });

  it('locks after choosing a slide by index too', () => {
    const chosen = moveSlide(initialSlideState, 2, 3, Date.now());
    expect(chosen.index).toBe(2);
    expect(moveSlide(chosen, 0, 3, Date.now() + 500)).toBe(chosen);
  });

  it('treats choosing the current slide as no move and takes no lock', () => {
    const state = { index: 1, lockedUntil: 0 };
    expect(moveSlide(state, 1, 3, Date.now())).toBe(state);
  });
});

describe('swipeMove', () => {
  it('needs more than 40 px horizontally, in either direction', () => {
    expect(swipeMove(-40, 0)).toBeNull();
    expect(swipeMove(40, 0)).toBeNull();
    expect(swipeMove(-41, 0)).toBe('next');
    expect(swipeMove(41, 0)).toBe('prev');
  });

  it('ignores gestures that travel as far or further vertically', () => {
    expect(swipeMove(-80, 80)).toBeNull();
    expect(swipeMove(80, -120)).toBeNull();
    expect(swipeMove(-80, 79)).toBe('next');
  });
});

describe('keyMove', () => {
  it('maps ArrowRight to next and ArrowLeft to previous, nothing else', () => {
    expect(keyMove('ArrowRight')).toBe('next');
    expect(keyMove('ArrowLeft')).toBe('prev');
    expect(keyMove('ArrowDown')).toBeNull();
    expect(keyMove('Enter')).toBeNull();
  });
});

describe('shouldAutoAdvance', () => {
  const idle = { reducedMotion: false, pausedByUser: false, hovered: false, focused: false };

  it('runs only when nothing holds it', () => {
    expect(shouldAutoAdvance(idle)).toBe(true);
    expect(shouldAutoAdvance({ ...idle, hovered: true })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, focused: true })).toBe(false);
    expect(shouldAutoAdvance({ ...idle, pausedByUser: true })).toBe(false);
  });

  it('never runs under reduced motion', () => {
    expect(shouldAutoAdvance({ ...idle, reducedMotion: true })).toBe(false);
  });
});

describe('stepImage', () => {
  const counts = [5, 4, 5];

  it('wraps one slide’s picture index both ways and leaves the others alone', () => {
    expect(stepImage([4, 0, 2], 0, counts, { delta: 1 })).toEqual([0, 0, 2]);
    expect(stepImage([4, 0, 2], 1, counts, { delta: -1 })).toEqual([4, 3, 2]);
    expect(stepImage([0, 3, 2], 1, counts, { delta: 1 })).toEqual([0, 0, 2]);
  });

  it('sets an index from a dot', () => {
    expect(stepImage([0, 0, 0], 2, counts, { to: 4 })).toEqual([0, 0, 4]);
  });

  it('refuses a slide that does not exist', () => {
    expect(() => stepImage([0], 3, counts, { delta: 1 })).toThrow(RangeError);
  });
});
