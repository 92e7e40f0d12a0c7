import type { Generated } from 'kysely';

/**
 * The site's own tables, as Kysely sees them (the migrations in ./migrations make them).
 * Times are ISO 8601 strings in UTC (`2026-11-28T09:30:00.000Z`), ids random UUIDs: the same
 * values, types and comparisons on the embedded store and on PostgreSQL (decision 075).
 */
export interface StoreTables {
  contact_messages: ContactMessageRow;
  outbox: OutboxRow;
  newsletter_subscribers: SubscriberRow;
  newsletter_mail_caps: MailCapRow;
  centres: CentreRow;
  centre_consents: CentreConsentRow;
  registration_consents: RegistrationConsentRow;
  centre_photos: CentrePhotoRow;
  media_files: MediaFileRow;
  data_versions: DataVersionRow;
  enquiries: EnquiryRow;
  owner_tokens: OwnerTokenRow;
  owner_summaries: OwnerSummaryRow;
  newsletter_issues: NewsletterIssueRow;
  newsletter_deliveries: NewsletterDeliveryRow;
  workshops: WorkshopRow;
  workshop_signups: WorkshopSignupRow;
  workshop_photos: WorkshopPhotoRow;
  registration_marks: RegistrationMarkRow;
  registration_marks_since: RegistrationMarksSinceRow;
}

/** A centre of the directory (src/features/directory/, decision 095). */
export interface CentreRow {
  id: string;
  /** Its address, `/centres/<slug>`: made once from its name, unique, never changed. */
  slug: string;
  /** `draft`, `published` or `unlisted`. */
  status: string;
  /** Its district's code (`pune`: src/features/directory/places.ts). */
  district: string;
  /** What the site shows of it: JSON, checked whole (src/features/directory/contract.ts `centreProfile`). */
  profile: string;
  /** The registration it was made from, if any (the backend's `registration_number`). */
  registration_number: string | null;
  created_at: string;
  updated_at: string;
  /** When it was first published; null while it never was. */
  published_at: string | null;
  /** When its owner stopped the monthly summary of enquiries (src/features/enquiries/); null while they get it. */
  summary_off_at: Generated<string | null>;
}

/** A consent to list a centre: the newest one of a centre is in force. */
export interface CentreConsentRow {
  id: string;
  centre_id: string;
  /** Who gave it: the owner's name as they gave it. */
  given_by: string;
  /** The day it was given (YYYY-MM-DD). */
  given_at: string;
  /** `registration-form`, `phone` or `in-person`. */
  method: string;
  /** JSON: the contact channels that may be shown (`phone`, `whatsapp`, `email`, `website`). */
  channels: string;
  /** The words consented to. */
  wording: string;
  recorded_at: string;
  /** 1 when the owner agreed to receive visitors' enquiries by e-mail (at the profile's e-mail address). */
  enquiry_mail: Generated<number>;
  /** The language of the owner's mails: `mr` unless they asked for `en`. */
  owner_language: Generated<string>;
}

/** The registration form's consent box, as it was answered, beside the registration's number. */
export interface RegistrationConsentRow {
  id: string;
  registration_number: string;
  agro_tour_name: string;
  /** 1 when the box was ticked, 0 when it was not. */
  consented: number;
  /** The box's words, exactly as the page showed them, in its language. */
  wording: string;
  language: string;
  received_at: string;
}

/** A photo of a centre: its encoded widths are `media_files` under its `hash`. */
export interface CentrePhotoRow {
  id: string;
  centre_id: string;
  position: number;
  /** The content hash of the bytes uploaded: its files' names start with it. */
  hash: string;
  width: number;
  height: number;
  alt_en: string;
  alt_mr: string;
  created_at: string;
}

/**
 * A file the site serves from its store (server/media-files.ts), under a name that changes with
 * its content (`<hash>-<width>.<avif|webp|jpg>`, one encoded width of a photo), so immutable.
 */
export interface MediaFileRow {
  name: string;
  /** The content hash the name starts with: the files of one photo share it. */
  hash: string;
  /** Its media type (`image/avif`). */
  type: string;
  data: Uint8Array;
  created_at: string;
}

/** How many times a kind of public data has changed (server/store/versions.ts). */
export interface DataVersionRow {
  name: string;
  version: number;
}

export interface ContactMessageRow {
  id: string;
  received_at: string;
  /** The page's language (`en`, `mr`): the office may answer in it. */
  language: string;
  name: string;
  email: string;
  message: string;
  /** A hash of the form's Idempotency-Key (the form with JavaScript), null without one. */
  idempotency_key: string | null;
  /** A hash of the address and the message, and the window it came in: a double post is stored once. */
  duplicate_key: string;
  /** When the office marked it handled (the admin inbox), null while it is new. */
  handled_at: string | null;
}

/** A newsletter subscriber (src/features/newsletter/, decision 081). */
export interface SubscriberRow {
  id: string;
  /** As typed, its domain in lower case: where its mails go. */
  email: string;
  /** Its mailbox (src/features/newsletter/mailbox.server.ts), unique: one row a mailbox. Null only for an old row whose mailbox another row took (migration 007). */
  mailbox: string | null;
  /** The language of the page it signed up on: its mails are written in it. */
  language: string;
  /** `pending` until the link of the confirmation mail is followed (or at once without mail), then `confirmed`. */
  status: string;
  /** When the latest sign-up of the address was made, and the words shown beside the box then. */
  consented_at: string;
  consent: string;
  confirmed_at: string | null;
  /** A hash of the token the latest confirmation mail's links carry; null until one is sent. */
  token_hash: string | null;
  /** When the latest confirmation mail was written to the outbox. */
  mailed_at: string | null;
  /** A hash of the latest sign-up's Idempotency-Key (with JavaScript). */
  idempotency_key: string | null;
}

/** Confirmation mails written in one window for one key (src/features/newsletter/mail-caps.server.ts, issue 58). */
export interface MailCapRow {
  /** A hash of what is counted and its window: a mailbox and a day, or a recipient domain and an hour. */
  key: string;
  /** When the window ends (ISO time in UTC): the sweep deletes the row after it. */
  until: string;
  mails: Generated<number>;
}

/** Something to send (server/mail/outbox.ts): written with what it is about, kept once sent. */
export interface OutboxRow {
  id: string;
  /**
   * What is sent: `office-mail` (a contact message, mailed to the office), `office-digest` (an
   * hour's flood of them, told of in one mail: src/features/contact/office-flood.server.ts) or
   * `newsletter-confirm` (a subscriber's confirmation mail), and the enquiries' and workshops' mails.
   */
  kind: string;
  /** The id of what it is about (`contact_messages.id`, `newsletter_subscribers.id`); a digest's, the time it starts from. */
  ref: string;
  created_at: string;
  attempts: Generated<number>;
  /** Not sent before this (backoff after a failure). */
  next_attempt_at: string;
  /** The worker sending it now, and until when its claim holds (past it, another may take it). */
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  /** When a mail server refused its recipient for good (a 5xx): never sent, never tried again. */
  undeliverable_at: string | null;
  /** The latest failure, as the mail server answered it (never a password). */
  last_error: string | null;
}

/** A visitor's enquiry to a centre (src/features/enquiries/, decision 098). */
export interface EnquiryRow {
  id: string;
  /** `AT-` and four letters or digits, unique: what the visitor, the owner and the office call it. */
  reference: string;
  centre_id: string;
  received_at: string;
  /** The page's language. */
  language: string;
  name: string;
  /** At least one of the two; the other ''. */
  email: string;
  phone: string;
  /** YYYY-MM-DD, or '' when `flexible`. */
  date_from: string;
  date_to: string;
  flexible: number;
  /** `day` or `stay`. */
  visit: string;
  adults: number;
  children: number;
  /** `family`, `school`, `company` or `other`. */
  group_type: string;
  /** The language the visitor would like an answer in: `mr`, `en`, `hi`. */
  reply_language: string;
  message: string;
  /** new, sent, replied, visited, not-taken, no-answer (src/features/enquiries/contract.ts). */
  status: string;
  /** When the status last changed. */
  status_at: string;
  owner_mailed_at: string | null;
  reminded_at: string | null;
  /** When the owner said they replied or could not take it (their link), or the office marked it so. */
  answered_at: string | null;
  /** A hash of the form's Idempotency-Key (with JavaScript). */
  idempotency_key: string | null;
  /** A hash of the centre, contact and message, and the 10-minute window it came in: a double post is stored once. */
  duplicate_key: string;
}

/** An owner's one-click link: only a hash of its token is kept. */
export interface OwnerTokenRow {
  token_hash: string;
  /** `replied`, `declined`, `unlist`, `no-summary`. */
  action: string;
  centre_id: string;
  enquiry_id: string | null;
  created_at: string;
  used_at: string | null;
}

/** A monthly summary written to the outbox for a centre (`month`: YYYY-MM). */
export interface OwnerSummaryRow {
  centre_id: string;
  month: string;
  created_at: string;
}

/** A newsletter issue (src/features/newsletter/, decision 099). */
export interface NewsletterIssueRow {
  id: string;
  /** Its archive page's address once it goes out (`/newsletter/archive/<slug>`); null while a draft. */
  slug: string | null;
  subject_en: string;
  subject_mr: string;
  /** Markdown (headings, links, lists, the site's own images; no HTML). */
  body_en: string;
  body_mr: string;
  /** `draft`, `sending`, `paused`, `sent`. */
  status: string;
  created_at: string;
  updated_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** The replica sending it, and until when its lease holds. */
  sender: string | null;
  sender_until: string | null;
}

/** One recipient of a newsletter issue. */
export interface NewsletterDeliveryRow {
  id: string;
  issue_id: string;
  subscriber_id: string;
  /** The subscriber's address and language when the sending started. */
  email: string;
  language: string;
  /** When they signed up: the mail says why they get it. */
  subscribed_at: string;
  /** `pending`, `sent`, `failed`, `left`. */
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  /** The mail server's latest answer to a failure (never a password). */
  last_error: string | null;
  /** A hash of the token of this mail's own unsubscribe link. */
  token_hash: string | null;
}

/** A workshop or other event on the calendar (src/features/workshops/, decision 100). */
export interface WorkshopRow {
  id: string;
  slug: string;
  title_en: string;
  title_mr: string;
  summary_en: string;
  summary_mr: string;
  /** workshop, training, field-visit, online, open-day. */
  type: string;
  /** JSON: starting, owners, travellers, schools. */
  audiences: string;
  /** UTC instants (ISO); the pages show India's time. */
  starts_at: string;
  ends_at: string;
  /** centre, address, online. */
  place_kind: string;
  centre_id: string | null;
  address: string;
  /** Given only to those signed up. */
  online_url: string;
  /** mr, en, hi. */
  language: string;
  /** Rupees a person, paid at the venue; 0 is free. */
  fee: number;
  seats: number;
  signup_deadline: string;
  /** draft, scheduled, postponed, cancelled (full is counted). */
  status: string;
  /** Raised by each change a calendar must hear of (iCalendar SEQUENCE). */
  sequence: number;
  created_at: string;
  updated_at: string;
}

/** One person's sign-up to a workshop. */
export interface WorkshopSignupRow {
  id: string;
  workshop_id: string;
  name: string;
  /** 10 digits. */
  mobile: string;
  /** '' when none was given. */
  email: string;
  /** Their village or district. */
  place: string;
  people: number;
  /** The page's language: their mails are in it. */
  language: string;
  /** confirmed, waitlist, cancelled. */
  status: string;
  created_at: string;
  status_at: string;
  attended: Generated<number>;
  /** A hash of the token of its cancel link. */
  token_hash: string;
  /** `<workshop>:<mobile>` while live, null once cancelled: one live sign-up a person an event. */
  live_key: string | null;
  idempotency_key: string | null;
  reminded_before_at: string | null;
  reminded_day_at: string | null;
  /** When the after-event mail (register your centre) went to an attendee. */
  invited_at: string | null;
}

/** A photo of a workshop, added after it (decision 100): its files are `media_files` under its `hash`, as a centre's. */
export interface WorkshopPhotoRow {
  id: string;
  workshop_id: string;
  hash: string;
  width: number;
  height: number;
  alt_en: string;
  alt_mr: string;
  created_at: string;
}

/**
 * What an admin did with one of the backend's registrations (src/features/admin/marks.server.ts,
 * decision 103), by the name the admin area gives it: the backend's id, or `row-…`.
 */
export interface RegistrationMarkRow {
  ref: string;
  /** When it was archived (hidden from the list but for its Archived filter); null once restored. */
  archived_at: string | null;
  /** When an admin first opened it: from then on it is not new. */
  opened_at: string | null;
}

/** When the site began to keep the marks: a registration received before counts as opened. */
export interface RegistrationMarksSinceRow {
  since: string;
}
