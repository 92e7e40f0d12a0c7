/**
 * The newsletter's contract (issue 39, decision 081), shared by the footer's box, its pages,
 * the admin's list and its server side (./*.server.ts): the address rule, how the
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
  /** The issues sent so far (decision 099), and each one's page. */
  archive: '/newsletter/archive',
  archiveIssue: (slug: string) => `/newsletter/archive/${slug}`,
  /** The office writes and sends issues here. */
  admin: '/admin/newsletter',
  adminIssue: (id: string) => `/admin/newsletter/${id}`,
} as const;

/** The query of the page a sign-up without JavaScript is sent on to: `?sent=confirm` or `?sent=subscribed`. */
export const sentQuery = 'sent';

/**
 * The id of the sign-up page's answer, above its box: every box without JavaScript (the footer's
 * too) posts to it and is sent on to it, so the page it is answered with opens there.
 */
export const signUpAnswerId = 'newsletter-answer';

/** The query that carries a subscriber's token in the links of a mail. */
export const tokenQuery = 'token';

/** A token as the site makes them: 32 random bytes in base64url (43 characters); nothing else reaches the store. */
export const isToken = (value: unknown): value is string => typeof value === 'string' && /^[\w-]{43}$/.test(value);

/** A sign-up not confirmed within this many days is dropped (./sweep.server.ts). */
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

/** The data version the archive's pages are made from (their route's `handle.data`): raised when an issue goes out. */
export const newsletterData = 'newsletter';

/** An issue's fields: a subject and a Markdown body in each language. */
export const issueFields = ['subject_en', 'subject_mr', 'body_en', 'body_mr'] as const;
export type IssueField = (typeof issueFields)[number];
export type IssueValues = Record<IssueField, string>;
export const issueLimits = { subject: 200, body: 20_000 } as const;

/** Where an issue stands: written, going out (or paused), gone out to everyone. */
export const issueStatuses = ['draft', 'sending', 'paused', 'sent'] as const;
export type IssueStatus = (typeof issueStatuses)[number];

/**
 * Why an issue cannot be sent (or saved): a subject without its body or the other way round in a
 * language, no language written at all, or a field past its limit.
 */
export type IssueProblem = 'required' | 'tooLong' | 'empty';
export type IssueProblems = Partial<Record<IssueField, IssueProblem>>;

/**
 * An issue's problems: each field within its limit (saving); to send, at least one language
 * with both its subject and its body, and no language with only one of them.
 */
export function issueProblems(values: IssueValues, { sending }: { sending: boolean }): IssueProblems {
  const problems: IssueProblems = {};
  for (const field of issueFields) {
    const limit = field.startsWith('subject') ? issueLimits.subject : issueLimits.body;
    if (values[field].length > limit) problems[field] = 'tooLong';
  }
  if (!sending) return problems;
  const written = (['en', 'mr'] as const).filter((lang) => values[`subject_${lang}`] || values[`body_${lang}`]);
  if (written.length === 0) return { ...problems, subject_en: 'empty', body_en: 'empty' };
  for (const lang of written) {
    if (!values[`subject_${lang}`]) problems[`subject_${lang}`] ??= 'required';
    if (!values[`body_${lang}`]) problems[`body_${lang}`] ??= 'required';
  }
  return problems;
}
