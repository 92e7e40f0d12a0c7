import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { StoreTables } from '../../../server/store/schema.ts';
import { domainOf } from './mailbox.server.ts';

/** Confirmation mails one mailbox is sent in a (UTC) day, and one recipient domain in an hour, at most (issue 58). */
export interface MailCaps {
  perMailboxPerDay: number;
  perDomainPerHour: number;
}
export const mailCapsDefault: MailCaps = { perMailboxPerDay: 3, perDomainPerHour: 50 };

/** Which cap refused a confirmation mail. */
export type MailCapped = 'mailbox-day' | 'domain-hour';

const hour = 60 * 60 * 1000;
const day = 24 * hour;
const hash = (text: string) => createHash('sha256').update(`newsletter-cap\0${text}`).digest('base64url');

/**
 * Takes one confirmation mail from `mailbox`'s daily cap and its domain's hourly cap, in the
 * caller's transaction (the one that writes the mail to the outbox): undefined when both had
 * room, else the cap that is full. Each window is a row of `newsletter_mail_caps` (fixed: a UTC
 * day, a clock hour), made once and counted by one conditional update (`mails < cap`), so two
 * sign-ups at once on two replicas cannot both take the last mail. The domain is taken first: a
 * mail the domain refuses does not spend the mailbox's day. The keys are hashes: no address in it.
 */
export async function takeMail(
  db: Kysely<StoreTables>,
  mailbox: string,
  now: Date,
  caps: MailCaps,
): Promise<MailCapped | undefined> {
  const domainWindow = Math.floor(now.getTime() / hour) * hour;
  if (!(await take(db, `domain\0${domainOf(mailbox)}\0${domainWindow}`, domainWindow + hour, caps.perDomainPerHour)))
    return 'domain-hour';
  const dayWindow = Math.floor(now.getTime() / day) * day;
  if (!(await take(db, `mailbox\0${mailbox}\0${dayWindow}`, dayWindow + day, caps.perMailboxPerDay)))
    return 'mailbox-day';
  return undefined;
}

async function take(db: Kysely<StoreTables>, what: string, until: number, cap: number): Promise<boolean> {
  const key = hash(what);
  await db
    .insertInto('newsletter_mail_caps')
    .values({ key, until: new Date(until).toISOString(), mails: 0 })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute();
  const { numUpdatedRows } = await db
    .updateTable('newsletter_mail_caps')
    .set((eb) => ({ mails: eb('mails', '+', 1) }))
    .where('key', '=', key)
    .where('mails', '<', cap)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The sweep's rule: deletes the windows that have ended. Resolves with how many. */
export async function dropEndedMailCaps(db: Kysely<StoreTables>, now: Date): Promise<number> {
  const { numDeletedRows } = await db
    .deleteFrom('newsletter_mail_caps')
    .where('until', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(numDeletedRows);
}
