/** Custom dropdown geometry (spec 2.3 and 9): about five items of 40 px, at most 200 px tall. */
export const DROPDOWN_ITEM_HEIGHT = 40;
export const DROPDOWN_MAX_HEIGHT = 200;

export function estimatedDropdownHeight(itemCount: number): number {
  return Math.min(Math.max(0, itemCount) * DROPDOWN_ITEM_HEIGHT, DROPDOWN_MAX_HEIGHT);
}

/** Open upward when the room below the trigger is less than the estimated list height. */
export function shouldOpenUpward(spaceBelow: number, itemCount: number): boolean {
  return spaceBelow < estimatedDropdownHeight(itemCount);
}
