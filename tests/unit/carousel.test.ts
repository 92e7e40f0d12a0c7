import { describe, expect, it } from 'vitest';
import { activeCardReached, activeCardWithin } from '../../src/components/active-card.ts';
import { nextIndex, previousIndex, wrapIndex } from '../../src/components/carousel.ts';

describe('carousel positions', () => {
  it('advances and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 4)).toBe(1);
    expect(nextIndex(3, 4)).toBe(0);
  });

  it('goes back and wraps from the first slide to the last', () => {
    expect(previousIndex(1, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
  });

  it('wraps any index into range, and copes with no slides', () => {
    expect(wrapIndex(7, 5)).toBe(2);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('active card (home): top within 150 px of the scroll position', () => {
  const tops = [400, 900, 1400, 1900, 2400];

  it('is -1 when no card is near', () => {
    expect(activeCardWithin(tops, 0)).toBe(-1);
    expect(activeCardWithin(tops, 649)).toBe(-1);
  });

  it('includes both 150 px boundaries', () => {
    expect(activeCardWithin(tops, 250)).toBe(0);
    expect(activeCardWithin(tops, 550)).toBe(0);
    expect(activeCardWithin(tops, 249)).toBe(-1);
    expect(activeCardWithin(tops, 551)).toBe(-1);
  });

  it('picks the card at the scroll position', () => {
    expect(activeCardWithin(tops, 1900)).toBe(3);
  });
});

describe('active card (gallery): last top at or above scroll position + 150 px', () => {
  const tops = [300, 800, 1300];

  it('is -1 before the first card is reached', () => {
    expect(activeCardReached(tops, 149)).toBe(-1);
  });

  it('counts a top exactly at scroll + 150 as reached', () => {
    expect(activeCardReached(tops, 150)).toBe(0);
    expect(activeCardReached(tops, 650)).toBe(1);
    expect(activeCardReached(tops, 649)).toBe(0);
  });

  it('stays on the last card past the end', () => {
    expect(activeCardReached(tops, 10_000)).toBe(2);
  });
});
