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
import { footer as footerEn } from '../../content/footer.ts';
import { footer as footerMr } from '../../content/mr/footer.ts';
import type { Language } from '../../languages.ts';
import { checkEmail, cleanEmail, consentWording, type NewsletterAnswer } from './contract.ts';
import { Subscribers } from './subscribers.server.ts';

/** What a post of the newsletter box carries: the address, the hidden field, and how it was sent. */
export type NewsletterPost = VisitorPost<'email'>;

/** The words beside the box in each language: what a visitor consents to, kept with the address. */
const consent = { en: consentWording(footerEn.newsletter), mr: consentWording(footerMr.newsletter) };

/**
 * Where a newsletter sign-up is received (issue 39, decision 081), from the box with JavaScript
 * (./api.server.ts) and without (the /newsletter page's action, ./newsletter-routes.server.ts), as
 * Contact's are (src/features/contact/desk.server.ts): a robot's is answered as received and not
 * kept; the address is cleaned and checked (./contract.ts); every sign-up counts
 * against the limits (per client address, network and in total, an hour), a retry of the same key
 * excepted; it is received once its row (and, with mail, its confirmation mail's outbox row)
 * is committed, with the same answer for a new address and a known one, and for one whose
 * confirmation mail a cap held back (./mail-caps.server.ts, logged). A store that fails
 * answers `unavailable`: logged, nothing acknowledged. No address is logged.
 */
export class NewsletterDesk {
  readonly #subscribers: Subscribers | undefined;
  /** Its hourly limits: the edge checks a post without JavaScript against them before the page is rendered. */
  readonly limits: HourlyLimits;
  readonly #outbox: Outbox | undefined;

  /** `outbox`: mail is set up (SMTP_URL): sign-ups wait for the link of a confirmation mail it sends. */
  constructor(
    config: Pick<Config, 'redisUrl' | 'newsletterLimits'>,
    logger: Logger,
    store: Pick<Store, 'db'> | undefined,
    { now, outbox }: { now?: () => Date; outbox?: Outbox | undefined } = {},
  ) {
    this.#subscribers = store && new Subscribers(store.db, now, { mailed: outbox !== undefined });
    this.#outbox = outbox;
    this.limits = hourlyLimits(config, logger, {
      prefix: 'agro:newsletter',
      perAddress: config.newsletterLimits.perAddress,
      perHour: config.newsletterLimits.perHour,
    });
  }

  /** What the visitor is told once a sign-up is kept: the same for every address. */
  get #received(): NewsletterAnswer {
    return { status: 'received', next: this.#outbox ? 'confirm' : 'subscribed' };
  }

  /** Receives a sign-up the `visitor` posted on a page in `language`. */
  async receive(
    visitor: Pick<Visitor, 'ip' | 'log'>,
    language: Language,
    post: NewsletterPost,
  ): Promise<NewsletterAnswer> {
    const { log } = visitor;
    const robot = robotSign(post);
    if (robot) {
      log.info({ newsletter: robot }, 'newsletter sign-up from a robot; not kept');
      return this.#received;
    }
    const email = cleanEmail(post.fields.email);
    const problem = checkEmail(email);
    if (problem) return { status: 'invalid', problems: { email: problem } };
    if (!this.#subscribers) {
      log.error('newsletter sign-up refused: the site has no store');
      return { status: 'unavailable' };
    }
    try {
      const signedUp = await this.#subscribers.signUp(
        { email, language, consent: consent[language], key: post.script?.key },
        () => admitOne(this.limits, visitor, log, 'newsletter'),
      );
      if (signedUp === 'key-reused') return { status: 'refused' };
      if ('limited' in signedUp) return { status: 'limited', retryAfterSeconds: signedUp.limited };
      log.info({ newsletter: signedUp.kept, mailed: signedUp.mailed }, 'newsletter sign-up kept');
      // Answered as received all the same (decision 081): the answer tells nobody whether the address is on the list.
      if (signedUp.capped)
        log.warn({ newsletterCap: signedUp.capped }, 'newsletter confirmation mail capped; not mailed');
      if (signedUp.mailed) this.#outbox?.poke();
      return this.#received;
    } catch (error) {
      log.error({ err: error }, 'newsletter store failed; sign-up refused (503)');
      return { status: 'unavailable' };
    }
  }
}
