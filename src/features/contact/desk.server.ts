import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import type { Outbox } from '../../../server/mail/outbox.ts';
import type { Store } from '../../../server/store/store.ts';
import type { Visitor } from '../../../server/visitor.ts';
import {
  admitOne,
  hourlyLimits,
  robotSign,
  type HourlyLimits,
  type VisitorPost,
} from '../../../server/visitor-post.ts';
import type { Language } from '../../languages.ts';
import { cleanContact, contactProblems, type ContactAnswer, type ContactField } from './contract.ts';
import { ContactMessages } from './messages.server.ts';

/** What a post of the Contact form carries: its fields, the hidden one, and how it was sent. */
export type ContactPost = VisitorPost<ContactField>;

/**
 * Where a Contact message is received (issue 39), from the form with JavaScript (./api.server.ts)
 * and without (the page's action, ./contact-action.server.ts): a robot's (the hidden field
 * filled, or sent faster than a person writes) is answered as received and not kept; the values
 * are cleaned and checked (./contract.ts); a message already kept is
 * received again without counting; a new one counts against the limits (per address, per
 * network and in total, an hour, in memory or Redis: server/hourly-budget.ts) and is received once its row is
 * committed. A store that fails (disk full, PostgreSQL down or past its 2 s) answers
 * `unavailable`: logged, nothing acknowledged. Nothing personal is logged.
 */
export class ContactDesk {
  readonly #messages: ContactMessages | undefined;
  /** Its hourly limits: the edge checks a post without JavaScript against them before the page is rendered. */
  readonly limits: HourlyLimits;
  readonly #outbox: Outbox | undefined;

  /** `outbox`: mail each new message to the office (SMTP_URL set): its row is written with the message's, and the outbox poked. */
  constructor(
    config: Pick<Config, 'redisUrl' | 'contactLimits'>,
    logger: Logger,
    store: Pick<Store, 'db' | 'write'> | undefined,
    { now, outbox }: { now?: () => Date; outbox?: Outbox | undefined } = {},
  ) {
    this.#messages = store && new ContactMessages(store, now, { mailed: outbox !== undefined });
    this.#outbox = outbox;
    this.limits = hourlyLimits(config, logger, {
      prefix: 'agro:contact',
      perAddress: config.contactLimits.perAddress,
      perHour: config.contactLimits.perHour,
    });
  }

  /** Receives a message the `visitor` posted on the Contact page in `language`. */
  async receive(visitor: Pick<Visitor, 'ip' | 'log'>, language: Language, post: ContactPost): Promise<ContactAnswer> {
    const { log } = visitor;
    const { fields, script } = post;
    const robot = robotSign(post);
    if (robot) {
      log.info({ contact: robot }, 'contact message from a robot; not kept');
      return { status: 'received' };
    }
    const values = cleanContact(fields);
    const problems = contactProblems(values);
    if (Object.keys(problems).length > 0) return { status: 'invalid', problems };
    if (!this.#messages) {
      log.error('contact message refused: the site has no store');
      return { status: 'unavailable' };
    }
    const admit = () => admitOne(this.limits, visitor, log, 'contact');
    try {
      const kept = await this.#messages.keep({ language, values, key: script?.key }, admit);
      if (typeof kept === 'object') return { status: 'limited', retryAfterSeconds: kept.limited };
      if (kept === 'key-reused') return { status: 'refused' };
      log.info({ contact: kept }, kept === 'stored' ? 'contact message stored' : 'contact message already stored');
      if (kept === 'stored') this.#outbox?.poke();
      return { status: 'received' };
    } catch (error) {
      log.error({ err: error }, 'contact store failed; message refused (503)');
      return { status: 'unavailable' };
    }
  }
}
