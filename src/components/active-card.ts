/**
 * Which card is active as the page scrolls (spec: 150 px offset).
 * `tops` are the cards' document offsets (px from the top of the page), in order.
 */
export const activeCardOffset = 150;

/** Home: the card whose top is within 150 px of the scroll position; -1 if none. */
export function activeCardWithin(tops: readonly number[], scrollY: number, offset = activeCardOffset): number {
  return tops.findIndex((top) => Math.abs(top - scrollY) <= offset);
}

/** Gallery: the last card whose top is at or above the scroll position plus 150 px; -1 if none. */
export function activeCardReached(tops: readonly number[], scrollY: number, offset = activeCardOffset): number {
  let active = -1;
  tops.forEach((top, index) => {
    if (top <= scrollY + offset) active = index;
  });
  return active;
}
