/**
 * Building blocks of the content schemas: text, paths, links, icons and images. They check
 * shape only; which script each language's text is written in, and the spec's exact copy and
 * counts, are checked by tests/unit/content.test.ts.
 */
import { z } from 'zod';

const DEVANAGARI = /[\u0900-\u097F]/;

/** Text shown on a page, in the page's language. */
export const text = z.string().trim().min(1);

/** Marathi text, in Devanagari. Only inside objects marked `lang: 'mr'`. */
export const mr = z
  .string()
  .trim()
  .min(1)
  .refine((s) => DEVANAGARI.test(s), 'Marathi text must be written in Devanagari');

/** A path on this site, e.g. /kokan/ratnagiri. */
export const internalPath = z.string().regex(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/, 'Not a site path');
export const httpsUrl = z.url().refine((u) => u.startsWith('https://'), 'External links must use https');
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lower-case ASCII words joined by hyphens');
export const youtubeId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'Not a YouTube video id');

/**
 * Icon names: exports of lucide-react. Kept as a closed list so a page can map
 * them to statically imported components (tree-shaken) with full type safety.
 */
export const iconNames = [
  'GraduationCap',
  'Compass',
  'Ruler',
  'Landmark',
  'Bus',
  'PenLine',
  'Laptop',
  'Megaphone',
  'BadgeCheck',
  'Map',
  'Sprout',
  'Tractor',
  'TentTree',
  'Target',
  'Eye',
  'Award',
  'Trees',
  'UtensilsCrossed',
  'Binoculars',
  'House',
  'Leaf',
] as const;
export const iconSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconSchema>;

/** What an image import with a preset query gives (src/media/picture.ts). */
export const pictureSchema = z.object({
  sources: z.record(z.string(), z.string().min(1)),
  img: z.object({ src: z.string().min(1), w: z.number().int().positive(), h: z.number().int().positive() }),
});
/** An image and the text alternative that describes what it shows. */
export const imageSchema = z.object({
  picture: pictureSchema,
  alt: text.refine((s) => s.length >= 15, 'Alt text must describe the picture'),
});
export type Image = z.infer<typeof imageSchema>;

export const linkSchema = z.object({ label: text, to: internalPath });
export type Link = z.infer<typeof linkSchema>;
export const externalLinkSchema = z.object({ label: text, url: httpsUrl });
export type ExternalLink = z.infer<typeof externalLinkSchema>;

/** A block of Marathi text (rendered with lang="mr"). */
export const marathiBlockSchema = z.object({
  lang: z.literal('mr'),
  heading: mr.optional(),
  paragraphs: z.array(mr).min(1),
});
export type MarathiBlock = z.infer<typeof marathiBlockSchema>;

export const sectionSchema = z.object({
  id: slug,
  heading: text,
  paragraphs: z.array(text),
  list: z.array(text).optional(),
});
export type Section = z.infer<typeof sectionSchema>;
