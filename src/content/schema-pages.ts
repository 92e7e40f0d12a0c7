/** Schemas of the blogs, Gallery, Contact, region, Agro, Login/Registration pages and page meta. */
import { z } from 'zod';
import { text, mr, internalPath, slug, iconSchema, imageSchema, linkSchema, sectionSchema } from './schema-base.ts';

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
  title: text,
  summary: text,
  body: z.array(text).min(1),
});
export type EnglishPost = z.infer<typeof englishPostSchema>;

export const marathiPostSchema = z.strictObject({
  lang: z.literal('mr'),
  slug,
  number: postNumber,
  /** The card's date label as the spec shows it, in English, e.g. "17 July". */
  dateLabel: z.string().regex(/^\d{1,2} [A-Z][a-z]+$/),
  /**
   * The full date, for structured data (`datePublished`): the spec's labels have no year, and
   * the site's year, 2025, is taken as theirs (decision 043).
   */
  published: z.iso.date(),
  title: mr,
  /** The full summary; the card cuts it with an ellipsis. */
  summary: mr,
  body: z.array(mr).min(1),
});
export type MarathiPost = z.infer<typeof marathiPostSchema>;

// Shape only: the spec's counts and words (nine and ten posts, 'English Blog', 'Read More', ...)
// are checked by tests/unit/content.test.ts.
export const englishBlogSchema = z.object({
  heading: text,
  intro: text,
  readMore: text,
  back: linkSchema,
  posts: z.array(englishPostSchema),
});
export type EnglishBlog = z.infer<typeof englishBlogSchema>;

export const marathiBlogSchema = z.object({
  heading: text,
  intro: text,
  tagline: z.object({ lang: z.literal('mr'), text: mr }),
  readMore: text,
  back: linkSchema,
  posts: z.array(marathiPostSchema),
});
export type MarathiBlog = z.infer<typeof marathiBlogSchema>;

export const blogIndexSchema = z.object({
  heading: text,
  intro: text,
  blogs: z.array(z.object({ title: text, text: text, link: linkSchema, latestLabel: text })),
});
export type BlogIndex = z.infer<typeof blogIndexSchema>;

// ---------------------------------------------------------------- gallery, contact

export const gallerySchema = z.object({
  heading: text,
  intro: text,
  viewerLabel: text,
  viewerPrevious: text,
  viewerNext: text,
  /** `{n}` and `{total}` are filled in by the viewer. */
  viewerPosition: text,
  images: z.array(z.object({ id: slug, image: imageSchema, caption: text })).min(1),
});
export type Gallery = z.infer<typeof gallerySchema>;

export const contactSchema = z.object({
  heading: text,
  intro: text,
  form: z.object({
    labels: z.object({ name: text, email: text, message: text }),
    submit: text,
    note: text,
    /** The hidden field's label (read by screen readers only): a person leaves it empty. */
    honeypot: text,
    /** Shown, in a status region, once the office has the message (with JavaScript, or on `?sent=1`). */
    received: text,
    /** Before the page's title when it answers the form sent without JavaScript: kept (`?sent=1`), or not. */
    answered: z.object({ received: text, failed: text }),
    /**
     * Under the message: its limit (`{limit}`) until the form is alive, then how many characters
     * are left or too many (`{n}`, in plural forms), said politely near the limit.
     */
    count: z.object({
      limit: text,
      left: z.object({ one: text, other: text }),
      over: z.object({ one: text, other: text }),
    }),
    errors: z.object({
      nameRequired: text,
      nameTooLong: text,
      emailRequired: text,
      emailInvalid: text,
      messageRequired: text,
      messageTooLong: text,
    }),
    /** Why a message was not sent, in the form's alert; what was typed stays. */
    failures: z.object({
      /** After 400: the fields below the alert say what is wrong. */
      invalid: text,
      /** After 429 (the limits); `{minutes}` to wait, in plural forms. */
      tooMany: z.object({ one: text, other: text }),
      /** After 503 (the store could not take it), before the office's e-mail address and phone number. */
      unavailable: text,
      /** The connection failed or the answer never came. */
      connection: text,
      /** Any other answer. */
      failed: text,
    }),
    /** Between the office's e-mail address and phone number after `unavailable`. */
    or: text,
  }),
  office: z.object({ heading: text, addressLabel: text, phoneLabel: text, emailLabel: text, whatsappLabel: text }),
  map: z.object({ heading: text, title: text, load: text, notice: text, openExternally: text }),
  faq: z.object({
    heading: text,
    items: z.array(z.object({ id: slug, question: text, answer: z.array(text).min(1) })).min(1),
  }),
});
export type Contact = z.infer<typeof contactSchema>;

// ---------------------------------------------------------------- regions, agro

export const regionSchema = z.object({
  path: internalPath,
  name: text,
  division: text,
  otherName: text.optional(),
  image: imageSchema,
  summary: text,
  intro: z.array(text).min(1),
  crops: z.array(text).min(3),
  seasons: z.array(z.object({ period: text, text: text })).min(2),
  landmarks: z.array(text).min(3),
  experiences: z.array(text).min(3),
});
export type Region = z.infer<typeof regionSchema>;

export const regionsPageSchema = z.object({
  labels: z.object({
    division: text,
    otherName: text,
    crops: text,
    seasons: text,
    landmarks: text,
    experiences: text,
    otherRegions: text,
    contactCta: linkSchema,
  }),
  regions: z.array(regionSchema).min(1),
});
export type RegionsPage = z.infer<typeof regionsPageSchema>;

export const agroSchema = z.object({
  heading: text,
  intro: z.array(text).min(1),
  facts: z.array(z.object({ label: text, text: text })).min(2),
  sections: z.array(sectionSchema).min(2),
  regionsHeading: text,
  regionsIntro: text,
});
export type Agro = z.infer<typeof agroSchema>;

// ---------------------------------------------------------------- login, registration

export const authSchema = z.object({
  login: z.object({
    /** The picture beside the highlights panel. */
    image: imageSchema,
    highlights: z.object({ heading: text, items: z.array(z.object({ text: text, icon: iconSchema })).min(1) }),
    heading: text,
    intro: text,
    labels: z.object({ username: text, password: text }),
    submit: text,
    registerPrompt: text,
    registerLink: z.object({ label: text, to: internalPath }),
    messages: z.object({
      emptyFields: text,
      invalidLogin: text,
      invalidCredentials: text,
      serverError: text,
      tooManyAttempts: z.object({ one: text, other: text }),
    }),
  }),
  registration: z.object({
    heading: text,
    intro: text,
    labels: z.object({
      name: text,
      address: text,
      agroTourName: text,
      registrationNumber: text,
      mobileNumber: text,
      emailId: text,
      registrationDate: text,
      uploadDocument: text,
    }),
    hints: z.object({ mobileNumber: text, uploadDocument: text }),
    submit: text,
    submitting: text,
    errors: z.object({ mobileNumber: text, emailId: text }),
    messages: z.object({
      success: text,
      failure: text,
    }),
    privacyNote: text,
    privacyLink: linkSchema,
  }),
});
export type Auth = z.infer<typeof authSchema>;

// ---------------------------------------------------------------- meta

export const pageMetaSchema = z.object({
  title: text.refine((s) => s.length <= 60, 'Keep titles to 60 characters'),
  description: text.refine((s) => s.length >= 50 && s.length <= 160, 'Descriptions are 50 to 160 characters'),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
export const metaSchema = z.record(internalPath, pageMetaSchema);
export type Meta = z.infer<typeof metaSchema>;
