import { unconfirmedDays, officeAddress } from '../from-src.ts';
import type { Config } from '../config.ts';

/** What becomes of a contact message, in a line for the start log and `npm run check:config` (decision 080). */
export function mailStatement(config: Pick<Config, 'mail' | 'site'>): string {
  if (!config.mail)
    return (
      'SMTP_URL is not set: contact messages are kept only in the site’s store (the admin inbox) ' +
      'and not mailed to the office.'
    );
  const { from, fromDerived, smtpWhere } = config.mail;
  const sender = `${from.name ? `${from.name} <${from.address}>` : from.address}${fromDerived ? ' (derived; set MAIL_FROM to choose)' : ''}`;
  return `mail: contact messages are mailed to ${officeAddress(config)} through ${smtpWhere}, from ${sender}.`;
}

/**
 * What becomes of a newsletter sign-up (decision 081), in a line for the start log and `npm run
 * check:config`: with SMTP_URL, double opt-in (a confirmation mail whose links are on SITE_URL);
 * without, confirmed at once, since no link could confirm it.
 */
export function newsletterStatement(config: Pick<Config, 'mail' | 'siteUrl' | 'siteUrlSet'>): string {
  if (!config.mail)
    return (
      'SMTP_URL is not set: newsletter sign-ups are kept as confirmed at once, without a confirmation mail ' +
      '(single opt-in: anyone can sign up any address). Set SMTP_URL for double opt-in.'
    );
  const links = config.siteUrlSet
    ? `on ${config.siteUrl.origin}`
    : `on ${config.siteUrl.origin}, as SITE_URL is not set: set it, or the links lead nowhere`;
  return (
    `newsletter: each sign-up waits for the link of a confirmation mail (double opt-in), its links ${links}; ` +
    `unconfirmed sign-ups are deleted after ${unconfirmedDays} days.`
  );
}
