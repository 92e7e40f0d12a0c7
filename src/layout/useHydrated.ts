import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true from the first render after it.
 * Markup that depends on JavaScript (buttons that only work with it, click-only
 * dropdowns) switches on this, so the server HTML equals the first client render
 * and there is no hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
