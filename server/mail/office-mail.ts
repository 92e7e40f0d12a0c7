import type { Kysely } from 'kysely';
import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { client } from '../../src/content/client.ts';
import { site } from '../../src/content/site.ts';
import type { Config, MailConfig, Mailbox } from '../config.ts';
import type { Logger } from '../logging.ts';
import type { ContactMessageRow, StoreTables } from '../store/schema.ts';
import type { Store } from '../store/store.ts';
import { confirmDelivery } from '../newsletter/confirm-mail.ts';
import { enquiryDeliveries } from '../../src/features/enquiries/mail.server.ts';
import { workshopDeliveries } from '../../src/features/workshops/mail.server.ts';
import { literalHeaderText } from './header-text.ts';
import { Outbox, type Delivery, type OutboxOptions } from './outbox.ts';

/** No wait of a send is longer: the connection, the server's greeting, any answer (decision 080). */
export const smtpDeadlineMs = 10_000;

export type SmtpDeadlines = Record<'connectionTimeout' | 'greetingTimeout' | 'socketTimeout' | 'dnsTimeout', number>;

const deadlines: SmtpDeadlines = {
  connectionTimeout: smtpDeadlineMs,
  greetingTimeout: smtpDeadlineMs,
  socketTimeout: smtpDeadlineMs,
  dnsTimeout: smtpDeadlineMs,
};

/**
 * The SMTP transport of SMTP_URL, every wait within its deadline; it reads no file or URL a
 * message names. `pool`: at most that many connections kept open and reused (the newsletter's
 * many mails: a provider's connection, TLS and login cost more than a mail), else one a mail.
 */
export function smtpTransport(
  mail: Pick<MailConfig, 'smtpUrl'>,
  timeouts: Partial<SmtpDeadlines> = {},
  { pool }: { pool?: number } = {},
) {
  return createTransport({
    url: mail.smtpUrl,
    ...deadlines,
    ...timeouts,
    ...(pool && { pool: true, maxConnections: pool }),
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

const languageNames: Record<string, string> = { en: 'English', mr: 'Marathi' };
const officeTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
});

/**
 * A contact message as the office receives it: to the operator's address, from MAIL_FROM,
 * answered to the visitor (`Reply-To`, their name and address as header fields nodemailer
 * encodes, so no value can add a header, and a name typed as an encoded word reads as typed:
 * ./header-text.ts), the site and the visitor in the subject, and the
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
    messageId: `<contact-${row.id}@${from.address.split('@').pop()}>`,
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
 * Mails the contact message the outbox row names to `to` (the operator's `contact.email`);
 * a message deleted meanwhile is not mailed (the row is done, with a note).
 */
export function officeDelivery(
  db: Kysely<StoreTables>,
  transport: Pick<Transporter, 'sendMail'>,
  to: string,
  from: Mailbox,
): Delivery {
  return async (ref) => {
    const row = await db.selectFrom('contact_messages').selectAll().where('id', '=', ref).executeTakeFirst();
    if (!row) return 'the message is no longer stored; not mailed';
    await transport.sendMail(officeMail(row, to, from));
    return undefined;
  };
}

/** The office's address: the operator's `contact.email` (SITE_CONFIG), else the stand-in the pages show. */
export const officeAddress = (config: Pick<Config, 'site'>) => config.site.contact?.email ?? client.email;

/**
 * The site's outbox, when SMTP_URL is set (else undefined: contact messages are kept only in
 * the store, and newsletter sign-ups confirmed at once): contact messages to the office,
 * newsletter subscribers' confirmation mails (server/newsletter/confirm-mail.ts), and the
 * enquiries' mails (src/features/enquiries/mail.server.ts), whose links are on SITE_URL. Not started: server/start.ts starts it once the store is migrated.
 */
export function officeOutbox(
  config: Pick<Config, 'mail' | 'site' | 'siteUrl'>,
  store: Pick<Store, 'db'>,
  logger: Logger,
  tuning: {
    timeouts?: Partial<SmtpDeadlines>;
    options?: Partial<OutboxOptions>;
    now?: () => Date;
    random?: () => number;
  } = {},
): Outbox | undefined {
  if (!config.mail) return undefined;
  const transport = smtpTransport(config.mail, tuning.timeouts);
  return new Outbox({
    db: store.db,
    deliveries: {
      'office-mail': officeDelivery(store.db, transport, officeAddress(config), config.mail.from),
      'newsletter-confirm': confirmDelivery(store.db, transport, config.mail.from, config.siteUrl),
      ...enquiryDeliveries({
        db: store.db,
        transport,
        from: config.mail.from,
        office: officeAddress(config),
        siteUrl: config.siteUrl,
        ...(tuning.now && { now: tuning.now }),
      }),
      ...workshopDeliveries({
        db: store.db,
        transport,
        from: config.mail.from,
        siteUrl: config.siteUrl,
        ...(tuning.now && { now: tuning.now }),
      }),
    },
    logger,
    ...tuning,
  });
}
