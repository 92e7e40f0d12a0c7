import type { Config } from '../config.ts';
import { officeAddress } from './office-mail.ts';

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
