import { describe, expect, it } from 'vitest';
import {
  focusTargetId,
  hasOpen,
  initialNavState,
  navIds,
  navReducer,
  type NavAction,
  type NavState,
} from '../../src/layout/nav-state.ts';

const run = (...actions: NavAction[]) => actions.reduce(navReducer, initialNavState);
const closed: NavState = { menuOpen: false, dropdown: null, submenu: null, focus: null };
/** The menu open with the Maharashtra dropdown and its Kokan sub-menu open. */
const deep = run(
  { type: 'toggleMenu' },
  { type: 'toggleDropdown', id: 'maharashtra' },
  { type: 'toggleSubmenu', id: 'kokan' },
);

describe('navReducer', () => {
  it('starts with everything closed', () => {
    expect(initialNavState).toEqual(closed);
    expect(hasOpen(initialNavState)).toBe(false);
  });

  describe('the menu toggle', () => {
    it('opens the menu', () => {
      expect(run({ type: 'toggleMenu' })).toEqual({ ...closed, menuOpen: true });
    });

    it('closes it on a second click, and its dropdown and sub-menu with it', () => {
      expect(deep).toMatchObject({ menuOpen: true, dropdown: 'maharashtra', submenu: 'kokan' });
      expect(navReducer(deep, { type: 'toggleMenu' })).toEqual(closed);
    });
  });

  describe('closeMenu', () => {
    it('closes the menu and its dropdowns', () => {
      expect(navReducer(deep, { type: 'closeMenu' })).toEqual(closed);
    });

    it('changes nothing (same object) when everything is closed', () => {
      expect(navReducer(initialNavState, { type: 'closeMenu' })).toBe(initialNavState);
    });
  });

  describe('a dropdown', () => {
    it('opens on click', () => {
      expect(run({ type: 'toggleDropdown', id: 'blog' })).toEqual({ ...closed, dropdown: 'blog' });
    });

    it('closes on a second click on the same one, with its sub-menu', () => {
      expect(navReducer(deep, { type: 'toggleDropdown', id: 'maharashtra' })).toEqual({ ...closed, menuOpen: true });
    });

    it('opening another closes the first: one dropdown at a time', () => {
      expect(run({ type: 'toggleDropdown', id: 'blog' }, { type: 'toggleDropdown', id: 'maharashtra' }).dropdown).toBe(
        'maharashtra',
      );
    });

    it('opening one resets the active sub-menu to none', () => {
      const reopened = run(
        { type: 'toggleDropdown', id: 'maharashtra' },
        { type: 'toggleSubmenu', id: 'kokan' },
        { type: 'toggleDropdown', id: 'blog' },
        { type: 'toggleDropdown', id: 'maharashtra' },
      );
      expect(reopened).toEqual({ ...closed, dropdown: 'maharashtra' });
      expect(navReducer(deep, { type: 'toggleDropdown', id: 'blog' })).toEqual({
        ...closed,
        menuOpen: true,
        dropdown: 'blog',
      });
    });

    it('leaves the menu open', () => {
      expect(run({ type: 'toggleMenu' }, { type: 'toggleDropdown', id: 'blog' }).menuOpen).toBe(true);
    });
  });

  describe('a sub-menu', () => {
    it('becomes active on click', () => {
      expect(run({ type: 'toggleDropdown', id: 'maharashtra' }, { type: 'toggleSubmenu', id: 'kokan' })).toEqual({
        ...closed,
        dropdown: 'maharashtra',
        submenu: 'kokan',
      });
    });

    it('clicking the active one closes it, and leaves the dropdown open', () => {
      expect(navReducer(deep, { type: 'toggleSubmenu', id: 'kokan' })).toEqual({
        ...closed,
        menuOpen: true,
        dropdown: 'maharashtra',
      });
    });

    it('clicking another makes that one active: one sub-menu at a time', () => {
      expect(navReducer(deep, { type: 'toggleSubmenu', id: 'vidarbha' })).toMatchObject({
        dropdown: 'maharashtra',
        submenu: 'vidarbha',
      });
    });
  });

  describe('following a link', () => {
    it('closes the menu, the dropdown and the sub-menu', () => {
      expect(navReducer(deep, { type: 'followLink' })).toEqual(closed);
    });

    it('closes an open dropdown on a wide screen (menu never opened)', () => {
      expect(run({ type: 'toggleDropdown', id: 'blog' }, { type: 'followLink' })).toEqual(closed);
    });

    it('changes nothing (same object) when everything is closed', () => {
      expect(navReducer(initialNavState, { type: 'followLink' })).toBe(initialNavState);
    });
  });

  describe('a click outside the navigation', () => {
    it('closes whatever is open', () => {
      expect(navReducer(deep, { type: 'clickOutside' })).toEqual(closed);
      expect(run({ type: 'toggleDropdown', id: 'blog' }, { type: 'clickOutside' })).toEqual(closed);
    });

    it('changes nothing (same object) when everything is closed', () => {
      expect(navReducer(initialNavState, { type: 'clickOutside' })).toBe(initialNavState);
    });
  });

  describe('focus leaving', () => {
    it('the open dropdown closes it and its sub-menu, and leaves the menu open', () => {
      expect(navReducer(deep, { type: 'focusLeft', kind: 'dropdown', id: 'maharashtra' })).toEqual({
        ...closed,
        menuOpen: true,
      });
    });

    it('a dropdown that is not open changes nothing', () => {
      expect(navReducer(deep, { type: 'focusLeft', kind: 'dropdown', id: 'blog' })).toBe(deep);
    });

    it('the active sub-menu closes it, and leaves the dropdown open', () => {
      expect(navReducer(deep, { type: 'focusLeft', kind: 'submenu', id: 'kokan' })).toEqual({
        ...closed,
        menuOpen: true,
        dropdown: 'maharashtra',
      });
    });

    it('a sub-menu that is not active changes nothing', () => {
      expect(navReducer(deep, { type: 'focusLeft', kind: 'submenu', id: 'vidarbha' })).toBe(deep);
    });
  });

  describe('Escape', () => {
    it('closes the active sub-menu first and returns focus to its button', () => {
      expect(navReducer(deep, { type: 'escape' })).toEqual({
        menuOpen: true,
        dropdown: 'maharashtra',
        submenu: null,
        focus: { kind: 'submenu', id: 'kokan' },
      });
    });

    it('then the open dropdown, returning focus to its button', () => {
      expect(run({ type: 'toggleMenu' }, { type: 'toggleDropdown', id: 'blog' }, { type: 'escape' })).toEqual({
        ...closed,
        menuOpen: true,
        focus: { kind: 'dropdown', id: 'blog' },
      });
    });

    it('then the menu, returning focus to the toggle', () => {
      expect(run({ type: 'toggleMenu' }, { type: 'escape' })).toEqual({ ...closed, focus: { kind: 'toggle' } });
    });

    it('walks out one level per press', () => {
      const once = navReducer(deep, { type: 'escape' });
      const twice = navReducer(once, { type: 'escape' });
      const thrice = navReducer(twice, { type: 'escape' });
      expect([once, twice, thrice].map((s) => s.focus)).toEqual([
        { kind: 'submenu', id: 'kokan' },
        { kind: 'dropdown', id: 'maharashtra' },
        { kind: 'toggle' },
      ]);
      expect(thrice).toEqual({ ...closed, focus: { kind: 'toggle' } });
    });

    it('does nothing (same object) when nothing is open', () => {
      expect(navReducer(initialNavState, { type: 'escape' })).toBe(initialNavState);
    });

    it('the focus request is cleared by the next transition', () => {
      const escaped = run({ type: 'toggleDropdown', id: 'blog' }, { type: 'escape' });
      expect(escaped.focus).not.toBeNull();
      expect(navReducer(escaped, { type: 'toggleDropdown', id: 'blog' }).focus).toBeNull();
      expect(navReducer(escaped, { type: 'toggleMenu' }).focus).toBeNull();
      expect(navReducer(escaped, { type: 'followLink' }).focus).toBeNull();
    });
  });

  it('hasOpen tells whether Escape has anything to close', () => {
    expect(hasOpen(run({ type: 'toggleMenu' }))).toBe(true);
    expect(hasOpen(run({ type: 'toggleDropdown', id: 'blog' }))).toBe(true);
    expect(hasOpen(run({ type: 'toggleDropdown', id: 'blog' }, { type: 'escape' }))).toBe(false);
  });

  it('focus targets name the buttons the component renders', () => {
    expect(focusTargetId({ kind: 'toggle' })).toBe(navIds.toggle);
    expect(focusTargetId({ kind: 'dropdown', id: 'blog' })).toBe(navIds.button('blog'));
    expect(focusTargetId({ kind: 'submenu', id: 'kokan' })).toBe('nav-kokan-button');
  });
});
