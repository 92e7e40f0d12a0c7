/** Schemas of the site shell: the company, client-supplied details, people, navigation, footer, interface words and legal pages. */
import { z } from 'zod';
import { text, mr, internalPath, httpsUrl, slug, linkSchema, sectionSchema } from './schema-base.ts';

// ---------------------------------------------------------------- site, client, people

export const siteSchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  language: text,
  city: text,
  region: text,
  country: text,
  areaServed: z.array(text).min(1),
  logoAlt: text,
  skipLink: text,
});
export type Site = z.infer<typeof siteSchema>;

export const clientSchema = z.object({
  phone: z.object({ display: text, tel: z.string().regex(/^\+\d{8,15}$/) }),
  whatsapp: z.object({ display: text, number: z.string().regex(/^\d{10,15}$/), url: httpsUrl }),
  email: z.email(),
  address: z.object({
    lines: z.array(text).min(1),
    locality: text,
    region: text,
    country: text,
    countryCode: z.string().regex(/^[A-Z]{2}$/),
  }),
  social: z.array(z.object({ network: z.enum(['facebook', 'instagram', 'youtube', 'x']), label: text, url: httpsUrl })),
  /** What the map searches for (kept in English for the map service) and where the office is. */
  map: z.object({ query: text, lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
});
export type Client = z.infer<typeof clientSchema>;

export const peopleSchema = z.object({
  team: z.object({
    founderCeo: text,
    coFounderMd: text,
    headOfProduction: text,
    contentManager: text,
    headOfEditorial: text,
    researchAndAnchor: text,
    headOfBusiness: text,
  }),
  testimonialAuthors: z.record(z.string(), z.object({ lang: z.literal('mr'), name: mr, detail: mr })),
});
export type People = z.infer<typeof peopleSchema>;

// ---------------------------------------------------------------- navigation, footer, ui

export const navLinkSchema = z.object({ kind: z.literal('link'), label: text, to: internalPath });
export const navSubmenuSchema = z.object({
  kind: z.literal('submenu'),
  id: slug,
  label: text,
  items: z.array(navLinkSchema).min(1),
});
export const navDropdownSchema = z.object({
  kind: z.literal('dropdown'),
  id: slug,
  label: text,
  items: z.array(z.discriminatedUnion('kind', [navLinkSchema, navSubmenuSchema])).min(1),
});
export const navigationSchema = z.object({
  label: text,
  items: z.array(z.discriminatedUnion('kind', [navLinkSchema, navDropdownSchema])).min(1),
  adminLogin: z.object({ label: text, to: internalPath }),
  /** Admin Login becomes this while signed in: the admin area. */
  admin: z.object({ label: text, to: internalPath }),
  menuToggle: z.object({ open: text, close: text }),
  /** The header's link to the same page in the other language: what it does, as its title. */
  languageSwitch: z.object({ title: text }),
  /** Shown beside Admin Login while a token is stored (the spec's logout, §4). */
  logout: text,
});
export type NavLink = z.infer<typeof navLinkSchema>;
export type NavSubmenu = z.infer<typeof navSubmenuSchema>;
export type NavDropdown = z.infer<typeof navDropdownSchema>;
export type Navigation = z.infer<typeof navigationSchema>;

export const footerSchema = z.object({
  about: z.object({ heading: text, text: text }),
  servicesHeading: text,
  serviceThemes: z.array(text).min(3),
  socialHeading: text,
  contactHeading: text,
  phoneLabel: text,
  emailLabel: text,
  newsletter: z.object({
    heading: text,
    /** The text and the note are the words of consent kept with each address (decision 081). */
    text: text,
    inputLabel: text,
    placeholder: text,
    button: text,
    note: text,
    /** The link to the privacy notice's newsletter part. */
    privacy: text,
    /** The hidden field's label (read by screen readers only): a person leaves it empty. */
    honeypot: text,
    emptyEmail: text,
    invalidEmail: text,
    /** Said in the box's status region once the address is kept: a mail to confirm is on its way. */
    confirmSent: text,
    /** Said instead when no mail is sent (the site has no mail server): signed up at once. */
    subscribed: text,
    /** Why the address was not kept, in the box's alert; what was typed stays. */
    failures: z.object({
      /** After 429 (the limits); `{minutes}` to wait, in plural forms. */
      tooMany: z.object({ one: text, other: text }),
      unavailable: text,
      connection: text,
      failed: text,
    }),
  }),
  legalLinks: z.array(linkSchema).min(1),
  copyright: z.object({ year: z.number().int(), holder: text, text: text }),
});
export type Footer = z.infer<typeof footerSchema>;

export const uiSchema = z.object({
  carousel: z.object({ previous: text, next: text, goTo: text, slide: text, pause: text, play: text }),
  video: z.object({ play: text, watchOnYoutube: text }),
  marquee: z.object({ pause: text, play: text }),
  newTab: text,
  close: text,
  backToTop: text,
  /** The heading of a long page's table of contents. */
  onThisPage: text,
});
export type Ui = z.infer<typeof uiSchema>;

/** The 404 and 500 pages: heading, meta description, text and links onward. */
export const notFoundSchema = z.object({
  heading: text,
  description: text,
  text: text,
  links: z.array(linkSchema).min(1),
});
export type NotFound = z.infer<typeof notFoundSchema>;

export const legalPageSchema = z.object({
  path: internalPath,
  heading: text,
  intro: z.array(text).min(1),
  sections: z.array(sectionSchema).min(1),
  /** How `{retention}` is said: the days a contact message is kept (RETENTION_DAYS), `{n}` in plural forms. */
  retention: z.object({ one: text, other: text }).optional(),
});
export const legalSchema = z.object({ terms: legalPageSchema, privacy: legalPageSchema, support: legalPageSchema });
export type LegalPage = z.infer<typeof legalPageSchema>;
export type Legal = z.infer<typeof legalSchema>;
