import { useEffect, useState } from 'react';
import type { HeroMedia } from './hero-state.ts';

interface NetworkInformation {
  saveData?: boolean;
}

/**
 * What the hero may do in this browser: whether the page has loaded, and whether
 * the visitor asked for reduced motion or to save data. Read only in an effect,
 * so the server HTML and the first client render agree (all false).
 */
export function useHeroMedia(): HeroMedia {
  const [media, setMedia] = useState<HeroMedia>({ loaded: false, reducedMotion: false, saveData: false });

  useEffect(() => {
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const read = () =>
      setMedia((current) => ({ ...current, reducedMotion: motion.matches, saveData: connection?.saveData === true }));
    const onLoad = () => setMedia((current) => ({ ...current, loaded: true }));

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
