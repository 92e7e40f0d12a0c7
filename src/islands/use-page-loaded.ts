import { startTransition, useEffect, useState } from 'react';

/**
 * False on the server and while an island hydrates; true once the window's load event has
 * fired. The switch re-renders in a transition, which React slices and interrupts for
 * input, so what waits for the load (more pictures, clips) does not block the main thread.
 */
export function usePageLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const onLoad = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') {
      onLoad();
      return;
    }
    window.addEventListener('load', onLoad, { once: true });
    return () => window.removeEventListener('load', onLoad);
  }, []);
  return loaded;
}
