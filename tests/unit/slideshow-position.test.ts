import { describe, expect, it } from 'vitest';
import { slideAt, slideOffset } from '../../src/components/slideshow-position.ts';

describe('slideAt: the slide showing in a scrolled track', () => {
  const width = 1000;
  const count = 5;

  it('is the first slide at the start', () => {
    expect(slideAt(0, width, count)).toBe(0);
  });

  it('is the nearest slide: it changes at half a slide', () => {
    expect(slideAt(499, width, count)).toBe(0);
    expect(slideAt(500, width, count)).toBe(1);
    expect(slideAt(1499, width, count)).toBe(1);
    expect(slideAt(1500, width, count)).toBe(2);
  });

  it('is each slide exactly at its own offset', () => {
    for (let index = 0; index < count; index++) expect(slideAt(slideOffset(index, width), width, count)).toBe(index);
  });

  it('stays within the slides when the track overscrolls or has fractional widths', () => {
    expect(slideAt(4000, width, count)).toBe(4);
    expect(slideAt(9000, width, count)).toBe(4);
    expect(slideAt(-300, width, count)).toBe(0);
    expect(slideAt(2 * 333.5, 333.5, count)).toBe(2);
  });

  it('is 0 when the track has no width yet or there are no slides', () => {
    expect(slideAt(700, 0, count)).toBe(0);
    expect(slideAt(700, Number.NaN, count)).toBe(0);
    expect(slideAt(700, width, 0)).toBe(0);
  });
});

describe('slideOffset', () => {
  it('is the slide index times the slide width', () => {
    expect(slideOffset(0, 800)).toBe(0);
    expect(slideOffset(3, 800)).toBe(2400);
  });
});
