/** Schemas of the Home, About, Our Project and Our Story pages, and their videos. */
import { z } from 'zod';
import { en, mr, slug, youtubeId, iconSchema, imageSchema, externalLinkSchema, marathiBlockSchema } from './schemaBase.ts';

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
  hero: z.object({ label: en, slides: z.array(heroSlideSchema).length(4) }),
  welcome: z.object({
    heading: en,
    rows: z.array(z.object({ heading: en, paragraphs: z.array(en).min(1), image: imageSchema })).length(2),
    cta: z.object({ label: z.literal('Learn More'), context: en, to: z.literal('/about') }),
  }),
  flipCards: z.object({ heading: en, hint: en, cards: z.array(flipCardSchema).length(3) }),
  testimonials: z.object({ heading: en, intro: en, items: z.array(testimonialSchema).length(3) }),
  events: z.object({ heading: z.literal('Lets Check Our Events'), intro: en, services: z.array(serviceSchema).length(9) }),
  cards: z.object({
    heading: en,
    intro: en,
    items: z.array(z.object({ id: slug, title: en, text: en, image: imageSchema })).length(5),
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
  founder: z.object({ heading: en, name: en, role: z.literal('Founder & CEO'), paragraphs: z.array(en).min(1), image: imageSchema }),
  values: z.object({ heading: en, items: z.array(z.object({ title: en, text: en })).min(2) }),
  team: z.object({ heading: en, intro: en, members: z.array(teamMemberSchema).length(7) }),
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
  tiles: z
    .array(z.object({ id: slug, title: z.enum(['Excursions', 'Experiences', 'Cool Tours', 'Relax Locations']), text: en, icon: iconSchema }))
    .length(4),
  marquee: z.literal('Agro Tourism Workshop And Training'),
  marathi: marathiBlockSchema,
  videos: z.object({ heading: en, intro: en, items: z.array(videoSchema).length(6) }),
});
export type Project = z.infer<typeof projectSchema>;

export const storySchema = z.object({
  heading: en,
  intro: en,
  carousel: z.object({
    title: z.literal('agro tourism workshop and news'),
    slides: z.array(z.object({ id: slug, image: imageSchema, caption: en })).length(5),
  }),
  videos: z.object({ heading: en, intro: en, items: z.array(videoSchema).length(12) }),
  relatedLinks: z.object({ heading: z.literal('Related Links'), intro: en, items: z.array(externalLinkSchema).length(23) }),
  parallax: z.array(z.object({ id: slug, image: imageSchema, heading: en, text: en })).length(3),
});
export type Story = z.infer<typeof storySchema>;
