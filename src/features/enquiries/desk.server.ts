/**
 * Where an enquiry is received (issue 54, decision 098), from the form with JavaScript (JSON,
 * ./api.server.ts) and without (the centre page's action, ./routes/form.tsx), with Contact's
 * protections (server/visitor-post.ts): a robot's post (the hidden field filled, or sent faster
 * than a person writes) is answered as received and not kept; the values are cleaned and
 * checked as of India's date; a post already kept is answered with its reference again, without
 * counting; a new one counts against the limits (per address and in total, an hour; Contact's
 * numbers, counters of their own) and is answered once its row and its mails' rows are
 * committed. A centre no longer listed answers `gone`. A store that fails answers `unavailable`:
 * nothing acknowledged. Nothing personal is logged.
 */
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import type { Outbox } from '../../../server/mail/outbox.ts';
import type { Store } from '../../../server/store/store.ts';
import {
  admitOne,
  hourlyLimits,
  robotSign,
  type HourlyLimits,
  type VisitorPost,
} from '../../../server/visitor-post.ts';
import type { Language } from '../../languages.ts';
import type { Visitor } from '../../../server/visitor.ts';
import { cleanEnquiry, enquiryProblems, enquiryValues, type EnquiryAnswer, type EnquiryField } from './contract.ts';
import { indiaDate, keepEnquiry, newReference } from './enquiries.server.ts';

export type EnquiryPost = VisitorPost<EnquiryField>;

export class EnquiryDesk {
  readonly #store: Pick<Store, 'db' | 'write'> | undefined;
  /** Its hourly limits: the edge checks a post without JavaScript against them before the page is rendered. */
  readonly limits: HourlyLimits;
  readonly #outbox: Outbox | undefined;
  readonly #now: () => Date;

  constructor(
    config: Pick<Config, 'redisUrl' | 'contactLimits'>,
    logger: Logger,
    store: Pick<Store, 'db' | 'write'> | undefined,
    { now = () => new Date(), outbox }: { now?: () => Date; outbox?: Outbox | undefined } = {},
  ) {
    this.#store = store;
    this.#outbox = outbox;
    this.#now = now;
    this.limits = hourlyLimits(config, logger, {
      prefix: 'agro:enquiry',
      perAddress: config.contactLimits.perAddress,
      perHour: config.contactLimits.perHour,
    });
  }

  /** Receives an enquiry to the centre `slug`, posted on its page in `language`. */
  async receive(
    visitor: Pick<Visitor, 'ip' | 'log'>,
    language: Language,
    slug: string,
    post: EnquiryPost,
  ): Promise<EnquiryAnswer> {
    const log = visitor.log;
    const robot = robotSign(post);
    if (robot) {
      log.info({ enquiry: robot }, 'enquiry from a robot; not kept');
      // Answered as a person's would be, with a reference that names nothing.
      return { status: 'received', reference: newReference() };
    }
    const now = this.#now();
    const input = cleanEnquiry(post.fields);
    const problems = enquiryProblems(input, indiaDate(now));
    if (Object.keys(problems).length > 0) return { status: 'invalid', problems };
    if (!this.#store) {
      log.error('enquiry refused: the site has no store');
      return { status: 'unavailable' };
    }
    try {
      const kept = await keepEnquiry(
        this.#store,
        { slug, language, values: enquiryValues(input), key: post.script?.key },
        () => admitOne(this.limits, visitor, log, 'enquiry'),
        { now, mailed: this.#outbox !== undefined },
      );
      if (kept === 'gone') return { status: 'gone' };
      if (kept === 'key-reused') return { status: 'refused' };
      if ('limited' in kept) return { status: 'limited', retryAfterSeconds: kept.limited };
      log.info({ enquiry: kept.stored }, kept.stored === 'new' ? 'enquiry stored' : 'enquiry already stored');
      if (kept.stored === 'new') this.#outbox?.poke();
      return { status: 'received', reference: kept.reference };
    } catch (error) {
      log.error({ err: error }, 'enquiry store failed; refused (503)');
      return { status: 'unavailable' };
    }
  }
}
