import { useEffect, useLayoutEffect, type ActionDispatch, type RefObject } from 'react';
import { focusTargetId, hasOpen, navIds, type NavAction, type NavState } from './nav-state.ts';

/** The menu collapses behind the toggle up to this width (spec section 9). */
export const narrowQuery = '(max-width: 991px)';

/**
 * What the navigation listens to outside its own buttons: Escape anywhere and
 * clicks outside while something is open, focus moving out of the open dropdown
 * or sub-menu, the window growing past the menu breakpoint; and
 * where focus goes after Escape.
 *
 * The listeners that close what is open are attached in layout effects, in the same commit
 * that shows it open: a passive effect may run a frame later (always, in some runtimes), and
 * an Escape or Tab pressed in that frame would be lost while the menu looks open.
 */
export function useNavEffects(
  state: NavState,
  dispatch: ActionDispatch<[action: NavAction]>,
  navRef: RefObject<HTMLElement | null>,
) {
  const open = hasOpen(state);

  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      dispatch({ type: 'escape' });
    };
    // The path as it was when the click began: the click that opened the menu may have
    // re-rendered its own target (the toggle's icon) out of the document by the time it
    // reaches this listener, which the island's root adds while the click is on its way.
    const onClick = (event: MouseEvent) => {
      const nav = navRef.current;
      if (nav && !event.composedPath().includes(nav)) dispatch({ type: 'clickOutside' });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open, dispatch, navRef]);

  // The keyboard moving focus out of the open dropdown or sub-menu closes it. Not a pointer:
  // closing on mousedown would shift the items below before the mouseup, and the click
  // would land elsewhere; clicks are handled by the buttons, links and clickOutside.
  const { dropdown, submenu } = state;
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav || (dropdown === null && submenu === null)) return;
    let pointer = false;
    const onPointerDown = () => {
      pointer = true;
    };
    const onKeyDown = () => {
      pointer = false;
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (pointer || !(next instanceof Node)) return;
      const left = (id: string | null) => {
        const item = id === null ? null : document.getElementById(navIds.button(id))?.parentElement;
        return !!item && !item.contains(next);
      };
      if (submenu !== null && left(submenu)) dispatch({ type: 'focusLeft', kind: 'submenu', id: submenu });
      if (dropdown !== null && left(dropdown)) dispatch({ type: 'focusLeft', kind: 'dropdown', id: dropdown });
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, [dropdown, submenu, dispatch, navRef]);

  useEffect(() => {
    if (state.focus) document.getElementById(focusTargetId(state.focus))?.focus();
  }, [state.focus]);

  useEffect(() => {
    const narrow = window.matchMedia(narrowQuery);
    const onChange = () => {
      if (!narrow.matches) dispatch({ type: 'closeMenu' });
    };
    narrow.addEventListener('change', onChange);
    return () => narrow.removeEventListener('change', onChange);
  }, [dispatch]);
}
