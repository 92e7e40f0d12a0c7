/** Schemas of the blogs, Gallery, Contact, region, Agro, Login/Registration pages and page meta. */
import { z } from 'zod';
import { en, mr, internalPath, slug, iconSchema, imageSchema, linkSchema, sectionSchema } from './schema-base.ts';

// ---------------------------------------------------------------- blogs

const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';

/** A post's place in its blog, counted from the oldest (1); the list shows the highest first. */
const postNumber = z.number().int().positive();

/**
 * A blog post as its Markdown file gives it (src/content/blog/posts.ts): the slug is the file's
 * name, the body its paragraphs, the rest its frontmatter. Strict, so a misspelt field fails.
 */
export const englishPostSchema = z.strictObject({
  slug,
  number: postNumber,
  image: imageSchema,
  /** As shown on the card, e.g. "23 Jul 2021". */
  date: z.string().regex(new RegExp(`^\\d{1,2} (?:${MONTHS}) \\d{4}$`)),
  title: en,
  summary: en,
  body: z.array(en).min(1),
});
export type EnglishPost = z.infer<typeof englishPostSchema>;

export const marathiPostSchema = z.strictObject({
  lang: z.literal('mr'),
  slug,
  number: postNumber,
  /** The card's date label as the spec shows it, in English, e.g. "17 July". */
  dateLabel: z.string().regex(/^\d{1,2} [A-Z][a-z]+$/),
  title: mr,
  /** The full summary; the card cuts it with an ellipsis. */
  summary: mr,
  body: z.array(mr).min(1),
});
export type MarathiPost = z.infer<typeof marathiPostSchema>;

// Shape only: the spec's counts and words (nine and ten posts, 'English Blog', 'Read More', ...)
// are checked by tests/unit/content.test.ts.
export const englishBlogSchema = z.object({
  heading: en,
  intro: en,
  readMore: en,
  back: linkSchema,
  posts: z.array(englishPostSchema),
});
export type EnglishBlog = z.infer<typeof englishBlogSchema>;

export const marathiBlogSchema = z.object({
  heading: en,
  intro: en,
  tagline: z.object({ lang: z.literal('mr'), text: mr }),
  readMore: en,
  back: linkSchema,
  posts: z.array(marathiPostSchema),
});
export type MarathiBlog = z.infer<typeof marathiBlogSchema>;

export const blogIndexSchema = z.object({
  heading: en,
  intro: en,
  blogs: z.array(z.object({ title: en, text: en, link: linkSchema, latestLabel: en })),
});
export type BlogIndex = z.infer<typeof blogIndexSchema>;

// ---------------------------------------------------------------- gallery, contact

export const gallerySchema = z.object({
  heading: en,
  intro: en,
  viewerLabel: en,
  viewerPrevious: en,
  viewerNext: en,
  /** `{n}` and `{total}` are filled in by the viewer. */
  viewerPosition: en,
  images: z.array(z.object({ id: slug, image: imageSchema, caption: en })).min(1),
});
export type Gallery = z.infer<typeof gallerySchema>;

export const contactSchema = z.object({
  heading: en,
  intro: en,
  form: z.object({
    labels: z.object({ name: en, email: en, message: en }),
    submit: en,
    note: en,
    /** Shown after Send has handed the message to the visitor's e-mail app. */
    opened: en,
    /** Shown without JavaScript, before a plain mailto: link to the office. */
    noScript: en,
    errors: z.object({ nameRequired: en, emailRequired: en, emailInvalid: en, messageRequired: en }),
    mailSubject: en,
  }),
  office: z.object({ heading: en, addressLabel: en, phoneLabel: en, emailLabel: en, whatsappLabel: en }),
  map: z.object({ heading: en, query: en, title: en, load: en, notice: en, openExternally: en }),
  faq: z.object({
    heading: en,
    items: z.array(z.object({ id: slug, question: en, answer: z.array(en).min(1) })).min(1),
  }),
});
export type Contact = z.infer<typeof contactSchema>;

// ---------------------------------------------------------------- regions, agro

export const divisions = ['Kokan', 'Vidarbha', 'West Maharashtra', 'Marathwada', 'Khandesh'] as const;

export const regionSchema = z.object({
  path: internalPath,
  name: en,
  division: z.enum(divisions),
  otherName: en.optional(),
  image: imageSchema,
  summary: en,
  intro: z.array(en).min(1),
  crops: z.array(en).min(3),
  seasons: z.array(z.object({ period: en, text: en })).min(2),
  landmarks: z.array(en).min(3),
  experiences: z.array(en).min(3),
});
export type Region = z.infer<typeof regionSchema>;

export const regionsPageSchema = z.object({
  labels: z.object({
    division: en,
    otherName: en,
    crops: en,
    seasons: en,
    landmarks: en,
    experiences: en,
    otherRegions: en,
    contactCta: linkSchema,
  }),
  regions: z.array(regionSchema).min(1),
});
export type RegionsPage = z.infer<typeof regionsPageSchema>;

export const agroSchema = z.object({
  heading: en,
  intro: z.array(en).min(1),
  facts: z.array(z.object({ label: en, text: en })).min(2),
  sections: z.array(sectionSchema).min(2),
  regionsHeading: en,
  regionsIntro: en,
});
export type Agro = z.infer<typeof agroSchema>;

// ---------------------------------------------------------------- login, registration

export const authSchema = z.object({
  login: z.object({
    /** The picture beside the highlights panel. */
    image: imageSchema,
    highlights: z.object({ heading: en, items: z.array(z.object({ text: en, icon: iconSchema })).min(1) }),
    heading: en,
    intro: en,
    labels: z.object({ username: en, password: en }),
    submit: en,
    registerPrompt: en,
    registerLink: z.object({ label: en, to: internalPath }),
    messages: z.object({
      emptyFields: en,
      invalidLogin: en,
      serverError: en,
    }),
  }),
  registration: z.object({
    heading: en,
    intro: en,
    labels: z.object({
      name: en,
      address: en,
      agroTourName: en,
      registrationNumber: en,
      mobileNumber: en,
      emailId: en,
      registrationDate: en,
      uploadDocument: en,
    }),
    hints: z.object({ mobileNumber: en, uploadDocument: en }),
    submit: en,
    submitting: en,
    errors: z.object({ mobileNumber: en, emailId: en }),
    messages: z.object({
      success: en,
      failure: en,
    }),
    privacyNote: en,
    privacyLink: linkSchema,
  }),
});
export type Auth = z.infer<typeof authSchema>;

// ---------------------------------------------------------------- meta

export const pageMetaSchema = z.object({
  title: en.refine((s) => s.length <= 60, 'Keep titles to 60 characters'),
  description: en.refine((s) => s.length >= 50 && s.length <= 160, 'Descriptions are 50 to 160 characters'),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
export const metaSchema = z.record(internalPath, pageMetaSchema);
export type Meta = z.infer<typeof metaSchema>;
