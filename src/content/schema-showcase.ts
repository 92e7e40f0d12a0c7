/** Schemas of the Home, About, Our Project and Our Story pages, and their videos. */
import { z } from 'zod';
import {
  text,
  mr,
  slug,
  youtubeId,
  iconSchema,
  imageSchema,
  internalPath,
  externalLinkSchema,
  marathiBlockSchema,
} from './schema-base.ts';

// ---------------------------------------------------------------- home

export const heroSlideSchema = z.object({
  id: slug,
  /** Served from public/: a muted, looping H.264 clip. */
  video: z.string().regex(/^\/media\/hero\/[a-z0-9-]+\.mp4$/),
  poster: imageSchema,
  title: text,
  subtitle: text.optional(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const serviceSchema = z.object({ id: slug, title: text, description: text, icon: iconSchema });
export type Service = z.infer<typeof serviceSchema>;

export const testimonialSchema = z.object({ id: slug, lang: z.literal('mr'), quote: mr, name: mr, detail: mr });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const flipCardSchema = z.object({
  id: z.enum(['mission', 'vision', 'awards']),
  title: text,
  icon: iconSchema,
  teaser: text,
  body: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), paragraphs: z.array(text).min(1) }),
    z.object({ kind: z.literal('list'), items: z.array(text).min(1) }),
  ]),
});
export type FlipCard = z.infer<typeof flipCardSchema>;

export const homeSchema = z.object({
  heading: text,
  hero: z.object({ label: text, slides: z.array(heroSlideSchema).min(1) }),
  welcome: z.object({
    heading: text,
    rows: z.array(z.object({ heading: text, paragraphs: z.array(text).min(1), image: imageSchema })).min(1),
    cta: z.object({ label: text, context: text, to: internalPath }),
  }),
  flipCards: z.object({ heading: text, hint: text, cards: z.array(flipCardSchema).min(1) }),
  testimonials: z.object({ heading: text, intro: text, items: z.array(testimonialSchema).min(1) }),
  events: z.object({ heading: text, intro: text, services: z.array(serviceSchema).min(1) }),
  cards: z.object({
    heading: text,
    intro: text,
    items: z.array(z.object({ id: slug, title: text, text: text, image: imageSchema })).min(1),
  }),
  whatsapp: z.object({ label: text }),
});
export type Home = z.infer<typeof homeSchema>;

// ---------------------------------------------------------------- about

export const teamMemberSchema = z.object({ id: slug, name: text, role: text, image: imageSchema });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const aboutSchema = z.object({
  heading: text,
  intro: text,
  story: z.object({ heading: text, paragraphs: z.array(text).min(2), image: imageSchema }),
  founder: z.object({ heading: text, name: text, role: text, paragraphs: z.array(text).min(1), image: imageSchema }),
  values: z.object({ heading: text, items: z.array(z.object({ title: text, text: text })).min(2) }),
  team: z.object({ heading: text, intro: text, members: z.array(teamMemberSchema).min(1) }),
});
export type About = z.infer<typeof aboutSchema>;

// ---------------------------------------------------------------- videos, project, story

export const videoSchema = z.object({
  id: slug,
  title: text,
  poster: imageSchema,
  /**
   * The YouTube id, or null while the client has not supplied the video: then
   * the page shows the poster and title without a player or a link.
   */
  youtubeId: youtubeId.nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const projectSchema = z.object({
  heading: text,
  intro: text,
  tiles: z.array(z.object({ id: slug, title: text, text: text, icon: iconSchema })).min(1),
  marquee: text,
  marathi: marathiBlockSchema,
  videos: z.object({ heading: text, intro: text, items: z.array(videoSchema).min(1) }),
});
export type Project = z.infer<typeof projectSchema>;

export const storySchema = z.object({
  heading: text,
  intro: text,
  carousel: z.object({
    title: text,
    slides: z.array(z.object({ id: slug, image: imageSchema, caption: text })).min(1),
  }),
  videos: z.object({ heading: text, intro: text, items: z.array(videoSchema).min(1) }),
  relatedLinks: z.object({ heading: text, intro: text, items: z.array(externalLinkSchema).min(1) }),
  parallax: z.array(z.object({ id: slug, image: imageSchema, heading: text, text: text })).min(1),
});
export type Story = z.infer<typeof storySchema>;
