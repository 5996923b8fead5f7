import { SEEK_PAGE_SECONDS, SEEK_STEP_SECONDS, seekTargetForKey } from './tour-seek';

describe('seekTargetForKey', () => {
  it('steps 5 s with the arrows and 10 s with Page Up and Down', () => {
    expect(SEEK_STEP_SECONDS).toBe(5);
    expect(SEEK_PAGE_SECONDS).toBe(10);
    expect(seekTargetForKey('ArrowRight', 12, 41)).toBe(17);
    expect(seekTargetForKey('ArrowUp', 12, 41)).toBe(17);
    expect(seekTargetForKey('ArrowLeft', 12, 41)).toBe(7);
    expect(seekTargetForKey('ArrowDown', 12, 41)).toBe(7);
    expect(seekTargetForKey('PageUp', 12, 41)).toBe(22);
    expect(seekTargetForKey('PageDown', 12, 41)).toBe(2);
  });

  it('jumps to the ends with Home and End', () => {
    expect(seekTargetForKey('Home', 12, 41)).toBe(0);
    expect(seekTargetForKey('End', 12, 41)).toBe(41);
  });

  it('stays within the video', () => {
    expect(seekTargetForKey('ArrowRight', 39, 41)).toBe(41);
    expect(seekTargetForKey('PageDown', 3, 41)).toBe(0);
    expect(seekTargetForKey('ArrowRight', 0, Number.NaN)).toBe(0);
  });

  it('ignores other keys', () => {
    expect(seekTargetForKey('Enter', 12, 41)).toBeNull();
    expect(seekTargetForKey('a', 12, 41)).toBeNull();
  });
});
