import { startTransition, useEffect, useState } from 'react';

/** Set by the client entry once the page has hydrated; never on the server. */
let pageHydrated = false;

/** Called once, after the page's first hydrated commit (src/entry-client.tsx). */
export function markPageHydrated() {
  pageHydrated = true;
}

/**
 * False on the server and during hydration, true from the first render after it.
 * Markup that depends on JavaScript (buttons that only work with it, click-only
 * dropdowns) switches on this, so the server HTML equals the first client render
 * and there is no hydration mismatch. The switch re-renders in a transition, which
 * React slices and interrupts for input, so it does not block the main thread right
 * after hydration (a store with a server snapshot would re-render synchronously).
 * Components mounted after hydration (a client-side navigation) start as true.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
