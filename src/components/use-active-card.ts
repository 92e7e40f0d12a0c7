import { useCallback, useEffect, useRef, useState } from 'react';

/** Chooses the active card from the cards' document tops and the scroll position (see active-card.ts). */
export type ActiveCardRule = (tops: readonly number[], scrollY: number) => number;

/** An element's top from the top of the document, by layout (so a transform on the active card does not move it). */
function documentTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null)
    top += node.offsetTop;
  return top;
}

/**
 * The index of the active card as the page scrolls (-1 if none), by `rule`
 * (activeCardWithin on Home, activeCardReached on Gallery). Scroll and resize
 * are listened to passively and measured at most once a frame. Starts at -1,
 * so the server HTML and the first client render agree.
 */
export function useActiveCard(rule: ActiveCardRule) {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const scrollY = window.scrollY;
      const tops = elements.current.map((element) => (element ? documentTop(element) : Number.POSITIVE_INFINITY));
      setActive(rule(tops, scrollY));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [rule]);

  /** A ref callback for the card at `index`. */
  const cardRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      elements.current[index] = element;
    },
    [],
  );

  return { active, cardRef };
}
