import { startTransition, useEffect, useState } from 'react';
import type { HeroMedia } from './hero-state.ts';

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * What the hero may do in this browser: whether the page has loaded, and whether
 * the visitor asked for reduced motion or to save data. Read only in an effect,
 * so the server HTML and the first client render agree (all false). Each change re-renders
 * in a transition (React slices it): the posters and clips that join at load are a few
 * hundred elements, too many for one task on a slow phone.
 */
export function useHeroMedia(): HeroMedia {
  const [media, setMedia] = useState<HeroMedia>({ loaded: false, reducedMotion: false, saveData: false });

  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const read = () =>
      startTransition(() =>
        setMedia((current) => ({ ...current, reducedMotion: motion.matches, saveData: connection?.saveData === true })),
      );
    const onLoad = () => startTransition(() => setMedia((current) => ({ ...current, loaded: true })));

    read();
    motion.addEventListener('change', read);
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      motion.removeEventListener('change', read);
      window.removeEventListener('load', onLoad);
    };
  }, []);

  return media;
}
