import { nextTabIndex, tabFromHash } from './tabs';

describe('nextTabIndex', () => {
  it('moves right and wraps to the first tab', () => {
    expect(nextTabIndex('ArrowRight', 0, 6)).toBe(1);
    expect(nextTabIndex('ArrowRight', 5, 6)).toBe(0);
  });

  it('moves left and wraps to the last tab', () => {
    expect(nextTabIndex('ArrowLeft', 2, 6)).toBe(1);
    expect(nextTabIndex('ArrowLeft', 0, 6)).toBe(5);
  });

  it('jumps with Home and End, ignores other keys', () => {
    expect(nextTabIndex('Home', 4, 6)).toBe(0);
    expect(nextTabIndex('End', 1, 6)).toBe(5);
    expect(nextTabIndex('a', 1, 6)).toBeNull();
  });
});

describe('tabFromHash', () => {
  const ids = ['all', 'gpon-olt', 'epon-olt'];
  it('finds a known tab', () => {
    expect(tabFromHash('#gpon-olt', ids)).toBe('gpon-olt');
  });
  it('ignores an unknown or malformed hash', () => {
    expect(tabFromHash('#nope', ids)).toBeNull();
    expect(tabFromHash('', ids)).toBeNull();
    expect(tabFromHash('#%E0%A4%A', ids)).toBeNull();
  });
});
