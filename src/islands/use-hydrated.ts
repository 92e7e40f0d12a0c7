import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while an island hydrates, true from the render after that.
 * Markup that depends on JavaScript (buttons that only work with it, click-only
 * dropdowns) switches on this, so the server HTML equals the island's first client
 * render and there is no hydration mismatch. The switch re-renders in a transition,
 * which React slices and interrupts for input, so it does not block the main thread.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    startTransition(() => setHydrated(true));
  }, []);
  return hydrated;
}
