/**
 * Which registrations came from a workshop (issue 56, decision 100): a registration whose mobile
 * number or e-mail is an attendee's, marked "came", of an event. Matched when the office looks,
 * not stored: the backend keeps the registration, the site the sign-up, and a registration made
 * weeks later, without the invitation's link or on another device, is found all the same.
 */
import type { Kysely } from 'kysely';
import type { LoaderFunctionArgs } from 'react-router';
import { siteOf } from '../../site.server.ts';
import type { StoreTables } from '../../../server/store/schema.ts';
import { mobileDigits } from './contract.ts';

/** The contact a registration and a sign-up share: a 10-digit mobile number, an e-mail. */
export interface Contact {
  mobile: string;
  email: string;
}

/** An event an attendee came to. */
export interface CameTo {
  id: string;
  slug: string;
  title: { en: string; mr: string };
  startsAt: string;
}

/** The 10 digits of a mobile number, or '' for what is not one. */
function mobileKey(value: string): string {
  const digits = mobileDigits(value);
  return /^[0-9]{10}$/.test(digits) ? digits : '';
}
const emailKey = (value: string) => value.trim().toLowerCase();

/** Whether two contacts are one person's: the same mobile number or the same e-mail. */
export function sameContact(a: Contact, b: Contact): boolean {
  const mobile = mobileKey(a.mobile);
  const email = emailKey(a.email);
  return (mobile !== '' && mobile === mobileKey(b.mobile)) || (email !== '' && email === emailKey(b.email));
}

/** The attendees (marked "came") with one of these mobile numbers or e-mails, and their events, earliest first. */
const attendeesWith = (db: Kysely<StoreTables>, mobiles: string[], emails: string[]) =>
  db
    .selectFrom('workshop_signups')
    .innerJoin('workshops', 'workshops.id', 'workshop_signups.workshop_id')
    .select([
      'workshop_signups.mobile',
      'workshop_signups.email',
      'workshops.id',
      'workshops.slug',
      'workshops.title_en',
      'workshops.title_mr',
      'workshops.starts_at',
    ])
    .where('workshop_signups.attended', '=', 1)
    .where((where) =>
      where.or([
        ...(mobiles.length ? [where('workshop_signups.mobile', 'in', mobiles)] : []),
        ...(emails.length ? [where(where.fn('lower', ['workshop_signups.email']), 'in', emails)] : []),
      ]),
    )
    .orderBy('workshops.starts_at')
    .execute();

/** How many numbers or addresses one query names (well under PostgreSQL's and SQLite's bound on parameters). */
const perQuery = 400;

/** For each contact given (by its index), the events its person came to, earliest first. */
async function eventsCameTo(db: Kysely<StoreTables>, contacts: Contact[]): Promise<Map<number, CameTo[]>> {
  const mobiles = [...new Set(contacts.map((one) => mobileKey(one.mobile)).filter(Boolean))];
  const emails = [...new Set(contacts.map((one) => emailKey(one.email)).filter(Boolean))];
  const rows: Awaited<ReturnType<typeof attendeesWith>> = [];
  for (let at = 0; at < Math.max(mobiles.length, emails.length); at += perQuery)
    rows.push(...(await attendeesWith(db, mobiles.slice(at, at + perQuery), emails.slice(at, at + perQuery))));
  // Each query's rows are in order; several queries' are put in order together.
  rows.sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  const found = new Map<number, CameTo[]>();
  contacts.forEach((contact, index) => {
    const events = new Map<string, CameTo>();
    for (const row of rows)
      if (sameContact(contact, row))
        events.set(row.id, {
          id: row.id,
          slug: row.slug,
          title: { en: row.title_en, mr: row.title_mr },
          startsAt: row.starts_at,
        });
    if (events.size > 0) found.set(index, [...events.values()]);
  });
  return found;
}

/**
 * The events each registration's owner came to, by the record's name in the admin area (its
 * `ref`); none when the store does not answer, which the page goes on without (logged).
 */
export async function eventsCameToByRef(
  context: LoaderFunctionArgs['context'],
  records: readonly { ref: string; mobile_number: string; email_id: string }[],
): Promise<Map<string, CameTo[]>> {
  const { visitor, services } = siteOf(context);
  const byRef = new Map<string, CameTo[]>();
  if (!services.store || records.length === 0) return byRef;
  try {
    const contacts = records.map((record) => ({ mobile: record.mobile_number, email: record.email_id }));
    for (const [at, events] of await eventsCameTo(services.store.db, contacts)) byRef.set(records[at]!.ref, events);
  } catch (error) {
    visitor.log.warn({ err: error }, 'workshop attendance not read');
  }
  return byRef;
}
