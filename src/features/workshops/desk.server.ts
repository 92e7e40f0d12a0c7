/**
 * Where a workshop sign-up is received (issue 56, decision 100), with and without JavaScript,
 * with Contact's protections (server/visitor-post.ts): a robot's post is answered as taken and
 * not kept; the values are cleaned and checked; past the limits (Contact's numbers, counters of
 * their own) a wait; a store that fails answers `unavailable`, nothing acknowledged.
 */
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import type { Outbox } from '../../../server/mail/outbox.ts';
import type { Store } from '../../../server/store/store.ts';
import type { DataVersions } from '../../../server/store/versions.ts';
import {
  admitOne,
  hourlyLimits,
  robotSign,
  type HourlyLimits,
  type VisitorPost,
} from '../../../server/visitor-post.ts';
import type { Language } from '../../languages.ts';
import type { Visitor } from '../../../server/visitor.ts';
import { cleanSignup, signupProblems, workshopsData, type SignupAnswer, type SignupField } from './contract.ts';
import { signUp } from './workshops.server.ts';

export class WorkshopDesk {
  readonly #store: Pick<Store, 'db' | 'write'> | undefined;
  /** Its hourly limits: the edge checks a post without JavaScript against them before the page is rendered. */
  readonly limits: HourlyLimits;
  readonly #outbox: Outbox | undefined;
  readonly #versions: DataVersions | undefined;
  readonly #now: () => Date;

  constructor(
    config: Pick<Config, 'redisUrl' | 'contactLimits'>,
    logger: Logger,
    store: Pick<Store, 'db' | 'write'> | undefined,
    {
      now = () => new Date(),
      outbox,
      versions,
    }: { now?: () => Date; outbox?: Outbox | undefined; versions?: DataVersions | undefined } = {},
  ) {
    this.#store = store;
    this.#outbox = outbox;
    this.#versions = versions;
    this.#now = now;
    this.limits = hourlyLimits(config, logger, {
      prefix: 'agro:workshop',
      perAddress: config.contactLimits.perAddress,
      perHour: config.contactLimits.perHour,
    });
  }

  async receive(
    visitor: Pick<Visitor, 'ip' | 'log'>,
    language: Language,
    slug: string,
    post: VisitorPost<SignupField>,
  ): Promise<SignupAnswer> {
    const log = visitor.log;
    const robot = robotSign(post);
    if (robot) {
      log.info({ workshop: robot }, 'workshop sign-up from a robot; not kept');
      return { status: 'received', place: 'seat', emailed: false };
    }
    const input = cleanSignup(post.fields);
    const problems = signupProblems(input);
    if (Object.keys(problems).length > 0) return { status: 'invalid', problems };
    if (!this.#store) return { status: 'unavailable' };
    try {
      const signed = await signUp(this.#store, slug, input, {
        language,
        key: post.script?.key,
        admit: () => admitOne(this.limits, visitor, log, 'workshop'),
        now: this.#now(),
        mailed: this.#outbox !== undefined,
      });
      if (signed === 'not-found' || signed === 'closed') return { status: 'closed' };
      if (signed === 'twice') return { status: 'twice' };
      if (signed === 'key-reused') return { status: 'refused' };
      if ('limited' in signed) return { status: 'limited', retryAfterSeconds: signed.limited };
      log.info({ workshop: signed.place, known: signed.known }, 'workshop sign-up stored');
      if (!signed.known) {
        this.#outbox?.poke();
        await this.#versions?.changed(workshopsData);
      }
      return { status: 'received', place: signed.place, emailed: signed.emailed };
    } catch (error) {
      log.error({ err: error }, 'workshop sign-up store failed; refused (503)');
      return { status: 'unavailable' };
    }
  }
}
