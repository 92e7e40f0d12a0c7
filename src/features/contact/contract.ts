/**
 * The Contact form's contract (spec §2, §5; issue 39), shared by the form, its route and its
 * server side (./api.server.ts, ./desk.server.ts): the fields, their limits and checks, the
 * traps for robots, and how the server answers. No React.
 */
import type { VisitorAnswer } from '../../forms/visitor-post.ts';
import { plainText } from '../../plain-text.ts';
import { emailLimits, isEmailAddress } from '../../forms/email.ts';

export const contactFields = ['name', 'email', 'message'] as const;
export type ContactField = (typeof contactFields)[number];
export type ContactValues = Record<ContactField, string>;

/** The longest value each field takes, in UTF-16 code units (as `maxlength` counts); the e-mail's is the spec's. */
export const contactLimits = { name: 100, email: emailLimits.length, message: 5_000 } as const satisfies Record<
  ContactField,
  number
>;

/** The traps for robots and the answers' statuses are every visitor form's (src/forms/visitor-post.ts). */
export { answerStatus, honeypotField, minimumFillMs } from '../../forms/visitor-post.ts';

/** The query of the page the form without JavaScript is sent on to once its message is stored. */
export const sentQuery = 'sent';

/**
 * The id of the form's answer, above its fields: the form without JavaScript posts to it and is
 * sent on to it (`/contact?sent=1#contact-answer`), so the page it is answered with opens there.
 */
export const contactAnswerId = 'contact-answer';

/** Why a field is refused: empty, not an e-mail address, longer than its limit. */
export type ContactProblem = 'required' | 'email' | 'tooLong';
export type ContactProblems = Partial<Record<ContactField, ContactProblem>>;

/** What the server answers a message with (src/forms/visitor-post.ts `VisitorAnswer`): `received` carries nothing more. */
export type ContactAnswer = VisitorAnswer<{ status: 'received' }, ContactProblems>;

/** What the Contact page shows of a message sent without JavaScript: the answer, and what was typed. */
export interface ContactResult {
  answer: ContactAnswer;
  values: ContactValues;
}

const text = (value: unknown, lines = false) => (typeof value === 'string' ? plainText(value, { lines }).trim() : '');

/**
 * The values as a visitor meant to type them (decision 063): controls and bidi characters
 * dropped (line breaks kept in the message), outer white space trimmed. A value that is not
 * text is empty.
 */
export function cleanContact(raw: Partial<Record<ContactField, unknown>>): ContactValues {
  return { name: text(raw.name), email: text(raw.email), message: text(raw.message, true) };
}

/** Each field's problem, if any: all three are required (spec §5), the e-mail address a general one of at most 254 characters. */
export function contactProblems(values: ContactValues): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of contactFields) {
    const value = values[field];
    if (value === '') problems[field] = 'required';
    else if (field === 'email' && !isEmailAddress(value)) problems[field] = 'email';
    else if (value.length > contactLimits[field]) problems[field] = 'tooLong';
  }
  return problems;
}
