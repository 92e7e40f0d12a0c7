/**
 * The newsletter's contract (issue 39, decision 081), shared by the footer's box, its pages,
 * the admin's list and the server's edge (server/newsletter/): the address rule, how the
 * server answers a sign-up, the addresses of the pages, the link's token, and what is kept for
 * how long. No React.
 */
import type { VisitorAnswer } from '../../forms/visitor-post.ts';
import { emailLimits, isEmailAddress } from '../../forms/email.ts';
import { plainText } from '../../plain-text.ts';

export type EmailProblem = 'empty' | 'invalid';

/** The longest address taken (spec section 9), in UTF-16 code units as `maxlength` counts. */
export const emailMaxLength = emailLimits.length;

/** Null when the address is usable: the forms' one address rule (src/forms/email.ts), as a mail server takes it. */
export function checkEmail(value: string): EmailProblem | null {
  const email = value.trim();
  if (email === '') return 'empty';
  return isEmailAddress(email) ? null : 'invalid';
}

/**
 * The address as it is kept and compared (decision 063's cleaning first): controls and bidi
 * characters dropped, outer white space trimmed, the domain in lower case (domains are not
 * case-sensitive; the part before the @ may be, so it is kept as typed). A value that is not
 * text is empty.
 */
export function cleanEmail(value: unknown): string {
  const email = typeof value === 'string' ? plainText(value).trim() : '';
  const at = email.lastIndexOf('@');
  return at < 0 ? email : `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
}

/** What the visitor is told once a sign-up is kept: a mail to confirm it is on its way (SMTP_URL set), or they are signed up. */
export type SignUpNext = 'confirm' | 'subscribed';
export const signUpNexts: readonly SignUpNext[] = ['confirm', 'subscribed'];

/**
 * What the server answers a sign-up with (src/forms/visitor-post.ts `VisitorAnswer`): the same
 * `received` whether the address was new, waiting for its confirmation or already subscribed,
 * so that nobody learns who is on the list.
 */
export type NewsletterAnswer = VisitorAnswer<{ status: 'received'; next: SignUpNext }, { email: EmailProblem }>;

/** What the sign-up page shows of a sign-up sent without JavaScript: the answer, and what was typed. */
/**
 * What a link's page shows: the question and its button (`ask`), what was done (`done`), a link
 * that names nobody (`unknown`: mistyped, replaced by a newer mail's, or the subscriber is gone),
 * or that the store did not answer (`unavailable`, 503).
 */
export interface LinkPageData {
  state: 'ask' | 'done' | 'unknown' | 'unavailable';
  email?: string;
  /** The form's address: the page's own, with its token. */
  action?: string;
}

export interface NewsletterResult {
  answer: NewsletterAnswer;
  email: string;
}

/** The newsletter's pages, without the language prefix: sign-up (the box posts here), confirm and leave. */
export const newsletterPaths = {
  signUp: '/newsletter',
  confirm: '/newsletter/confirm',
  unsubscribe: '/newsletter/unsubscribe',
} as const;

/** The query of the page a sign-up without JavaScript is sent on to: `?sent=confirm` or `?sent=subscribed`. */
export const sentQuery = 'sent';

/** The query that carries a subscriber's token in the links of a mail. */
export const tokenQuery = 'token';

/** A token as the site makes them: 32 random bytes in base64url (43 characters); nothing else reaches the store. */
export const isToken = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{43}$/.test(value);

/** A sign-up not confirmed within this many days is dropped (server/newsletter/sweep.ts). */
export const unconfirmedDays = 7;

/** The same address is sent a confirmation mail at most once in this time, however often it is signed up. */
export const confirmMailGapMs = 10 * 60 * 1000;

/** What the admin's list shows: every subscriber, the confirmed ones, or those still to confirm. */
export type SubscriberShow = 'all' | 'confirmed' | 'pending';
export const readSubscriberShow = (value: string | null): SubscriberShow =>
  value === 'confirmed' || value === 'pending' ? value : 'all';

/** A subscriber as the admin's list and CSV show them (times ISO 8601 in UTC). */
export interface Subscriber {
  id: string;
  email: string;
  language: string;
  status: 'pending' | 'confirmed';
  /** When the latest sign-up was made, and the words shown beside the box then. */
  consentedAt: string;
  consent: string;
  confirmedAt: string | null;
}

/** The words a visitor agrees to by subscribing, as the box shows them (its text and note): what is kept with the address. */
export const consentWording = (copy: { text: string; note: string }) => `${copy.text}\n${copy.note}`;
