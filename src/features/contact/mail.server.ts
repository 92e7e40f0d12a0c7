/**
 * The Contact messages' mails to the office (decisions 080, 101), sent by the outbox
 * (server/mail/outbox.ts) from the rows written with each message (./messages.server.ts):
 * a mail a message, answered to the visitor, and once a flood is evident, one digest an hour
 * instead (./office-flood.server.ts). Plain text, in English: the office's language.
 */
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Mailbox } from '../../../server/config.ts';
import { literalHeaderText } from '../../../server/mail/header-text.ts';
import type { Delivery } from '../../../server/mail/outbox.ts';
import type { ContactMessageRow, StoreTables } from '../../../server/store/schema.ts';
import { site } from '../../content/site.ts';
import { adminPaths } from '../admin/contract.ts';
import { clockHour, officeDigestKind, officeMailsPerHour } from './office-flood.server.ts';

export interface ContactMailContext {
  db: Kysely<StoreTables>;
  transport: Pick<Transporter, 'sendMail'>;
  from: Mailbox;
  /** The office's address (the operator's `contact.email`). */
  office: string;
  /** SITE_URL: the inbox link's origin. */
  siteUrl: URL;
}

const languageNames: Record<string, string> = { en: 'English', mr: 'Marathi' };
const officeTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
});
const clockTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'short', hourCycle: 'h23' });
const domainOf = (from: Mailbox) => from.address.split('@').pop();

/**
 * A contact message as the office receives it: to the operator's address, from MAIL_FROM,
 * answered to the visitor (`Reply-To`, their name and address as header fields nodemailer
 * encodes, so no value can add a header, and a name typed as an encoded word reads as typed:
 * server/mail/header-text.ts), the site and the visitor in the subject, and the
 * message in plain text with its language and time in India. Its Message-ID is the row's, so a
 * copy sent again after a crash is the same message to the office's mail client.
 */
export function officeMail(row: ContactMessageRow, to: string, from: Mailbox): Mail.Options {
  const at = `${officeTime.format(new Date(row.received_at))} IST`;
  return {
    from: { name: from.name ?? '', address: from.address },
    to,
    replyTo: { name: literalHeaderText(row.name), address: row.email },
    subject: literalHeaderText(`${site.name} website: message from ${row.name}`),
    messageId: `<contact-${row.id}@${domainOf(from)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `A message sent through the Contact page of the ${site.name} website.`,
      'Reply to this mail to answer the visitor.',
      '',
      `Name:     ${row.name}`,
      `E-mail:   ${row.email}`,
      `Language: ${languageNames[row.language] ?? row.language}`,
      `Received: ${at}`,
      '',
      row.message,
      '',
    ].join('\n'),
  };
}

/**
 * The digest of an hour's flood: how many messages came from `start` to the hour's `end`
 * without a mail of their own, and where to read them. Nothing of any message is in it (a
 * flood's words are a stranger's). Its Message-ID names the hour, so a copy sent again is the same.
 */
export function digestMail(
  count: number,
  { start, end }: { start: Date; end: Date },
  { to, from, siteUrl }: { to: string; from: Mailbox; siteUrl: URL },
): Mail.Options {
  const messages = count === 1 ? '1 message' : `${count} messages`;
  return {
    from: { name: from.name ?? '', address: from.address },
    to,
    subject: `${site.name} website: ${messages} through the Contact page, not mailed one by one`,
    messageId: `<contact-digest-${clockHour(start).start.getTime()}@${domainOf(from)}>`,
    headers: { 'Auto-Submitted': 'auto-generated' },
    text: [
      `More than ${officeMailsPerHour} messages came through the Contact page of the ${site.name} website`,
      'within an hour: a flood, from a robot or from someone sending many. So that this mailbox is not',
      'filled, the messages since then were kept but not mailed one by one:',
      '',
      `${messages}, from ${officeTime.format(start)} to ${clockTime.format(end)} IST.`,
      '',
      `Read them in the site's inbox: ${new URL(adminPaths.messages, siteUrl).href}`,
      `Each message is mailed on its own again once no more than ${officeMailsPerHour} come in an hour.`,
      '',
    ].join('\n'),
  };
}

/**
 * The outbox's deliveries of the Contact page: `office-mail` mails the message the row names
 * (a message deleted meanwhile is not mailed: the row is done, with a note); `office-digest`
 * counts the messages of its hour, from the time the row names, that have no mail of their own,
 * and mails the digest when there are any.
 */
export function contactDeliveries({
  db,
  transport,
  from,
  office,
  siteUrl,
}: ContactMailContext): Record<string, Delivery> {
  return {
    'office-mail': async (ref) => {
      const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', ref).executeTakeFirst();
      if (!row) return 'the message is no longer stored; not mailed';
      await transport.sendMail(officeMail(row, office, from));
      return undefined;
    },
    [officeDigestKind]: async (since) => {
      const start = new Date(since);
      const { end } = clockHour(start);
      const { count } = await db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .where('received_at', '>=', start.toISOString())
        .where('received_at', '<', end.toISOString())
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('outbox')
                .select('outbox.id')
                .where('outbox.kind', '=', 'office-mail')
                .whereRef('outbox.ref', '=', 'contact_messages.id'),
            ),
          ),
        )
        .executeTakeFirstOrThrow();
      if (Number(count) === 0) return 'no message of the hour is left without a mail; not mailed';
      await transport.sendMail(digestMail(Number(count), { start, end }, { to: office, from, siteUrl }));
      return undefined;
    },
  };
}
