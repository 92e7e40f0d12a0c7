import { describe, expect, it } from 'vitest';
import { swipeDirection, swipeThreshold } from '../../src/components/testimonials/swipe.ts';

describe('testimonial swipe', () => {
  it('moves to the next slide on a swipe to the left, and back on a swipe to the right', () => {
    expect(swipeDirection(-swipeThreshold, 0)).toBe('next');
    expect(swipeDirection(swipeThreshold, 0)).toBe('previous');
    expect(swipeDirection(-200, 30)).toBe('next');
  });

  it('ignores movements shorter than the threshold', () => {
    expect(swipeDirection(-(swipeThreshold - 1), 0)).toBeNull();
    expect(swipeDirection(swipeThreshold - 1, 0)).toBeNull();
    expect(swipeDirection(0, 0)).toBeNull();
  });

  it('ignores mostly vertical movements (the visitor is scrolling)', () => {
    expect(swipeDirection(-60, 60)).toBeNull();
    expect(swipeDirection(60, -120)).toBeNull();
  });
});
