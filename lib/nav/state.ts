import type { NavMenuId } from '@/content/navigation';

/** Header navigation state: the burger menu and at most one open dropdown. */
export interface NavState {
  menuOpen: boolean;
  openDropdown: NavMenuId | null;
}

export type NavAction =
  | { type: 'toggle-menu' }
  | { type: 'close-menu' }
  | { type: 'toggle-dropdown'; id: NavMenuId }
  | { type: 'close-dropdowns' }
  | { type: 'close-all' };

export const initialNavState: NavState = { menuOpen: false, openDropdown: null };

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'toggle-menu':
      return { menuOpen: !state.menuOpen, openDropdown: null };
    case 'close-menu':
      return state.menuOpen ? { ...state, menuOpen: false, openDropdown: null } : state;
    case 'toggle-dropdown':
      // Opening one dropdown closes the other: only one is open at a time.
      return { ...state, openDropdown: state.openDropdown === action.id ? null : action.id };
    case 'close-dropdowns':
      return state.openDropdown === null ? state : { ...state, openDropdown: null };
    case 'close-all':
      return state.menuOpen || state.openDropdown ? initialNavState : state;
  }
}
