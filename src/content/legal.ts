/**
 * Terms, Privacy and Support pages. The client should have these read by their
 * adviser before launch; they describe what this website actually does. `{email}`,
 * `{phone}` and `{whatsapp}` are filled in with the operator's details when a page is
 * rendered (src/components/LegalPage.tsx), `{retention}` with the days RETENTION_DAYS says.
 */
import type { Legal } from './schema.ts';
import { sitePaths } from '../site-paths.ts';

export const legal = {
  terms: {
    path: sitePaths.terms,
    heading: 'Terms of Use',
    intro: [
      'These terms apply to everyone who uses this website, which is run by Agro Tourism, an agro-tourism consultancy in Pune, Maharashtra. By using the site you accept them.',
    ],
    sections: [
      {
        id: 'information',
        heading: 'Information on this site',
        paragraphs: [
          'Our articles, region pages and answers are written to help farmers and travellers. They are general information, not legal, financial or agricultural advice for your situation.',
          "Government rules, fees and schemes change. Before you apply for a registration, a licence or a loan, check the current rules with the department or bank concerned; the Maharashtra Tourism website is the official source for the state's agro-tourism policy.",
        ],
      },
      {
        id: 'registration',
        heading: 'Registering a centre with us',
        paragraphs: [
          'The Agro Tourism Registration form on this site registers your centre with our company so that we can contact you and work with you. It is not a registration with the Government of Maharashtra and does not replace one.',
          'Please give true and complete details. Upload only documents that belong to you or that you are allowed to share, and leave out information we do not need, such as bank passwords or identity numbers that are not asked for.',
        ],
      },
      {
        id: 'admin',
        heading: 'Admin login',
        paragraphs: [
          'The Admin Login is for authorised Agro Tourism staff only. Do not try to sign in with an account that is not yours, or to reach parts of the site or its systems that are not meant for you.',
        ],
      },
      {
        id: 'content',
        heading: "Our content and other people's",
        paragraphs: [
          'The text and pictures on this site belong to Agro Tourism unless we say otherwise. You may share links to our pages and quote short passages with credit; please ask us before copying more.',
          'Videos shown on our pages are hosted on YouTube and belong to their owners. Related links lead to other websites, which have their own terms; we are not responsible for what they publish.',
        ],
      },
      {
        id: 'liability',
        heading: 'Availability and liability',
        paragraphs: [
          'We work to keep the site accurate and available, but we cannot promise that it will always be free of errors or interruptions. As far as the law allows, we are not liable for losses that come from relying on general information on this site.',
          'These terms are governed by the laws of India.',
        ],
      },
      {
        id: 'contact',
        heading: 'Questions',
        paragraphs: ['Write to {email} or call {phone} if anything in these terms is unclear.'],
      },
    ],
  },
  privacy: {
    path: sitePaths.privacy,
    heading: 'Privacy Notice',
    retention: { one: '{n} day', other: '{n} days' },
    intro: [
      'This notice explains what personal information this website collects, why, where it goes and whom to contact about it. Agro Tourism, Pune, is responsible for the information described here.',
    ],
    sections: [
      {
        id: 'registration-form',
        heading: 'The registration form',
        paragraphs: [
          'The Agro Tourism Registration form (at /profile) asks for the following. Every field is optional except where the form says otherwise, so share only what you are comfortable with:',
        ],
        list: [
          'your name;',
          'your address;',
          'the name of your agro-tourism centre (agro-tour name);',
          'its registration number;',
          'your mobile number;',
          'your e-mail address;',
          'the registration date;',
          'a document you choose to upload, such as a registration certificate.',
        ],
      },
      {
        id: 'why',
        heading: 'Why we ask',
        paragraphs: [
          'We use these details only to register your centre with us and to contact you about it: to confirm the registration, answer your questions and offer the services you ask for, such as training, consulting or promotion. We do not sell them, and we do not use them for advertising by others.',
        ],
      },
      {
        id: 'where',
        heading: 'Where the information goes',
        paragraphs: [
          'When you press Register, this website forwards the form and the uploaded document to the registration system run by Agro Tourism, where our staff who handle registrations can see them. We share them with nobody else unless the law requires it.',
          'We keep registration details while your centre is registered with us and for as long as we need them to answer your questions. You can ask us at any time to see, correct or delete what we hold about you.',
        ],
      },
      {
        id: 'while-you-register',
        heading: 'While you fill in the registration form',
        paragraphs: [
          'So that nothing you type is lost on a slow or broken connection, your browser keeps what you type in the registration form on your own device (in its local storage), and the document you choose too where the browser allows it (in its IndexedDB). None of it is sent to us until you press Register. It is deleted from your device when the registration succeeds or when you press Discard draft; a draft you leave is deleted the next time you open the form after 7 days.',
          'Each registration also carries a random code made by your browser, so that a registration sent again after a broken connection is registered only once. Our server remembers that code and the answer it gave for one day; it does not keep your details or your document.',
          'A photo larger than 1.5 MB is made smaller in your browser before it is sent (at most 2000 pixels on its long side), unless you choose to send the original. The smaller copy leaves out the information cameras store in a photo, such as where it was taken.',
        ],
      },
      {
        id: 'newsletter',
        heading: 'The newsletter',
        paragraphs: [
          'When you subscribe with the box at the foot of our pages, this website keeps in its own database your e-mail address, the language of the page, the time you subscribed and the exact words shown beside the box then (your consent), and later the time you confirmed.',
          'We keep them only to send you our newsletter, a few times a year and in your language, and to be able to show that you asked for it. We share them with nobody but the mail service that delivers our e-mails.',
          'When our e-mail is set up, we first send you an e-mail with a link to confirm the subscription. An address not confirmed within 7 days is deleted, with everything kept about it. A confirmed address is kept until you leave.',
          'To leave, open the link to leave in any of our e-mails and press its button: your address is deleted at once. You can also write to {email} or call {phone} and ask us to delete it.',
        ],
      },
      {
        id: 'other-data',
        heading: 'Other information this website handles',
        paragraphs: [],
        list: [
          'Contact form: when you press Send, this website stores your name, e-mail address and message, with the language of the page and the time, in its own database and may send a copy to our office by e-mail; our office staff read it there and answer you. We use it only to answer you and share it with nobody else. This website keeps it for {retention}, so that we can follow up on your enquiry, and then deletes it automatically; to have it deleted sooner, write to {email}.',
          "Enquiries to a centre: when you send an enquiry from a centre's page in our directory, this website stores what you wrote (your name, e-mail address and/or mobile number, dates, party, group, preferred language and message), the centre and the time, and mails it to our office and, if the owner has agreed to receive enquiries by e-mail, to that centre's owner, who may answer you directly. Only our office and that centre's owner see it; your contact details are never shown on the website. This website keeps it for {retention} and then deletes it automatically; to have it deleted sooner, write to {email}.",
          'Admin login: when a staff member signs in, the browser keeps a sign-in token and a user ID in its local storage until they sign out.',
          "Videos and map: nothing is loaded from YouTube or the map provider until you click to play a video or show the map. After that click, that service receives your request under its own privacy policy; videos use YouTube's privacy-enhanced mode.",
          'Server logs: like most websites, our server keeps short technical logs (such as the page asked for, the time and the IP address) to keep the site running and secure.',
          'Cookies: this website sets no advertising or analytics cookies. When you switch between English and Marathi, it remembers your choice in a small cookie (lang) for a year, so that the site opens in your language; signing in as an admin sets a session cookie that ends when they sign out, or after 8 hours.',
        ],
      },
      {
        id: 'contact',
        heading: 'Whom to contact',
        paragraphs: [
          'For any question about your information, or to see, correct or delete it, write to {email} or call {phone}. Please say which centre your request is about so that we can find your registration.',
        ],
      },
    ],
  },
  support: {
    path: sitePaths.support,
    heading: 'Support',
    intro: [
      'Need help with this website, the registration form or one of our services? Tell us what happened and we will help you.',
    ],
    sections: [
      {
        id: 'reach-us',
        heading: 'How to reach us',
        paragraphs: [],
        list: ['E-mail: {email}', 'Phone: {phone}', 'WhatsApp: {whatsapp}', 'Or use the form on our Contact page.'],
      },
      {
        id: 'what-to-include',
        heading: 'What to tell us',
        paragraphs: [
          'Say which page you were on, what you tried to do and what you saw, for example the exact message shown. For a registration, include the name of your centre. Please do not send passwords.',
        ],
      },
      {
        id: 'registration-help',
        heading: 'Help with the registration form',
        paragraphs: [],
        list: [
          'Mobile No must be exactly 10 digits, without +91, spaces or dashes.',
          'Email ID must be a complete address, such as name@example.com.',
          'If you see "Failed to register. Try again later.", your details were not saved. Wait a few minutes and try again; if it keeps happening, write to us and attach the document instead.',
          'Registering with us is separate from registering your centre with the Directorate of Tourism, Government of Maharashtra. We can guide you through both.',
        ],
      },
      {
        id: 'site-help',
        heading: 'Help with the website',
        paragraphs: [],
        list: [
          'Videos and the map load only when you click them. If nothing happens, check your connection and try again.',
          'If any page is hard to use with a screen reader, keyboard or zoom, please tell us so that we can fix it.',
        ],
      },
    ],
  },
} satisfies Legal;
