import { initialNavState, navReducer, type NavState } from './state';

describe('navReducer', () => {
  it('opens one dropdown at a time: opening ems closes products', () => {
    let s: NavState = navReducer(initialNavState, { type: 'toggle-dropdown', id: 'products' });
    expect(s.openDropdown).toBe('products');
    s = navReducer(s, { type: 'toggle-dropdown', id: 'ems' });
    expect(s.openDropdown).toBe('ems');
  });

  it('toggling the open dropdown closes it', () => {
    const s = navReducer({ menuOpen: false, openDropdown: 'ems' }, { type: 'toggle-dropdown', id: 'ems' });
    expect(s.openDropdown).toBeNull();
  });

  it('toggling the menu closes any open dropdown', () => {
    const s = navReducer({ menuOpen: false, openDropdown: 'products' }, { type: 'toggle-menu' });
    expect(s).toEqual({ menuOpen: true, openDropdown: null });
    expect(navReducer(s, { type: 'toggle-menu' }).menuOpen).toBe(false);
  });

  it('close-all resets and keeps identity when nothing is open', () => {
    expect(navReducer({ menuOpen: true, openDropdown: 'ems' }, { type: 'close-all' })).toEqual(initialNavState);
    expect(navReducer(initialNavState, { type: 'close-all' })).toBe(initialNavState);
  });

  it('close-dropdowns leaves the menu open', () => {
    expect(navReducer({ menuOpen: true, openDropdown: 'ems' }, { type: 'close-dropdowns' })).toEqual({
      menuOpen: true,
      openDropdown: null,
    });
  });
});
