/**
 * The operator's file (`SITE_CONFIG=/path/site.json`): what only the business knows, read once
 * when the server starts (server/site-config.ts) and handed to every render, so the pages follow
 * it without a rebuild. Every part may be left out: what is missing keeps the built-in stand-in
 * (src/content/client.ts, src/content/videos.ts), and the server names each one at start in
 * production (server/launch-check.ts). An unknown or bad key stops the start.
 *
 * The server parses the file; the pages import only the type.
 */
import { z } from 'zod';

const line = z.string().trim().min(1).max(200);

/** Words given once for both languages, or for each: `"…"` or `{ "en": "…", "mr": "…" }`. */
const inBothLanguages = <T extends z.ZodType>(value: T) => z.union([value, z.strictObject({ en: value, mr: value })]);

const digits = (value: string) => value.replaceAll(/\D/g, '');
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?\d[\d ()-]*\d$/, 'write digits, spaces, brackets or hyphens, with + before the country code')
  .refine((value) => digits(value).length >= 8 && digits(value).length <= 15, 'a phone number has 8 to 15 digits');

/** A profile on a network (https, on the network's own host, not its home page). */
const profile = (hosts: RegExp, example: string) =>
  z
    .url({ protocol: /^https$/, hostname: hosts, error: `a https:// link on the network's own site, e.g. ${example}` })
    .refine((url) => new URL(url).pathname.length > 1, `a link to the profile, e.g. ${example}, not the home page`);

const youtubeId = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'a YouTube video id has 11 letters, digits, - or _');

/** One video player: a YouTube id, null (the poster only), or an id with the video's own title. */
const videoSlot = z.union([youtubeId, z.null(), z.strictObject({ id: youtubeId, title: inBothLanguages(line) })]);

export const siteSettingsSchema = z.strictObject({
  contact: z
    .strictObject({
      /** Shown as written; dialled as its digits (with + when written). */
      phone: phoneNumber.optional(),
      /** The WhatsApp number with its country code: `+91 98765 43210`. */
      whatsapp: phoneNumber
        .refine((value) => value.startsWith('+'), 'write the country code first, e.g. +91 98765 43210')
        .optional(),
      email: z.email().optional(),
      /** The postal address, one line a row. */
      address: inBothLanguages(z.array(line).min(1).max(6)).optional(),
    })
    .optional(),
  /** The business's profiles; a network left out is left out of the footer and the structured data. */
  social: z
    .strictObject({
      facebook: profile(/^(www\.|m\.)?facebook\.com$/, 'https://www.facebook.com/yourpage').optional(),
      instagram: profile(/^(www\.)?instagram\.com$/, 'https://www.instagram.com/yourname').optional(),
      youtube: profile(/^(www\.|m\.)?youtube\.com$/, 'https://www.youtube.com/@yourchannel').optional(),
      x: profile(/^(www\.)?(x|twitter)\.com$/, 'https://x.com/yourname').optional(),
    })
    .optional(),
  /** The players of Our Project (six) and Our Story (twelve), in page order. */
  videos: z
    .strictObject({
      project: z.array(videoSlot).length(6).optional(),
      story: z.array(videoSlot).length(12).optional(),
    })
    .optional(),
  /** The office on the map: what the map searches for, and where it is (for search engines). */
  map: z
    .strictObject({
      query: line,
      lat: z.number().min(-90).max(90),
      lng: z.number().min(-180).max(180),
    })
    .optional(),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type VideoSlot = z.infer<typeof videoSlot>;
export type SocialNetwork = keyof NonNullable<SiteSettings['social']>;
