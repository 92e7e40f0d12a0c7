/**
 * What vite-imagetools gives for an image imported with one of the presets in
 * vite.config.ts (`?hero`, `?wide`, `?card`, `?portrait`): AVIF and WebP source
 * sets and a fallback <img> with its intrinsic width and height.
 */
export interface Picture {
  sources: Record<string, string>;
  img: { src: string; w: number; h: number };
}
