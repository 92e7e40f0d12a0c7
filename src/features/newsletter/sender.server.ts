/**
 * The newsletter's sender (issue 55, decision 099), in the server process beside the outbox: it
 * sends the deliveries of the issue going out, at most NEWSLETTER_RATE mails a minute for the
 * whole site. One replica sends at a time: it holds the issue's lease (`sender`, renewed each
 * round, taken over by another replica once it lapses), so the rate is not multiplied by the
 * replicas. Each delivery is claimed as the outbox claims a row, sent, then marked: a mail is sent
 * once, or after a crash between the mail server's acceptance and the mark, twice with the same
 * Message-ID (which mail programs show once) — never lost. A subscriber who left meanwhile is
 * skipped (`left`); a failure is tried again after a backoff, and marked `failed` with the mail
 * server's answer after `maxAttempts`, or at once when the server refused the address for good.
 * When nothing is left to send the issue is `sent`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Config, Mailbox } from '../../../server/config.ts';
import { smtpTransport, type SmtpDeadlines } from '../../../server/mail/office-mail.ts';
import type { Store } from '../../../server/store/store.ts';
import { client as clientEn } from '../../content/client.ts';
import { client as clientMr } from '../../content/mr/client.ts';
import type { Logger } from '../../../server/logging.ts';
import { literalHeaderText } from '../../../server/mail/header-text.ts';
import { backoff, describeFailure, isPermanentFailure } from '../../../server/mail/outbox.ts';
import type { NewsletterDeliveryRow, NewsletterIssueRow, StoreTables } from '../../../server/store/schema.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { newsletter as wordsEn } from '../../content/newsletter.ts';
import { newsletter as wordsMr } from '../../content/mr/newsletter.ts';
import { site as siteEn } from '../../content/site.ts';
import { site as siteMr } from '../../content/mr/site.ts';
import { pathIn, type Language } from '../../languages.ts';
import { newsletterPaths, tokenQuery } from './contract.ts';
import { escapeHtml, issueHtml, issueText } from './issue-markdown.server.ts';
import { tokenHash } from './subscribers.server.ts';

const words = { en: { copy: wordsEn, site: siteEn }, mr: { copy: wordsMr, site: siteMr } };

export interface SenderOptions {
  /** Mails a minute, for the whole site (NEWSLETTER_RATE). */
  rate: number;
  /** How often a round runs. */
  roundMs: number;
  /** The most mails in flight at once. */
  inFlight: number;
  /** How long the lease on an issue, and a claim on a delivery, hold without being renewed. */
  leaseMs: number;
  claimMs: number;
  /** A failed delivery is tried this many times in all, `backoffMs` doubling between (up to `backoffCapMs`). */
  maxAttempts: number;
  backoffMs: number;
  backoffCapMs: number;
}

export const senderDefaults: SenderOptions = {
  rate: 60,
  roundMs: 1_000,
  inFlight: 4,
  leaseMs: 30_000,
  claimMs: 60_000,
  maxAttempts: 5,
  backoffMs: 60_000,
  backoffCapMs: 60 * 60_000,
};

const iso = (at: Date) => at.toISOString();
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** The office as a mail's last lines say it: its postal address, one line a row, in a language. */
export type OfficeAddress = Record<Language, readonly string[]>;

/** An issue's body as a mail carries it: HTML and plain text. */
export type BodyRenderer = (markdown: string, origin: string) => { html: string; text: string };
const renderBody: BodyRenderer = (markdown, origin) => ({
  html: issueHtml(markdown, origin),
  text: issueText(markdown, origin),
});

/**
 * An issue's mail to one subscriber, in their language (the other when theirs is not written):
 * multipart/alternative, the body as HTML and as plain text, images and links by absolute URL,
 * no tracking; at the bottom the office's address and why they get it, with their own link to
 * leave, also in the headers (RFC 2369, RFC 8058).
 */
export function issueMail(
  issue: Pick<NewsletterIssueRow, 'id' | 'slug' | 'subject_en' | 'subject_mr' | 'body_en' | 'body_mr'>,
  delivery: Pick<NewsletterDeliveryRow, 'subscriber_id' | 'email' | 'language' | 'subscribed_at'>,
  token: string,
  { siteUrl, from, office }: { siteUrl: URL; from: Mailbox; office: OfficeAddress },
  render: BodyRenderer = renderBody,
): Mail.Options {
  const own: Language = delivery.language === 'mr' ? 'mr' : 'en';
  const language: Language = issue[`subject_${own}`] && issue[`body_${own}`] ? own : own === 'mr' ? 'en' : 'mr';
  const { copy, site } = words[language];
  const origin = siteUrl.origin;
  const leave = `${origin}${pathIn(language, newsletterPaths.unsubscribe)}?${tokenQuery}=${encodeURIComponent(token)}`;
  const online = issue.slug ? `${origin}${pathIn(language, newsletterPaths.archiveIssue(issue.slug))}` : origin;
  const date = new Intl.DateTimeFormat(language === 'mr' ? 'mr-IN' : 'en-IN', {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(new Date(delivery.subscribed_at));
  const fill = (text: string) => fillTemplate(text, { site: site.name, date });
  const lines = office[language];
  const subject = issue[`subject_${language}`];
  const body = render(issue[`body_${language}`], origin);
  const domain = from.address.split('@').pop();
  return {
    from: { name: from.name ?? '', address: from.address },
    to: delivery.email,
    subject: literalHeaderText(subject),
    messageId: `<newsletter-${issue.id}-${delivery.subscriber_id}@${domain}>`,
    headers: {
      'List-Unsubscribe': `<${leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'List-Id': `${site.name} <newsletter.${domain}>`,
      Precedence: 'bulk',
      'Content-Language': language,
    },
    text: [
      body.text,
      '',
      '—',
      fill(copy.issueMail.online),
      online,
      '',
      ...lines,
      '',
      fill(copy.issueMail.reason),
      fill(copy.issueMail.leave),
      leave,
      '',
    ].join('\n'),
    html: [
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8">`,
      '<meta name="viewport" content="width=device-width, initial-scale=1">',
      `<title>${escapeHtml(subject)}</title>`,
      '<style>body{font-family:sans-serif;line-height:1.5;color:#222;max-width:40rem;margin:0 auto;padding:1rem}img{max-width:100%;height:auto}footer{margin-top:2rem;font-size:0.875rem;color:#555}</style>',
      '</head><body>',
      body.html,
      `<footer><p><a href="${escapeHtml(online)}">${escapeHtml(fill(copy.issueMail.online))}</a></p>`,
      `<p>${lines.map(escape).join('<br>')}</p>`,
      `<p>${escapeHtml(fill(copy.issueMail.reason))} <a href="${escapeHtml(leave)}">${escapeHtml(copy.issueMail.leaveLink)}</a></p>`,
      '</footer></body></html>',
    ].join(''),
  };
}

export class NewsletterSender {
  readonly #db: Kysely<StoreTables>;
  readonly #transport: Pick<Transporter, 'sendMail'> & Partial<Pick<Transporter, 'close'>>;
  readonly #mail: { siteUrl: URL; from: Mailbox; office: OfficeAddress };
  readonly #logger: Logger;
  readonly #options: SenderOptions;
  readonly #now: () => Date;
  readonly #random: () => number;
  readonly #me = randomUUID();
  /** Each language's body of the issue going out, made once, not for every mail. */
  readonly #bodies = new Map<string, { html: string; text: string }>();
  readonly #render: BodyRenderer = (markdown, origin) => {
    const key = `${origin}\0${markdown}`;
    let body = this.#bodies.get(key);
    if (!body) {
      if (this.#bodies.size >= 4) this.#bodies.clear();
      this.#bodies.set(key, (body = renderBody(markdown, origin)));
    }
    return body;
  };
  #allowance = 0;
  /** Deliveries sent here whose mark the store refused: never sent again here; their marks tried each round (decision 102). */
  readonly #unmarked = new Map<string, () => Promise<unknown>>();
  #last: number | undefined;
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<number> | undefined;
  #stopped = true;

  constructor({
    db,
    transport,
    siteUrl,
    from,
    office,
    logger,
    options = {},
    now = () => new Date(),
    random = Math.random,
  }: {
    db: Kysely<StoreTables>;
    transport: Pick<Transporter, 'sendMail'> & Partial<Pick<Transporter, 'close'>>;
    siteUrl: URL;
    from: Mailbox;
    office: OfficeAddress;
    logger: Logger;
    options?: Partial<SenderOptions>;
    now?: () => Date;
    random?: () => number;
  }) {
    this.#db = db;
    this.#transport = transport;
    this.#mail = { siteUrl, from, office };
    this.#logger = logger;
    this.#options = { ...senderDefaults, ...options };
    this.#now = now;
    this.#random = random;
  }

  /**
   * The issue's mail, as a subscriber would get it in each written language, to `to` now (the
   * office's "send a test"): its leave link names nobody. Rejects when the mail server does not take it.
   */
  async sendTest(
    issue: Pick<NewsletterIssueRow, 'id' | 'slug' | 'subject_en' | 'subject_mr' | 'body_en' | 'body_mr'>,
    to: string,
  ): Promise<void> {
    const test = { subscriber_id: 'test', email: to, subscribed_at: iso(this.#now()) };
    for (const language of ['en', 'mr'] as const)
      if (issue[`subject_${language}`] && issue[`body_${language}`])
        await this.#transport.sendMail({
          ...issueMail(issue, { ...test, language }, randomBytes(32).toString('base64url'), this.#mail),
          messageId: undefined,
        });
  }

  start() {
    this.#stopped = false;
    this.#schedule(0);
  }

  /** An issue was just started or resumed: a round now. */
  poke() {
    if (!this.#stopped && !this.#round) this.#schedule(0);
  }

  /** No more rounds; resolves when the running one has ended, or after `graceMs` (its claims then lapse). */
  async stop(graceMs = 10_000) {
    this.#stopped = true;
    clearTimeout(this.#timer);
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([this.#round, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
    clearTimeout(grace);
    // A pooled transport's open connections.
    this.#transport.close?.();
  }

  #schedule(ms: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#round = this.runOnce().catch((error: unknown) => {
        this.#logger.error({ err: error }, 'newsletter: the store could not be read; trying again');
        return 0;
      });
      void this.#round.then(() => {
        this.#round = undefined;
        if (!this.#stopped) this.#schedule(this.#options.roundMs);
      });
    }, ms);
    this.#timer.unref();
  }

  /** One round: the issue going out, if this replica holds (or takes) its lease; sends what the rate allows now. Resolves with how many it sent or settled. */
  async runOnce(): Promise<number> {
    await this.#markWaiting();
    const now = this.#now();
    const issue = await this.#db
      .selectFrom('newsletter_issues')
      .selectAll()
      .where('status', '=', 'sending')
      .orderBy('started_at')
      .executeTakeFirst();
    if (!issue) {
      this.#last = undefined;
      return 0;
    }
    const lease = await this.#db
      .updateTable('newsletter_issues')
      .set({ sender: this.#me, sender_until: iso(plus(now, this.#options.leaseMs)) })
      .where('id', '=', issue.id)
      .where('status', '=', 'sending')
      .where((eb) => eb.or([eb('sender', 'is', null), eb('sender_until', '<', iso(now)), eb('sender', '=', this.#me)]))
      .executeTakeFirst();
    if (lease.numUpdatedRows === 0n) return 0;
    // The rate's allowance since the last round, never more than two rounds' worth at once.
    const perMs = this.#options.rate / 60_000;
    const elapsed = this.#last === undefined ? this.#options.roundMs : now.getTime() - this.#last;
    this.#last = now.getTime();
    const burst = Math.max(1, perMs * this.#options.roundMs * 2);
    this.#allowance = Math.min(burst, this.#allowance + perMs * Math.max(0, elapsed));
    const take = Math.min(Math.floor(this.#allowance), 500);
    if (take === 0) {
      // Nothing may go this round; the issue may have gone out all the same.
      await this.#finishIfDone(issue.id, now);
      return 0;
    }
    const due = await this.#db
      .selectFrom('newsletter_deliveries')
      .selectAll()
      .where('issue_id', '=', issue.id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', iso(now))
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
      .orderBy('next_attempt_at')
      .limit(take)
      .execute();
    if (due.length === 0) {
      await this.#finishIfDone(issue.id, now);
      return 0;
    }
    let next = 0;
    let done = 0;
    const lane = async () => {
      while (next < due.length && this.#unmarked.size < this.#options.inFlight) {
        const delivery = due[next++]!;
        // Sent here already, its mark waiting: never sent again (decision 102).
        if (this.#unmarked.has(delivery.id)) continue;
        if (!(await this.#claim(delivery.id, now))) continue;
        this.#allowance -= 1;
        done += 1;
        await this.#send(issue, delivery);
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#options.inFlight, due.length) }, lane));
    return done;
  }

  async #claim(id: string, now: Date) {
    const claimed = await this.#db
      .updateTable('newsletter_deliveries')
      .set({ claimed_by: this.#me, claimed_until: iso(plus(now, this.#options.claimMs)) })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
      .executeTakeFirst();
    return claimed.numUpdatedRows === 1n;
  }

  async #send(issue: NewsletterIssueRow, delivery: Selectable<NewsletterDeliveryRow>) {
    const mine = () =>
      this.#db.updateTable('newsletter_deliveries').where('id', '=', delivery.id).where('claimed_by', '=', this.#me);
    // Left (or deleted by the office) since the sending started: nothing more goes to them.
    const subscriber = await this.#db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('id', '=', delivery.subscriber_id)
      .where('status', '=', 'confirmed')
      .executeTakeFirst();
    if (!subscriber) {
      await mine().set({ status: 'left', claimed_until: null }).execute();
      return;
    }
    const token = randomBytes(32).toString('base64url');
    try {
      await mine()
        .set({ token_hash: tokenHash(token) })
        .execute();
      await this.#transport.sendMail(issueMail(issue, delivery, token, this.#mail, this.#render));
    } catch (error) {
      const attempts = delivery.attempts + 1;
      const failure = describeFailure(error);
      const final = isPermanentFailure(error) || attempts >= this.#options.maxAttempts;
      const now = this.#now();
      await mine()
        .set({
          attempts,
          status: final ? 'failed' : 'pending',
          ...(final
            ? { sent_at: iso(now) }
            : { next_attempt_at: iso(plus(now, backoff(attempts, this.#options, this.#random()))) }),
          claimed_by: null,
          claimed_until: null,
          last_error: failure,
        })
        .execute()
        .catch((markError: unknown) =>
          this.#logger.error({ err: markError }, 'newsletter: a failure could not be recorded; the claim lapses'),
        );
      this.#logger.warn({ issue: issue.id, attempts, final, failure }, 'newsletter: a mail was not sent');
      return;
    }
    // Sent: from here on this sender never sends it again, whatever the store says (decision 102).
    const mark = () =>
      this.#db
        .updateTable('newsletter_deliveries')
        .set({ status: 'sent', sent_at: iso(this.#now()), attempts: delivery.attempts + 1, claimed_until: null })
        .where('id', '=', delivery.id)
        .where('status', '=', 'pending')
        .execute();
    try {
      await mark();
    } catch (error) {
      this.#unmarked.set(delivery.id, mark);
      this.#logger.error(
        { err: error, delivery: delivery.id },
        'newsletter: sent, but the mark could not be written; the mark is tried again, the mail is not',
      );
      await this.#holdClaim(delivery.id);
    }
  }

  /** The marks of deliveries sent here that the store refused, each tried again once a round. */
  async #markWaiting() {
    for (const [id, mark] of this.#unmarked) {
      try {
        await mark();
        this.#unmarked.delete(id);
      } catch (error) {
        this.#logger.warn({ err: error, delivery: id }, 'newsletter: the mark of a mail sent still cannot be written');
        await this.#holdClaim(id);
      }
    }
  }

  /** Keeps the claim of a delivery sent whose mark waits, so that no other replica takes it; only logged when the store refuses. */
  async #holdClaim(id: string) {
    await this.#db
      .updateTable('newsletter_deliveries')
      .set({ claimed_until: iso(plus(this.#now(), this.#options.claimMs)) })
      .where('id', '=', id)
      .where('claimed_by', '=', this.#me)
      .where('status', '=', 'pending')
      .execute()
      .catch((error: unknown) =>
        this.#logger.warn({ err: error, delivery: id }, 'newsletter: the claim of a mail sent could not be renewed'),
      );
  }

  /** Nothing pending any more (every delivery sent, failed or skipped): the issue has gone out. */
  async #finishIfDone(id: string, now: Date) {
    const left = await this.#db
      .selectFrom('newsletter_deliveries')
      .select('id')
      .where('issue_id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (left) return;
    const finished = await this.#db
      .updateTable('newsletter_issues')
      .set({ status: 'sent', finished_at: iso(now), sender: null, sender_until: null })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .executeTakeFirst();
    if (finished.numUpdatedRows > 0n) this.#logger.info({ issue: id }, 'newsletter: the issue has gone out');
  }
}

/** The office's postal address in each language: the operator's (SITE_CONFIG), else the built-in lines. */
export function officeLines(settings: Pick<Config, 'site'>['site']): OfficeAddress {
  const given = settings.contact?.address;
  if (!given) return { en: clientEn.address.lines, mr: clientMr.address.lines };
  return Array.isArray(given) ? { en: given, mr: given } : (given as OfficeAddress);
}

/**
 * The site's newsletter sender, when SMTP_URL is set (else undefined: nothing can be sent), at
 * NEWSLETTER_RATE, with links on SITE_URL. Not started: server/start.ts starts it.
 */
export function siteNewsletterSender(
  config: Pick<Config, 'mail' | 'site' | 'siteUrl' | 'newsletterRate'>,
  store: Pick<Store, 'db'>,
  logger: Logger,
  tuning: { timeouts?: Partial<SmtpDeadlines>; options?: Partial<SenderOptions>; now?: () => Date } = {},
): NewsletterSender | undefined {
  if (!config.mail) return undefined;
  const options = { ...senderDefaults, rate: config.newsletterRate, ...tuning.options };
  return new NewsletterSender({
    db: store.db,
    // One connection a lane, kept open between mails.
    transport: smtpTransport(config.mail, tuning.timeouts, { pool: options.inFlight }),
    siteUrl: config.siteUrl,
    from: config.mail.from,
    office: officeLines(config.site),
    logger,
    options,
    ...(tuning.now && { now: tuning.now }),
  });
}
