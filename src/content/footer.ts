/**
 * The footer: who we are, the service themes, social links, contact, the
 * newsletter box and the Terms / Privacy / Support links.
 *
 * The newsletter box stores nothing: Subscribe checks the address and opens the
 * visitor's e-mail app with a message to the office (client.ts) asking to be
 * added to the list, and the note under the box says so.
 */
import type { Footer } from './schema.ts';

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
    note: 'Subscribe opens your e-mail app with a short request to our office. Send it, and we will add your address to our list by hand; we store nothing on this website.',
    emptyEmail: 'Please enter your e-mail address.',
    invalidEmail: 'Please enter a valid e-mail address, for example name@example.com.',
    mailSubject: 'Newsletter subscription',
    mailBody: 'Please add {email} to the Agro Tourism newsletter list.',
    noScript: 'Subscribe needs JavaScript to open your e-mail app. Without it, send us the request yourself:',
  },
  legalLinks: [
    { label: 'Terms', to: '/terms' },
    { label: 'Privacy', to: '/privacy' },
    { label: 'Support', to: '/support' },
  ],
  copyright: { year: 2025, holder: 'Agro Tourism', text: 'All rights reserved.' },
} satisfies Footer;
