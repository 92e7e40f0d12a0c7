import { contactDeliveries } from './features/contact/mail.server.ts';
import { enquiryDeliveries } from './features/enquiries/mail.server.ts';
import { confirmDelivery } from './features/newsletter/confirm-mail.server.ts';
import { workshopDeliveries } from './features/workshops/mail.server.ts';
import type { Config } from '../server/config.ts';
import type { Logger } from '../server/logging.ts';
import { sendWithin, smtpTransport, type SmtpDeadlines } from '../server/mail/office-mail.ts';
import { officeAddress } from './office-address.ts';
import { Outbox, outboxDefaults, type OutboxOptions } from '../server/mail/outbox.ts';
import type { Store } from '../server/store/store.ts';

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
