/** Schemas of the site shell: the company, client-supplied details, people, navigation, footer, interface words and legal pages. */
import { z } from 'zod';
import { en, mr, internalPath, httpsUrl, slug, linkSchema, sectionSchema } from './schema-base.ts';

// ---------------------------------------------------------------- site, client, people

export const siteSchema = z.object({
  name: en,
  legalName: en,
  tagline: en,
  description: en,
  language: en,
  city: en,
  region: en,
  country: en,
  areaServed: z.array(en).min(1),
  logoAlt: en,
  skipLink: en,
});
export type Site = z.infer<typeof siteSchema>;

export const clientSchema = z.object({
  phone: z.object({ display: en, tel: z.string().regex(/^\+\d{8,15}$/) }),
  whatsapp: z.object({ display: en, number: z.string().regex(/^\d{10,15}$/), url: httpsUrl }),
  email: z.email(),
  address: z.object({
    lines: z.array(en).min(1),
    locality: en,
    region: en,
    country: en,
    countryCode: z.string().regex(/^[A-Z]{2}$/),
  }),
  social: z
    .array(z.object({ network: z.enum(['facebook', 'instagram', 'youtube', 'x']), label: en, url: httpsUrl }))
    .min(1),
});
export type Client = z.infer<typeof clientSchema>;

export const peopleSchema = z.object({
  team: z.object({
    founderCeo: en,
    coFounderMd: en,
    headOfProduction: en,
    contentManager: en,
    headOfEditorial: en,
    researchAndAnchor: en,
    headOfBusiness: en,
  }),
  testimonialAuthors: z.record(z.string(), z.object({ lang: z.literal('mr'), name: mr, detail: mr })),
});
export type People = z.infer<typeof peopleSchema>;

// ---------------------------------------------------------------- navigation, footer, ui

export const navLinkSchema = z.object({ kind: z.literal('link'), label: en, to: internalPath });
export const navSubmenuSchema = z.object({
  kind: z.literal('submenu'),
  id: slug,
  label: en,
  items: z.array(navLinkSchema).min(1),
});
export const navDropdownSchema = z.object({
  kind: z.literal('dropdown'),
  id: slug,
  label: en,
  items: z.array(z.discriminatedUnion('kind', [navLinkSchema, navSubmenuSchema])).min(1),
});
export const navigationSchema = z.object({
  label: en,
  items: z.array(z.discriminatedUnion('kind', [navLinkSchema, navDropdownSchema])).min(1),
  adminLogin: z.object({ label: en, to: internalPath }),
  /** Admin Login becomes this while signed in: the admin area. */
  admin: z.object({ label: en, to: internalPath }),
  menuToggle: z.object({ open: en, close: en }),
  /** Shown beside Admin Login while a token is stored (the spec's logout, §4). */
  logout: en,
});
export type NavLink = z.infer<typeof navLinkSchema>;
export type NavSubmenu = z.infer<typeof navSubmenuSchema>;
export type NavDropdown = z.infer<typeof navDropdownSchema>;
export type Navigation = z.infer<typeof navigationSchema>;

export const footerSchema = z.object({
  about: z.object({ heading: en, text: en }),
  servicesHeading: en,
  serviceThemes: z.array(en).min(3),
  socialHeading: en,
  contactHeading: en,
  phoneLabel: en,
  emailLabel: en,
  newsletter: z.object({
    heading: en,
    text: en,
    inputLabel: en,
    placeholder: en,
    button: en,
    note: en,
    emptyEmail: en,
    invalidEmail: en,
    mailSubject: en,
    mailBody: en,
    /** Shown only without JavaScript, before a plain mailto: link to the office. */
    noScript: en,
  }),
  legalLinks: z.array(linkSchema).min(1),
  copyright: z.object({ year: z.number().int(), holder: en, text: en }),
});
export type Footer = z.infer<typeof footerSchema>;

export const uiSchema = z.object({
  carousel: z.object({ previous: en, next: en, goTo: en, slide: en, pause: en, play: en }),
  video: z.object({ play: en, watchOnYoutube: en }),
  marquee: z.object({ pause: en, play: en }),
  newTab: en,
  close: en,
  backToTop: en,
  /** The heading of a long page's table of contents. */
  onThisPage: en,
});
export type Ui = z.infer<typeof uiSchema>;

/** The 404 and 500 pages: heading, meta description, text and links onward. */
export const notFoundSchema = z.object({ heading: en, description: en, text: en, links: z.array(linkSchema).min(1) });
export type NotFound = z.infer<typeof notFoundSchema>;

export const legalPageSchema = z.object({
  path: internalPath,
  heading: en,
  intro: z.array(en).min(1),
  sections: z.array(sectionSchema).min(1),
});
export const legalSchema = z.object({ terms: legalPageSchema, privacy: legalPageSchema, support: legalPageSchema });
export type LegalPage = z.infer<typeof legalPageSchema>;
export type Legal = z.infer<typeof legalSchema>;
