/**
 * The navigation bar's behaviour (spec section 4), as one pure reducer:
 *
 * - the menu (the toggle shown up to 991 px) opens and closes on click; closing
 *   it closes its dropdowns;
 * - a dropdown toggles on click; opening one closes any other and resets the
 *   active sub-menu to none; a second click on the same one closes it;
 * - clicking the active sub-menu closes it, otherwise the clicked one becomes
 *   active (so only one is open at a time);
 * - following a link closes the menu and its dropdowns;
 * - clicking outside the navigation, or moving focus out of an open dropdown
 *   or sub-menu, closes it;
 * - Escape closes the innermost open thing and asks for focus to go back to
 *   its button (`focus`, which the component carries out).
 *
 * Transitions that change nothing return the same state object, so React
 * skips the render.
 */

/** The button focus should return to after Escape. */
export type FocusTarget = { kind: 'toggle' } | { kind: 'dropdown'; id: string } | { kind: 'submenu'; id: string };

export interface NavState {
  menuOpen: boolean;
  /** The open dropdown's id, or null. */
  dropdown: string | null;
  /** The active sub-menu's id (inside the open dropdown), or null. */
  submenu: string | null;
  /** Set by Escape only; every other transition clears it. */
  focus: FocusTarget | null;
}

export type NavAction =
  | { type: 'toggleMenu' }
  | { type: 'closeMenu' }
  | { type: 'toggleDropdown'; id: string }
  | { type: 'toggleSubmenu'; id: string }
  | { type: 'followLink' }
  | { type: 'clickOutside' }
  | { type: 'focusLeft'; kind: 'dropdown' | 'submenu'; id: string }
  | { type: 'escape' };

export const initialNavState: NavState = { menuOpen: false, dropdown: null, submenu: null, focus: null };

const allClosed: NavState = initialNavState;

/** Returns `state` itself when nothing changes. */
function settle(state: NavState, next: NavState): NavState {
  const same =
    state.menuOpen === next.menuOpen &&
    state.dropdown === next.dropdown &&
    state.submenu === next.submenu &&
    state.focus === next.focus;
  return same ? state : next;
}

export function navReducer(state: NavState, action: NavAction): NavState {
  switch (action.type) {
    case 'toggleMenu':
      return state.menuOpen ? allClosed : { ...allClosed, menuOpen: true };
    case 'closeMenu':
    case 'followLink':
      return settle(state, allClosed);
    case 'toggleDropdown':
      return state.dropdown === action.id
        ? { ...state, dropdown: null, submenu: null, focus: null }
        : { ...state, dropdown: action.id, submenu: null, focus: null };
    case 'toggleSubmenu':
      return { ...state, submenu: state.submenu === action.id ? null : action.id, focus: null };
    case 'clickOutside':
      return settle(state, allClosed);
    case 'focusLeft':
      if (action.kind === 'submenu') {
        return state.submenu === action.id ? { ...state, submenu: null, focus: null } : state;
      }
      return state.dropdown === action.id ? { ...state, dropdown: null, submenu: null, focus: null } : state;
    case 'escape':
      if (state.submenu !== null) return { ...state, submenu: null, focus: { kind: 'submenu', id: state.submenu } };
      if (state.dropdown !== null) {
        return { ...state, dropdown: null, submenu: null, focus: { kind: 'dropdown', id: state.dropdown } };
      }
      if (state.menuOpen) return { ...allClosed, focus: { kind: 'toggle' } };
      return state;
  }
}

/** True when Escape would close something (so the key press is ours to handle). */
export const hasOpen = (state: NavState) => state.menuOpen || state.dropdown !== null || state.submenu !== null;

/** Element ids shared by the buttons and the lists they control. */
export const navIds = {
  menu: 'site-menu',
  toggle: 'site-menu-toggle',
  button: (id: string) => `nav-${id}-button`,
  panel: (id: string) => `nav-${id}-panel`,
};

/** The element id of the button a focus target names. */
export function focusTargetId(target: FocusTarget): string {
  return target.kind === 'toggle' ? navIds.toggle : navIds.button(target.id);
}
