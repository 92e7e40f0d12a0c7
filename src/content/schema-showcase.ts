/** Schemas of the Home, About, Our Project and Our Story pages, and their videos. */
import { z } from 'zod';
import {
  en,
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
  title: en,
  subtitle: en.optional(),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const serviceSchema = z.object({ id: slug, title: en, description: en, icon: iconSchema });
export type Service = z.infer<typeof serviceSchema>;

export const testimonialSchema = z.object({ id: slug, lang: z.literal('mr'), quote: mr, name: mr, detail: mr });
export type Testimonial = z.infer<typeof testimonialSchema>;

export const flipCardSchema = z.object({
  id: z.enum(['mission', 'vision', 'awards']),
  title: en,
  icon: iconSchema,
  teaser: en,
  body: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('text'), paragraphs: z.array(en).min(1) }),
    z.object({ kind: z.literal('list'), items: z.array(en).min(1) }),
  ]),
});
export type FlipCard = z.infer<typeof flipCardSchema>;

export const homeSchema = z.object({
  heading: en,
  hero: z.object({ label: en, slides: z.array(heroSlideSchema).min(1) }),
  welcome: z.object({
    heading: en,
    rows: z.array(z.object({ heading: en, paragraphs: z.array(en).min(1), image: imageSchema })).min(1),
    cta: z.object({ label: en, context: en, to: internalPath }),
  }),
  flipCards: z.object({ heading: en, hint: en, cards: z.array(flipCardSchema).min(1) }),
  testimonials: z.object({ heading: en, intro: en, items: z.array(testimonialSchema).min(1) }),
  events: z.object({ heading: en, intro: en, services: z.array(serviceSchema).min(1) }),
  cards: z.object({
    heading: en,
    intro: en,
    items: z.array(z.object({ id: slug, title: en, text: en, image: imageSchema })).min(1),
  }),
  whatsapp: z.object({ label: en }),
});
export type Home = z.infer<typeof homeSchema>;

// ---------------------------------------------------------------- about

export const teamRoles = [
  'Founder & CEO',
  'Co-Founder & MD',
  'Head of Production',
  'Content Manager',
  'Head of Editorial',
  'R & D and Anchor',
  'Head of Business',
] as const;

export const teamMemberSchema = z.object({ id: slug, name: en, role: z.enum(teamRoles), image: imageSchema });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const aboutSchema = z.object({
  heading: en,
  intro: en,
  story: z.object({ heading: en, paragraphs: z.array(en).min(2), image: imageSchema }),
  founder: z.object({ heading: en, name: en, role: en, paragraphs: z.array(en).min(1), image: imageSchema }),
  values: z.object({ heading: en, items: z.array(z.object({ title: en, text: en })).min(2) }),
  team: z.object({ heading: en, intro: en, members: z.array(teamMemberSchema).min(1) }),
});
export type About = z.infer<typeof aboutSchema>;

// ---------------------------------------------------------------- videos, project, story

export const videoSchema = z.object({
  id: slug,
  title: en,
  poster: imageSchema,
  /**
   * The YouTube id, or null while the client has not supplied the video: then
   * the page shows the poster and title without a player or a link.
   */
  youtubeId: youtubeId.nullable(),
});
export type Video = z.infer<typeof videoSchema>;

export const projectSchema = z.object({
  heading: en,
  intro: en,
  tiles: z.array(z.object({ id: slug, title: en, text: en, icon: iconSchema })).min(1),
  marquee: en,
  marathi: marathiBlockSchema,
  videos: z.object({ heading: en, intro: en, items: z.array(videoSchema).min(1) }),
});
export type Project = z.infer<typeof projectSchema>;

export const storySchema = z.object({
  heading: en,
  intro: en,
  carousel: z.object({
    title: en,
    slides: z.array(z.object({ id: slug, image: imageSchema, caption: en })).min(1),
  }),
  videos: z.object({ heading: en, intro: en, items: z.array(videoSchema).min(1) }),
  relatedLinks: z.object({ heading: en, intro: en, items: z.array(externalLinkSchema).min(1) }),
  parallax: z.array(z.object({ id: slug, image: imageSchema, heading: en, text: en })).min(1),
});
export type Story = z.infer<typeof storySchema>;
