/**
 * Which slide of a horizontally scrolling slideshow is showing: the one whose
 * left edge is nearest the track's scroll position (slides are as wide as the
 * track). Pure, so the rule is unit-tested; the buttons use carousel.ts.
 */
export function slideAt(scrollLeft: number, slideWidth: number, count: number): number {
  if (count <= 0 || !(slideWidth > 0)) return 0;
  const nearest = Math.round(Math.abs(scrollLeft) / slideWidth);
  return Math.min(Math.max(nearest, 0), count - 1);
}

/** Where the track must scroll to show a slide. */
export const slideOffset = (index: number, slideWidth: number) => index * slideWidth;
