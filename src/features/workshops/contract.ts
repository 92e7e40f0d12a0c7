/**
 * Workshops on the calendar (issue 56, decision 100): their addresses, the lists an event is
 * described with, the sign-up form's fields and checks, and the admin form's. No React.
 */
import { emailLimits, isEmailAddress } from '../../forms/email.ts';
import type { ShownPhoto } from '../../media/photo.ts';
import type { VisitorAnswer } from '../../forms/visitor-post.ts';
import { plainText } from '../../plain-text.ts';

export { answerStatus, honeypotField, minimumFillMs } from '../../forms/visitor-post.ts';

const list = '/workshops';
export const workshopPaths = {
  list,
  event: (slug: string) => `${list}/${slug}`,
  /** One event as an iCalendar file, to add to one's calendar. */
  eventIcs: (slug: string) => `${list}/${slug}/event.ics`,
  /** Every scheduled event as a feed a calendar subscribes to. */
  feed: '/workshops.ics',
  /** A sign-up's cancel link (`?token=`). */
  cancel: '/workshops/cancel',
  admin: '/admin/workshops',
  adminEvent: (id: string) => `/admin/workshops/${id}`,
  adminCsv: (id: string) => `/admin/workshops/${id}/signups.csv`,
} as const;

/** The data version the workshops' pages are made from (`handle.data`). */
export const workshopsData = 'workshops';

export const eventTypes = ['workshop', 'training', 'field-visit', 'online', 'open-day'] as const;
export const audiences = ['starting', 'owners', 'travellers', 'schools'] as const;
export const eventLanguages = ['mr', 'en', 'hi'] as const;
export const placeKinds = ['centre', 'address', 'online'] as const;
/** `full` is not a status: it is counted from the seats taken. */
export const eventStatuses = ['draft', 'scheduled', 'postponed', 'cancelled'] as const;
export type EventType = (typeof eventTypes)[number];
export type Audience = (typeof audiences)[number];
export type EventLanguage = (typeof eventLanguages)[number];
export type PlaceKind = (typeof placeKinds)[number];
export type EventStatus = (typeof eventStatuses)[number];

/** An event as the public pages have it (no online link: that goes to those signed up only). */
export interface PublicEvent {
  slug: string;
  title: { en: string; mr: string };
  summary: { en: string; mr: string };
  type: EventType;
  audiences: Audience[];
  startsAt: string;
  endsAt: string;
  place: { kind: PlaceKind; address: string; centre?: { slug: string; name: { en: string; mr: string } } | undefined };
  language: EventLanguage;
  fee: number;
  seats: number;
  seatsLeft: number;
  waitlist: number;
  signupDeadline: string;
  status: Exclude<EventStatus, 'draft'>;
  sequence: number;
  updatedAt: string;
  /** Photos from the day, added by the office once it has ended. */
  photos: ShownPhoto[];
}

/** Whether sign-ups are taken now: scheduled, before its deadline and its start. */
export function signupsOpen(event: Pick<PublicEvent, 'status' | 'signupDeadline' | 'startsAt'>, now: Date): boolean {
  const at = now.toISOString();
  return event.status === 'scheduled' && at < event.signupDeadline && at < event.startsAt;
}

/** The list's filters, in the URL. */
export const filterNames = ['type', 'audience', 'language'] as const;
export type Filters = Partial<{ type: EventType; audience: Audience; language: EventLanguage }>;

export function readFilters(search: URLSearchParams): Filters {
  const pick = <T extends string>(name: string, allowed: readonly T[]) => {
    const value = search.get(name) ?? '';
    return (allowed as readonly string[]).includes(value) ? (value as T) : undefined;
  };
  const filters: Filters = {};
  const type = pick('type', eventTypes);
  const audience = pick('audience', audiences);
  const language = pick('language', eventLanguages);
  if (type) filters.type = type;
  if (audience) filters.audience = audience;
  if (language) filters.language = language;
  return filters;
}

export const matches = (event: PublicEvent, filters: Filters) =>
  (!filters.type || event.type === filters.type) &&
  (!filters.audience || event.audiences.includes(filters.audience)) &&
  (!filters.language || event.language === filters.language);

/* ---------------------------------------------------------------- the sign-up form */

export const signupFields = ['name', 'mobile', 'email', 'place', 'people'] as const;
export type SignupField = (typeof signupFields)[number];
export type SignupInput = Record<SignupField, string>;
export const signupLimits = { name: 100, email: emailLimits.length, place: 100, mobileDigits: 10, people: 20 } as const;

export type SignupProblem = 'required' | 'mobile' | 'email' | 'tooLong' | 'number';
export type SignupProblems = Partial<Record<SignupField, SignupProblem>>;

/**
 * What the server answers a sign-up: `received` with where it stands (a seat, or a place on the
 * waitlist); `closed` (409) when sign-ups are not taken (past the deadline, cancelled, postponed,
 * begun), `twice` (409) when this mobile number is signed up already.
 */
export type SignupAnswer =
  | VisitorAnswer<{ status: 'received'; place: 'seat' | 'waitlist'; emailed: boolean }, SignupProblems>
  | { status: 'closed' }
  | { status: 'twice' };

export interface SignupResult {
  answer: SignupAnswer;
  values: SignupInput;
}

const text = (value: unknown) => (typeof value === 'string' ? plainText(value).trim() : '');

/** A mobile number as people write it (`+91 98220 12345`, `098220-12345`) without its spaces, dashes and prefix. */
export const mobileDigits = (value: string) => value.replaceAll(/[\s-]/g, '').replace(/^(?:\+91|0)(?=\d{10}$)/, '');

export function cleanSignup(raw: Partial<Record<SignupField, unknown>>): SignupInput {
  const values = Object.fromEntries(signupFields.map((field) => [field, text(raw[field])])) as SignupInput;
  values.mobile = mobileDigits(values.mobile);
  return values;
}

/** A name, a 10-digit mobile number, an optional e-mail, a village or district, 1 to 20 people. */
export function signupProblems(values: SignupInput): SignupProblems {
  const problems: SignupProblems = {};
  if (!values.name) problems.name = 'required';
  else if (values.name.length > signupLimits.name) problems.name = 'tooLong';
  if (!values.mobile) problems.mobile = 'required';
  else if (!/^[0-9]{10}$/.test(values.mobile)) problems.mobile = 'mobile';
  if (values.email && !isEmailAddress(values.email)) problems.email = 'email';
  if (!values.place) problems.place = 'required';
  else if (values.place.length > signupLimits.place) problems.place = 'tooLong';
  const people = /^\d{1,2}$/.test(values.people) ? Number(values.people) : Number.NaN;
  if (!(people >= 1 && people <= signupLimits.people)) problems.people = 'number';
  return problems;
}

/** A cancel link's token: 32 random bytes, base64url. */
export const isSignupToken = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/** The mails the outbox sends for workshops. */
export const workshopMailKinds = {
  /** To one signed up (ref: the sign-up's id): a seat (with the .ics) or a waitlist place. */
  signedUp: 'workshop-signed-up',
  /** A waitlisted person has a seat now. */
  movedUp: 'workshop-moved-up',
  /** Two days before, and on the morning (ref: `<signup id>:before` or `:day`). */
  reminder: 'workshop-reminder',
  /** The event was postponed, moved or cancelled (ref: `<signup id>:<sequence>`). */
  changed: 'workshop-changed',
  /** After the event, to one who came: register your centre. */
  invite: 'workshop-invite',
} as const;

/* ---------------------------------------------------------------- the admin form */

export const eventFields = [
  'title_en',
  'title_mr',
  'summary_en',
  'summary_mr',
  'type',
  'audiences',
  'starts',
  'ends',
  'place_kind',
  'centre',
  'address',
  'online_url',
  'spoken',
  'fee',
  'seats',
  'deadline',
  'status',
] as const;
export type EventField = (typeof eventFields)[number];
export type EventProblem = 'required' | 'tooLong' | 'choice' | 'date' | 'order' | 'number' | 'https';
