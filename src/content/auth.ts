/**
 * Words of the Login page (/login) and the Agro Tourism Registration form
 * (/profile). The alert messages are the spec's, word for word.
 */
import panel from '../assets/images/login/panel.jpg?wide';
import { loginMessages, registrationLabels } from './messages.ts';
import type { Auth } from './schema.ts';
import { edgeMessages, problemMessages } from '../features/registration/contract.ts';
import { sitePaths } from '../site-paths.ts';

export const auth = {
  login: {
    image: { picture: panel, alt: 'A farm path lined with trees in golden evening light' },
    highlights: {
      heading: 'Discover rural Maharashtra',
      items: [
        { text: 'Farms and nature trails', icon: 'Trees' },
        { text: 'Rural culture and cuisine', icon: 'UtensilsCrossed' },
        { text: 'Tours and eco activities', icon: 'Binoculars' },
        { text: 'Eco-friendly stays', icon: 'House' },
      ],
    },
    heading: 'Welcome To Agro Tourism',
    intro: 'Sign in to the Agro Tourism admin area.',
    labels: { username: 'Username', password: 'Password' },
    submit: 'Login',
    registerPrompt: 'Want to register your agro-tourism centre?',
    registerLink: { label: 'Register here', to: sitePaths.registration },
    messages: loginMessages,
  },
  registration: {
    heading: 'Agro Tourism Registration',
    intro:
      'Register your agro-tourism centre with us so that we can get in touch and help you grow. Fill in what you can; every field is optional.',
    labels: registrationLabels,
    hints: {
      mobileNumber: '10 digits, without +91 or spaces.',
      uploadDocument: "For example your centre's registration certificate.",
    },
    submit: 'Register',
    submitting: 'Registering...',
    errors: {
      mobileNumber: 'Mobile No must be exactly 10 digits.',
      emailId: 'Please enter a valid e-mail address, for example name@example.com.',
    },
    messages: {
      success: 'Registration successful!',
      failure: 'Failed to register. Try again later.',
    },
    privacyNote: 'We use these details only to register your centre with us and to contact you about it.',
    privacyLink: { label: 'How we handle your information', to: sitePaths.privacy },
  },
} satisfies Auth;

/**
 * Words the login and registration features need beyond the spec's (added by the
 * login/registration work, issue 4): the registration date check, the document rules shown as
 * a hint, why a chosen document would be refused, and why a field was refused. In English the
 * last two are the edge's own
 * sentences (src/features/registration/contract.ts), written once; other languages say them in
 * their own words.
 */
export const authExtras = {
  registration: {
    documentRules: 'A PDF, JPEG, PNG or WebP file of at most 10 MB.',
    /** Before the page's title when it answers a registration sent without JavaScript (decision 104). */
    answered: { ok: 'Registered', failed: 'Not registered' },
    errors: {
      registrationDate: 'Registration Date must be a real date, for example 2025-01-31.',
      unreadable: 'This value could not be read. Please type it again.',
      documentType: edgeMessages.documentType,
      documentSize: edgeMessages.tooLarge,
      /** After 429 (the registration limits); `{minutes}` to wait, in plural forms. */
      tooMany: edgeMessages.tooManyRegistrations,
      /**
       * Leads the answer, and stands under the field, when the backend says the Registration No
       * is already registered (issue 58, item 12): trying again later would not help.
       */
      registrationTaken: 'This Registration No is already registered. Check the number, or write to us if it is yours.',
    },
    /**
     * After "Failed to register. Try again later." when a retry may help (the registration service
     * down, slow or failing): followed by the office's e-mail address and phone number.
     */
    office: { lead: 'If it keeps failing, write to us or call us:', or: 'or' },
    /**
     * Why a field was refused, after its label in the list under the alert, by problem code
     * (decision 067): the edge's own sentences in English; the backend's words are never shown.
     */
    reasons: problemMessages,
  },
} as const;
