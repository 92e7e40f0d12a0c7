/**
 * The position logic every carousel shares (hero, testimonials, story slides):
 * pure functions, so the components stay thin and the rules are unit-tested.
 */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export const nextIndex = (index: number, count: number) => wrapIndex(index + 1, count);
export const previousIndex = (index: number, count: number) => wrapIndex(index - 1, count);
