/**
 * Enquiries (issue 54, decision 098): a visitor's question to one listed centre, from the form
 * on its page, routed to the office and to an owner who agreed to receive them by e-mail, and
 * followed up to an answer. This is the feature's contract, shared by the form, its routes,
 * the server's edge and the mails: the fields, their limits and checks, the statuses, the
 * reference, the owner's links. No React.
 */
import { emailLimits, isEmailAddress } from '../../forms/email.ts';
import type { VisitorAnswer } from '../../forms/visitor-post.ts';
import { plainText } from '../../plain-text.ts';

export { answerStatus, honeypotField, minimumFillMs } from '../../forms/visitor-post.ts';

export const enquiryPaths = {
  /** The office's trail, filtered by `centre`, `status` and `month` in its query. */
  admin: '/admin/enquiries',
  /** The same enquiries as CSV, with the same filters. */
  adminCsv: '/admin/enquiries.csv',
  /** The page an owner's link opens (`?token=`): what the link does, and one button that does it. */
  owner: '/owner',
} as const;

/** The form's fields, in the order of the form and the wire. */
export const enquiryFields = [
  'name',
  'email',
  'phone',
  'dateFrom',
  'dateTo',
  'flexible',
  'visit',
  'adults',
  'children',
  'group',
  'replyLanguage',
  'message',
] as const;
export type EnquiryField = (typeof enquiryFields)[number];
/** The values as typed (every one text: a checkbox's is `on` or empty). */
export type EnquiryInput = Record<EnquiryField, string>;

export const visitKinds = ['day', 'stay'] as const;
export const groupTypes = ['family', 'school', 'company', 'other'] as const;
/** The language the visitor would like to be answered in. */
export const replyLanguages = ['mr', 'en', 'hi'] as const;
export type VisitKind = (typeof visitKinds)[number];
export type GroupType = (typeof groupTypes)[number];
export type ReplyLanguage = (typeof replyLanguages)[number];

export const enquiryLimits = {
  name: 100,
  email: emailLimits.length,
  /** An Indian mobile number: exactly 10 digits, as the registration's (spec §5). */
  phoneDigits: 10,
  message: 2_000,
  /** People in one party: a school trip may be large; more is a conversation with the office. */
  people: 500,
  /** How far ahead a visit may be asked for. */
  daysAhead: 366,
} as const;

/** Why a field is refused. `contact`: neither an e-mail nor a mobile number was given (said on both). */
export type EnquiryProblem =
  'required' | 'email' | 'phone' | 'contact' | 'tooLong' | 'date' | 'past' | 'tooFar' | 'order' | 'number' | 'choice';
export type EnquiryProblems = Partial<Record<EnquiryField, EnquiryProblem>>;

/** An enquiry checked and in its stored shape. */
export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  /** YYYY-MM-DD, or '' when flexible. */
  dateFrom: string;
  dateTo: string;
  flexible: boolean;
  visit: VisitKind;
  adults: number;
  children: number;
  group: GroupType;
  replyLanguage: ReplyLanguage;
  message: string;
}

/**
 * What the server answers (src/forms/visitor-post.ts): `received` with the enquiry's reference
 * and the centre's WhatsApp number when the page shows one (the button's text then carries the
 * reference); `gone` (410) when the centre was unlisted while the visitor was writing.
 */
export type EnquiryAnswer =
  VisitorAnswer<{ status: 'received'; reference: string }, EnquiryProblems> | { status: 'gone' };

/** What the centre's page shows of an enquiry sent without JavaScript: the answer and what was typed. */
export interface EnquiryResult {
  answer: EnquiryAnswer;
  values: EnquiryInput;
}

/**
 * An enquiry's reference: `AT-` and four letters or digits that cannot be misread for one
 * another (no 0/O, 1/I/L), about a million in all; unique in the store (a new one is drawn
 * when taken). Short enough to read out on the phone and type in a WhatsApp message.
 */
export const referenceAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const referencePattern = /^AT-[2-9A-HJKMNP-Z]{4}$/;

/** Where an enquiry stands on the office's trail. */
export const enquiryStatuses = ['new', 'sent', 'replied', 'visited', 'not-taken', 'no-answer'] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
/** The statuses the office may set by hand (the others the site sets). */
export const officeStatuses = ['replied', 'visited', 'not-taken', 'no-answer'] as const satisfies EnquiryStatus[];

/** An owner is reminded this long after an enquiry mailed to them is still unanswered (once). */
export const reminderAfterMs = 48 * 60 * 60 * 1000;
/** An enquiry still unanswered this long after it was received is marked `no-answer` for the office. */
export const noAnswerAfterMs = 5 * 24 * 60 * 60 * 1000;
/** The window of the per-centre answer rate. */
export const rateDays = 90;

/** What an owner's link does: answered, cannot take it, unlist the centre, stop the monthly summary. */
export const ownerActions = ['replied', 'declined', 'unlist', 'no-summary'] as const;
export type OwnerAction = (typeof ownerActions)[number];
export const tokenQuery = 'token';
/** A link's token: 32 random bytes, base64url. */
export const isOwnerToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** What the owner's link page shows: the question and button, what was done, or why nothing can be. */
export type OwnerPageData =
  | { state: 'ask' | 'done'; action: OwnerAction; centre: string; reference?: string | undefined }
  | { state: 'used' | 'unknown' | 'unavailable' };

/** The mails the outbox sends for this feature (server/mail/outbox.ts kinds). */
export const enquiryMailKinds = {
  office: 'enquiry-office',
  owner: 'enquiry-owner',
  visitor: 'enquiry-visitor',
  reminder: 'enquiry-reminder',
  /** To the owner when their centre is first published: its page and the unlist link (ref: the centre's id). */
  published: 'centre-published',
  /** To the office when an owner unlisted their centre with the link (ref: the centre's id). */
  unlisted: 'centre-unlisted',
  /** The monthly summary to an owner (ref: `<centre id>:<YYYY-MM>`). */
  summary: 'owner-summary',
} as const;

const text = (value: unknown, lines = false) => (typeof value === 'string' ? plainText(value, { lines }).trim() : '');

/** The values as a visitor meant to type them: controls and bidi characters dropped, outer space trimmed; the mobile number's spaces and dashes dropped. */
export function cleanEnquiry(raw: Partial<Record<EnquiryField, unknown>>): EnquiryInput {
  const values = Object.fromEntries(enquiryFields.map((field) => [field, text(raw[field], field === 'message')]));
  values.phone = values.phone!.replaceAll(/[\s-]/g, '').replace(/^(?:\+91|0)(?=\d{10}$)/, '');
  return values as EnquiryInput;
}

const datePattern = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: string) =>
  datePattern.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const count = (value: string) => (/^\d{1,4}$/.test(value) ? Number(value) : Number.NaN);
const oneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

/**
 * Each field's problem, if any, as of `today` (YYYY-MM-DD in India): a name; an e-mail or a
 * 10-digit mobile number, at least one; dates unless "flexible" (from today, within a year, the
 * end not before the start; an empty end is the start's day); day visit or stay; adults 1 to
 * 500, children 0 to 500; the group and language from their lists; a message of at most 2,000
 * characters (it may be empty).
 */
export function enquiryProblems(values: EnquiryInput, today: string): EnquiryProblems {
  const problems: EnquiryProblems = {};
  if (!values.name) problems.name = 'required';
  else if (values.name.length > enquiryLimits.name) problems.name = 'tooLong';
  if (!values.email && !values.phone) problems.email = problems.phone = 'contact';
  if (values.email && !isEmailAddress(values.email)) problems.email = 'email';
  if (values.phone && !new RegExp(`^[0-9]{${enquiryLimits.phoneDigits}}$`).test(values.phone)) problems.phone = 'phone';
  if (values.flexible !== 'on') {
    const last = addDays(today, enquiryLimits.daysAhead);
    if (!values.dateFrom) problems.dateFrom = 'required';
    else if (!isDate(values.dateFrom)) problems.dateFrom = 'date';
    else if (values.dateFrom < today) problems.dateFrom = 'past';
    else if (values.dateFrom > last) problems.dateFrom = 'tooFar';
    if (values.dateTo) {
      if (!isDate(values.dateTo)) problems.dateTo = 'date';
      else if (values.dateFrom && values.dateTo < values.dateFrom) problems.dateTo = 'order';
      else if (values.dateTo > last) problems.dateTo = 'tooFar';
    }
  }
  if (!oneOf(visitKinds, values.visit)) problems.visit = 'choice';
  const adults = count(values.adults);
  if (!(adults >= 1 && adults <= enquiryLimits.people)) problems.adults = 'number';
  const children = values.children === '' ? 0 : count(values.children);
  if (!(children >= 0 && children <= enquiryLimits.people)) problems.children = 'number';
  if (!oneOf(groupTypes, values.group)) problems.group = 'choice';
  if (!oneOf(replyLanguages, values.replyLanguage)) problems.replyLanguage = 'choice';
  if (values.message.length > enquiryLimits.message) problems.message = 'tooLong';
  return problems;
}

/** The stored shape of values `enquiryProblems` found nothing wrong with. */
export function enquiryValues(values: EnquiryInput): EnquiryValues {
  const flexible = values.flexible === 'on';
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    dateFrom: flexible ? '' : values.dateFrom,
    dateTo: flexible ? '' : values.dateTo || values.dateFrom,
    flexible,
    visit: values.visit as VisitKind,
    adults: Number(values.adults),
    children: values.children === '' ? 0 : Number(values.children),
    group: values.group as GroupType,
    replyLanguage: values.replyLanguage as ReplyLanguage,
    message: values.message,
  };
}
