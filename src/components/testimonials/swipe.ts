/** A horizontal swipe must travel this far (px) to change the slide. */
export const swipeThreshold = 40;

export type SwipeDirection = 'next' | 'previous';

/**
 * What a touch gesture from its start to its end means: a mostly horizontal
 * movement of at least the threshold moves to the next slide (swipe left) or the
 * previous one (swipe right); anything else (a tap, a vertical scroll) is nothing.
 */
export function swipeDirection(dx: number, dy: number, threshold = swipeThreshold): SwipeDirection | null {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'next' : 'previous';
}
