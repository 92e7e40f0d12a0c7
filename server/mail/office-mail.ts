import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import { client } from '../../src/content/client.ts';
import { contactDeliveries } from '../../src/features/contact/mail.server.ts';
import type { Config, MailConfig } from '../config.ts';
import type { Logger } from '../logging.ts';
import type { Store } from '../store/store.ts';
import { confirmDelivery } from '../../src/features/newsletter/confirm-mail.server.ts';
import { enquiryDeliveries } from '../../src/features/enquiries/mail.server.ts';
import { workshopDeliveries } from '../../src/features/workshops/mail.server.ts';
import { Outbox, outboxDefaults, type OutboxOptions } from './outbox.ts';

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

/**
 * `transport` with a deadline over each whole send (nodemailer's `signal`): its waits have 10 s
 * each, and a send is several of them; this bounds the lot, so a claim a little longer covers
 * it (decision 102). A send cut at its deadline fails and is tried again, as any other.
 */
export function sendWithin(transport: Pick<Transporter, 'sendMail'>, ms: number): Pick<Transporter, 'sendMail'> {
  return {
    sendMail: (mail: Mail.Options) =>
      // nodemailer reads `signal` from the message; its types do not name it yet.
      transport.sendMail({ ...mail, signal: AbortSignal.timeout(ms) } as Mail.Options),
  } as Pick<Transporter, 'sendMail'>;
}

/** The office's address: the operator's `contact.email` (SITE_CONFIG), else the stand-in the pages show. */
export const officeAddress = (config: Pick<Config, 'site'>) => config.site.contact?.email ?? client.email;

/**
 * The site's outbox, when SMTP_URL is set (else undefined: contact messages are kept only in
 * the store, and newsletter sign-ups confirmed at once): contact messages to the office (one by
 * one, or in a flood an hour's digest: src/features/contact/mail.server.ts),
 * newsletter subscribers' confirmation mails (src/features/newsletter/confirm-mail.server.ts), and the
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
  const transport = sendWithin(
    smtpTransport(config.mail, tuning.timeouts),
    tuning.options?.sendMs ?? outboxDefaults.sendMs,
  );
  return new Outbox({
    db: store.db,
    deliveries: {
      ...contactDeliveries({
        db: store.db,
        transport,
        from: config.mail.from,
        office: officeAddress(config),
        siteUrl: config.siteUrl,
      }),
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
