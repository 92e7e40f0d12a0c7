/**
 * The footer: who we are, the service themes, social links, contact, the
 * newsletter box and the Terms / Privacy / Support links.
 *
 * The newsletter box signs the visitor up in the site's own store (decision 081): its text and
 * note are the words of consent kept with the address.
 */
import type { Footer } from './schema.ts';
import { sitePaths } from '../site-paths.ts';

export const footer = {
  about: {
    heading: 'Agro Tourism',
    text: 'From our office in Pune we help farmers open their fields, kitchens and village life to guests, and help guests find honest farm, rural and tribal experiences across Maharashtra.',
  },
  servicesHeading: 'What we do',
  serviceThemes: [
    'Farm tourism',
    'Rural tourism',
    'Tribal tourism',
    'Workshops and training',
    'Agro-tourism consulting',
    'Tours and festival trips',
    'Digital marketing for farm stays',
  ],
  socialHeading: 'Follow us',
  contactHeading: 'Get in touch',
  phoneLabel: 'Call us',
  emailLabel: 'Write to us',
  newsletter: {
    heading: 'Newsletter',
    text: 'News of workshops, harvest seasons and farm festivals, a few times a year.',
    inputLabel: 'Your e-mail address',
    placeholder: 'name@example.com',
    button: 'Subscribe',
    note: 'We keep your address, the language of this page and when you subscribed, only to send you this newsletter. You can leave at any time with the link in our e-mails, or by writing to us.',
    privacy: 'What we keep, and for how long',
    honeypot: 'Leave this field empty',
    emptyEmail: 'Please enter your e-mail address.',
    invalidEmail: 'Please enter a valid e-mail address, for example name@example.com.',
    confirmSent: 'Thank you. We have sent you an e-mail: open the link in it to confirm your subscription.',
    subscribed: 'Thank you: you are subscribed.',
    failures: {
      tooMany: {
        one: 'Many sign-ups have come from here just now. Please try again in {minutes} minute.',
        other: 'Many sign-ups have come from here just now. Please try again in {minutes} minutes.',
      },
      unavailable: 'We could not take your address just now, and nothing was kept. Please try again later.',
      connection: 'Your address could not be sent: the connection failed. Please check it and press Subscribe again.',
      failed: 'Your address could not be sent. Please press Subscribe again.',
    },
  },
  legalLinks: [
    { label: 'Terms', to: sitePaths.terms },
    { label: 'Privacy', to: sitePaths.privacy },
    { label: 'Support', to: sitePaths.support },
  ],
  copyright: { year: 2025, holder: 'Agro Tourism', text: 'All rights reserved.' },
} satisfies Footer;
