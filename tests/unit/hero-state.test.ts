import { describe, expect, it } from 'vitest';
import {
  heroIntervalMs,
  heroReducer,
  initialHeroState,
  posterShown,
  videoSourced,
  videosAllowed,
  type HeroMedia,
} from '../../src/components/hero/hero-state.ts';

const loaded: HeroMedia = { loaded: true, reducedMotion: false, saveData: false };
const notLoaded: HeroMedia = { ...loaded, loaded: false };

describe('hero slideshow state', () => {
  it('uses the spec interval of 5000 ms', () => {
    expect(heroIntervalMs).toBe(5000);
  });

  it('advances one slide at a time and wraps after the fourth', () => {
    let state = initialHeroState;
    const seen: number[] = [];
    for (let step = 0; step < 5; step++) {
      state = heroReducer(state, { type: 'next', count: 4 });
      seen.push(state.index);
    }
    expect(seen).toEqual([1, 2, 3, 0, 1]);
    expect(state.furthest).toBe(3);
  });

  it('jumps to a chosen slide, wrapping an index past either end', () => {
    expect(heroReducer(initialHeroState, { type: 'go', index: 2, count: 4 })).toEqual({ index: 2, furthest: 2 });
    expect(heroReducer({ index: 3, furthest: 3 }, { type: 'go', index: 4, count: 4 })).toEqual({
      index: 0,
      furthest: 3,
    });
    expect(heroReducer(initialHeroState, { type: 'go', index: -1, count: 4 }).index).toBe(3);
  });
});

const sourced = (state: { index: number; furthest: number }, media: HeroMedia) =>
  [0, 1, 2, 3].map((slide) => videoSourced(slide, state, media, 4));

describe('hero media', () => {
  it('allows video files only after the load event, and never for reduced motion or save-data', () => {
    expect(videosAllowed(loaded)).toBe(true);
    expect(videosAllowed(notLoaded)).toBe(false);
    expect(videosAllowed({ ...loaded, reducedMotion: true })).toBe(false);
    expect(videosAllowed({ ...loaded, saveData: true })).toBe(false);
  });

  it('puts only the first poster in the page before load, and the others once reached or loaded', () => {
    expect([0, 1, 2, 3].map((slide) => posterShown(slide, initialHeroState, notLoaded))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect([0, 1, 2, 3].map((slide) => posterShown(slide, { index: 1, furthest: 1 }, notLoaded))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([0, 1, 2, 3].every((slide) => posterShown(slide, initialHeroState, { ...notLoaded, loaded: true }))).toBe(
      true,
    );
  });

  it('gives a clip its file for the slides shown so far and the next one, once videos are allowed', () => {
    expect(sourced(initialHeroState, notLoaded)).toEqual([false, false, false, false]);
    expect(sourced(initialHeroState, { ...loaded, reducedMotion: true })).toEqual([false, false, false, false]);
    expect(sourced(initialHeroState, loaded)).toEqual([true, true, false, false]);
    expect(sourced({ index: 3, furthest: 3 }, loaded)).toEqual([true, true, true, true]);
  });
});
