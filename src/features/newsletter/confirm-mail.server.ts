import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Mailbox } from '../../../server/config.ts';
import type { Delivery } from '../../../server/mail/outbox.ts';
import type { StoreTables, SubscriberRow } from '../../../server/store/schema.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { newsletter as newsletterEn } from '../../content/newsletter.ts';
import { newsletter as newsletterMr } from '../../content/mr/newsletter.ts';
import { site as siteEn } from '../../content/site.ts';
import { site as siteMr } from '../../content/mr/site.ts';
import { pathIn, type Language } from '../../languages.ts';
import { newsletterPaths, tokenQuery, unconfirmedDays } from './contract.ts';
import { newToken, tokenHash } from './subscribers.server.ts';

const words = { en: { copy: newsletterEn, site: siteEn }, mr: { copy: newsletterMr, site: siteMr } };
const languageOf = (value: string): Language => (value === 'mr' ? 'mr' : 'en');

/**
 * The links a subscriber's mails carry, in their language, on the site's configured public
 * origin (SITE_URL: never a request's Host header, which the mail is not sent from).
 */
export function subscriberLinks(siteUrl: URL, language: string, token: string) {
  const link = (path: string) =>
    `${siteUrl.origin}${pathIn(languageOf(language), path)}?${tokenQuery}=${encodeURIComponent(token)}`;
  return { confirm: link(newsletterPaths.confirm), unsubscribe: link(newsletterPaths.unsubscribe) };
}

/**
 * The headers of every mail to a subscriber (RFC 2369, RFC 8058): the address to leave by, and
 * that a POST to it leaves at once (a mail program's one-click "Unsubscribe"). The page at that
 * address asks first when it is only opened (server/app.ts: a GET never removes anyone).
 */
export const leaveHeaders = (unsubscribe: string) => ({
  'List-Unsubscribe': `<${unsubscribe}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/**
 * The confirmation mail, in the subscriber's language: the confirm link (the page it opens
 * asks for a press, so that a mail scanner following links confirms nothing), what happens
 * if it was not them, and the link to leave, also in the headers. Its Message-ID names the
 * sign-up it answers, so a copy sent again after a crash is the same mail.
 */
export function confirmationMail(
  row: Pick<SubscriberRow, 'id' | 'email' | 'language' | 'mailed_at'>,
  token: string,
  siteUrl: URL,
  from: Mailbox,
): Mail.Options {
  const language = languageOf(row.language);
  const { copy, site } = words[language];
  const fill = (text: string) => fillTemplate(text, { site: site.name, days: unconfirmedDays });
  const links = subscriberLinks(siteUrl, language, token);
  const sent = Date.parse(row.mailed_at ?? '') || 0;
  return {
    from: { name: from.name ?? '', address: from.address },
    to: row.email,
    subject: fill(copy.mail.subject),
    messageId: `<newsletter-${row.id}-${sent}@${from.address.split('@').pop()}>`,
    headers: {
      ...leaveHeaders(links.unsubscribe),
      'Auto-Submitted': 'auto-generated',
      'Content-Language': language,
    },
    text: [
      fill(copy.mail.greeting),
      '',
      fill(copy.mail.asked),
      links.confirm,
      '',
      fill(copy.mail.ignore),
      '',
      fill(copy.mail.leave),
      links.unsubscribe,
      '',
      fill(copy.mail.signature),
      '',
    ].join('\n'),
  };
}

/**
 * Sends the confirmation mail of the subscriber the outbox row names. The links' token is made
 * here, and only its hash stored (replacing an earlier mail's, whose links then say they no
 * longer work), so the token is nowhere but in the mail. A subscriber deleted or confirmed
 * meanwhile is not mailed (the row is done, with a note).
 */
export function confirmDelivery(
  db: Kysely<StoreTables>,
  transport: Pick<Transporter, 'sendMail'>,
  from: Mailbox,
  siteUrl: URL,
): Delivery {
  return async (ref) => {
    const row = await db.selectFrom('newsletter_subscribers').selectAll().where('id', '=', ref).executeTakeFirst();
    if (!row) return 'the subscriber is no longer stored; not mailed';
    if (row.status !== 'pending') return 'the subscriber is confirmed already; not mailed';
    const token = newToken();
    const { numUpdatedRows } = await db
      .updateTable('newsletter_subscribers')
      .set({ token_hash: tokenHash(token) })
      .where('id', '=', ref)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return 'the subscriber changed meanwhile; not mailed';
    await transport.sendMail(confirmationMail(row, token, siteUrl, from));
    return undefined;
  };
}
