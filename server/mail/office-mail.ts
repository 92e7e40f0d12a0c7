import { createTransport, type Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { MailConfig } from '../config.ts';

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
