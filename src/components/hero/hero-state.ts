import { nextIndex, wrapIndex } from '../carousel.ts';

/** Spec §9: the hero advances every 5000 ms. */
export const heroIntervalMs = 5000;

/** Where the hero is, and the furthest slide it has shown (whose media may load). */
export interface HeroState {
  index: number;
  furthest: number;
}

export type HeroAction = { type: 'next'; count: number } | { type: 'go'; index: number; count: number };

export const initialHeroState: HeroState = { index: 0, furthest: 0 };

/** Advances (wrapping after the last slide) or jumps to a slide; remembers how far the visitor got. */
export function heroReducer(state: HeroState, action: HeroAction): HeroState {
  const index = action.type === 'next' ? nextIndex(state.index, action.count) : wrapIndex(action.index, action.count);
  return { index, furthest: Math.max(state.furthest, index) };
}

export interface HeroMedia {
  /** The window's load event has fired. */
  loaded: boolean;
  reducedMotion: boolean;
  saveData: boolean;
}

/** Video files load only after the page has loaded, and never for reduced motion or save-data. */
export const videosAllowed = ({ loaded, reducedMotion, saveData }: HeroMedia) => loaded && !reducedMotion && !saveData;

/**
 * A slide's poster is in the page from the start only for the first slide (the
 * page's largest paint); the others join after the load event, or when reached.
 */
export const posterShown = (slide: number, state: HeroState, media: HeroMedia) =>
  slide === 0 || slide <= state.furthest || media.loaded;

/** A video gets its file once allowed, for the slides shown so far and the next one. */
export const videoSourced = (slide: number, state: HeroState, media: HeroMedia, count: number) =>
  videosAllowed(media) && (slide <= state.furthest || slide === nextIndex(state.index, count));
