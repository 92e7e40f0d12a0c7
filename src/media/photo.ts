/**
 * The site's own photos as the pages show them (a centre's, an event's): the widths and formats
 * they are encoded at (src/media/photos.server.ts), their files' names and addresses, and a
 * photo as a <picture>. No React.
 */
import type { Language } from '../languages.ts';
import type { Picture } from './picture.ts';

/** The widths a photo is encoded at (no wider than the photo itself). */
export const photoWidths = [360, 640, 960, 1280] as const;
/** The formats, best first; the last is the fallback `<img>`'s. */
export const photoFormats = ['avif', 'webp', 'jpg'] as const;
export type PhotoFormat = (typeof photoFormats)[number];
export const photoFileName = (hash: string, width: number, format: PhotoFormat) => `${hash}-${width}.${format}`;
/** A photo's file, content-hashed, immutable (`<hash>-<width>.<avif|webp|jpg>`), served from the store (server/media-files.ts). */
export const photoPath = (name: string) => `/files/${name}`;

/** A photo as the pages show it: its files' names by format and width, its size, its words. */
export interface ShownPhoto {
  hash: string;
  width: number;
  height: number;
  alt: Record<Language, string>;
  /** The widths it is encoded at. */
  widths: number[];
}

/** A stored photo's row as a shown photo. */
export const shownPhoto = (row: {
  hash: string;
  width: number;
  height: number;
  alt_en: string;
  alt_mr: string;
}): ShownPhoto => ({
  hash: row.hash,
  width: row.width,
  height: row.height,
  alt: { en: row.alt_en, mr: row.alt_mr },
  widths: photoWidths.filter((width) => width <= row.width),
});

/** A photo's narrowest JPEG, as an admin page lists it (src/media/AdminPhotos.tsx). */
export const adminThumbnail = (hash: string) => photoPath(photoFileName(hash, photoWidths[0], 'jpg'));

/** A photo's largest JPEG (what a share card or schema.org names): its address and size. */
export function largestJpeg(photo: ShownPhoto): { path: string; width: number; height: number } {
  const width = photo.widths.at(-1) ?? photo.width;
  return {
    path: photoPath(photoFileName(photo.hash, width, 'jpg')),
    width,
    height: Math.round((photo.height * width) / photo.width),
  };
}

/** A photo as a <picture>: AVIF and WebP at each width it has, the fallback JPEG at 640 px at most. */
export function photoPicture(photo: ShownPhoto): Picture {
  const srcset = (format: 'avif' | 'webp') =>
    photo.widths.map((width) => `${photoPath(photoFileName(photo.hash, width, format))} ${width}w`).join(', ');
  const fallback = photo.widths.filter((width) => width <= 640).at(-1) ?? photo.widths[0] ?? photo.width;
  return {
    sources: { avif: srcset('avif'), webp: srcset('webp') },
    img: {
      src: photoPath(photoFileName(photo.hash, fallback, 'jpg')),
      w: fallback,
      h: Math.round((photo.height * fallback) / photo.width),
    },
  };
}
