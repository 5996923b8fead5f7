import { DROPDOWN_ITEM_HEIGHT, DROPDOWN_MAX_HEIGHT, estimatedDropdownHeight, shouldOpenUpward } from './dropdown-placement';

describe('branch dropdown placement', () => {
  it('estimates 40 px per item', () => {
    expect(DROPDOWN_ITEM_HEIGHT).toBe(40);
    expect(estimatedDropdownHeight(3)).toBe(120);
    expect(estimatedDropdownHeight(5)).toBe(200);
  });

  it('caps the estimate at 200 px', () => {
    expect(DROPDOWN_MAX_HEIGHT).toBe(200);
    expect(estimatedDropdownHeight(6)).toBe(200);
    expect(estimatedDropdownHeight(12)).toBe(200);
  });

  it('opens upward only when the room below is less than the estimate', () => {
    expect(shouldOpenUpward(199, 12)).toBe(true);
    expect(shouldOpenUpward(200, 12)).toBe(false);
    expect(shouldOpenUpward(119, 3)).toBe(true);
    expect(shouldOpenUpward(120, 3)).toBe(false);
    expect(shouldOpenUpward(-50, 12)).toBe(true);
  });
});
