import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Logger } from '../logging.ts';
import type { StoreTables } from '../store/schema.ts';

/**
 * What the outbox sends, named by the code that writes the row and sends it: `office-mail` (a
 * contact message to the office) and `office-digest` (a flood's, in one mail: decision 101),
 * `newsletter-confirm` (a subscriber's confirmation mail), and
 * the enquiries' mails (src/features/enquiries/contract.ts `enquiryMailKinds`).
 */
export type OutboxKind = string;

/**
 * Sends the row's `ref` (a contact message's id, a subscriber's). Resolves once sent, or with a
 * note when there is nothing to send any more (it was deleted): the row is done either way.
 * Rejects when it could not be sent: the row is tried again later, unless the mail server
 * refused its recipient for good (`isPermanentFailure`).
 */
export type Delivery = (ref: string) => Promise<string | undefined>;

export interface OutboxOptions {
  /** How often due rows are looked for (and at once after `poke()`). */
  pollMs: number;
  /** The most rows one round claims. */
  batch: number;
  /** The most sends in flight at once, in this process. */
  inFlight: number;
  /**
   * How long a claim holds: longer than any send may take, which is `sendMs` for the mail and
   * the delivery's few reads of the store, each within the store's own 2 s.
   */
  claimMs: number;
  /** A send's whole deadline (the transport's `signal`: ./office-mail.ts), over the 10 s of each of its waits. */
  sendMs: number;
  /** The wait after the first failure, doubling after each next one, up to `backoffCapMs`. */
  backoffMs: number;
  backoffCapMs: number;
}

export const outboxDefaults: OutboxOptions = {
  pollMs: 5_000,
  batch: 20,
  inFlight: 4,
  claimMs: 30_000,
  sendMs: 20_000,
  backoffMs: 30_000,
  backoffCapMs: 60 * 60_000,
};

const iso = (at: Date) => at.toISOString();
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

/** Writes a row to send `ref`, due at once: inside the caller's transaction, so it is kept with what it is about. */
export async function enqueue(db: Kysely<StoreTables>, kind: OutboxKind, ref: string, now: Date): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ id: randomUUID(), kind, ref, created_at: iso(now), next_attempt_at: iso(now) })
    .execute();
}

/**
 * The wait before the next attempt after `attempts` failures: `backoffMs` doubling, at most
 * `backoffCapMs`, less up to a quarter at random (so that rows failed together, or replicas,
 * do not all come back at once).
 */
export function backoff(attempts: number, options: Pick<OutboxOptions, 'backoffMs' | 'backoffCapMs'>, random: number) {
  const full = Math.min(options.backoffCapMs, options.backoffMs * 2 ** Math.min(attempts - 1, 30));
  return Math.round(full * (0.75 + 0.25 * random));
}

/** A failure in a line for `last_error` and the log: the mail server's code and answer, never more than 500 characters. */
export function describeFailure(error: unknown): string {
  const { code, command, response, message } = (error ?? {}) as Record<string, unknown>;
  const parts = [code, command, response ?? message ?? String(error)].filter((part) => typeof part === 'string');
  return parts
    .join(' ')
    .replaceAll(/\p{Cc}+/gu, ' ')
    .slice(0, 500);
}

/**
 * Whether a failure is final for its row: the mail server answered the recipient (`RCPT TO`)
 * with a 5xx, a permanent refusal (RFC 5321 §4.2.1: no such mailbox, no such domain), which
 * every later attempt would only get again, for as long as the row is tried. Every other
 * failure is tried again: a 4xx ("try again later"), a server down or slow, and a 5xx to the
 * login, the sender or the message, which the operator can put right (SMTP_URL, MAIL_FROM,
 * the sender domain's records) without losing what waits.
 */
export function isPermanentFailure(error: unknown): boolean {
  const { command, responseCode } = (error ?? {}) as Record<string, unknown>;
  return command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/**
 * The worker that empties the outbox (decision 080), in the server process: every `pollMs`,
 * and at once when poked after a row is written, it looks for due rows (not sent, their time
 * come, not claimed by a live worker), claims each with one conditional UPDATE (only one
 * worker of several, on any number of replicas, wins a row), sends at most `inFlight` at a
 * time, and marks each sent, or failed with its error and the next attempt after a backoff, or,
 * when its recipient was refused for good, undeliverable with the server's answer, never to be
 * tried again (a contact message stays in the admin inbox).
 *
 * A mark that cannot be written (the store full, locked, gone for a moment) is not a failed send
 * (decision 102): the row is kept here as sent-but-not-marked, never sent again by this worker,
 * its claim renewed where the store allows it, and its mark tried again at the start of each
 * round, before anything new is claimed; while `inFlight` marks wait, nothing new is claimed. A
 * row whose claim lapses (its worker died mid-send: 30 s) is taken again: a message is mailed
 * once, or, after a kill between the mail server's acceptance and the mark (or with a mark still
 * waiting here), twice with the same Message-ID — never lost. `stop()` ends the rounds, waits
 * for the sends in flight, and tries the waiting marks once more.
 */
export class Outbox {
  readonly #db: Kysely<StoreTables>;
  readonly #deliveries: Record<OutboxKind, Delivery>;
  readonly #logger: Logger;
  readonly #options: OutboxOptions;
  readonly #now: () => Date;
  readonly #random: () => number;
  readonly #worker = randomUUID();
  #timer: NodeJS.Timeout | undefined;
  #round: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  /** Rows sent whose mark could not be written yet: never sent again here; marked at the next round. */
  readonly #unmarked = new Map<string, Sent>();

  constructor({
    db,
    deliveries,
    logger,
    options = {},
    now = () => new Date(),
    random = Math.random,
  }: {
    db: Kysely<StoreTables>;
    deliveries: Record<OutboxKind, Delivery>;
    logger: Logger;
    options?: Partial<OutboxOptions>;
    now?: () => Date;
    random?: () => number;
  }) {
    this.#db = db;
    this.#deliveries = deliveries;
    this.#logger = logger;
    this.#options = { ...outboxDefaults, ...options };
    this.#now = now;
    this.#random = random;
  }

  /** Starts the rounds: the first at once (rows left by a previous run are resumed). */
  start() {
    this.#stopped = false;
    this.#schedule(0);
  }

  /** A row was just written: a round now, or right after the one running. */
  poke() {
    if (this.#stopped) return;
    if (this.#round) this.#again = true;
    else this.#schedule(0);
  }

  /**
   * No more rounds; resolves when the round running (its sends) has ended, or after `graceMs`:
   * a send still in flight then is left to its claim, which lapses, and the row is sent again
   * by another replica or after the restart. The marks still waiting are tried once more; one
   * that fails again is logged by its row, which goes again after the restart (decision 102).
   */
  async stop(graceMs = 10_000) {
    this.#stopped = true;
    clearTimeout(this.#timer);
    let grace: NodeJS.Timeout | undefined;
    const ends = new Promise((resolve) => (grace = setTimeout(resolve, graceMs)));
    await Promise.race([this.#round, ends]);
    await Promise.race([this.#markWaiting().catch(() => undefined), ends]);
    clearTimeout(grace);
    if (this.#unmarked.size > 0)
      this.#logger.error(
        { outbox: [...this.#unmarked.keys()] },
        'outbox: stopped with mails sent but not marked sent; they go again after the restart',
      );
  }

  /** The rows sent here whose mark waits (decision 102): how many. */
  get unmarked(): number {
    return this.#unmarked.size;
  }

  #schedule(ms: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#round = this.runOnce()
        .then(
          (handled) => handled >= this.#options.batch,
          (error: unknown) => {
            this.#logger.error({ err: error }, 'outbox: the store could not be read; trying again');
            return false;
          },
        )
        .then((more) => {
          this.#round = undefined;
          const soon = more || this.#again;
          this.#again = false;
          if (!this.#stopped) this.#schedule(soon ? 0 : this.#options.pollMs);
        });
    }, ms);
    this.#timer.unref();
  }

  /**
   * One round: first the marks still waiting (sent, not yet recorded); then claims the due rows
   * (at most `batch`) and sends them, `inFlight` at a time, as long as fewer than `inFlight`
   * marks wait. Resolves with how many it claimed.
   */
  async runOnce(): Promise<number> {
    await this.#markWaiting();
    if (this.#unmarked.size >= this.#options.inFlight) return 0;
    const now = iso(this.#now());
    const due = await this.#db
      .selectFrom('outbox')
      .select(['id', 'kind', 'ref', 'attempts'])
      .where('sent_at', 'is', null)
      .where('undeliverable_at', 'is', null)
      .where('next_attempt_at', '<=', now)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
      .orderBy('next_attempt_at')
      .limit(this.#options.batch)
      .execute();
    let next = 0;
    let claimed = 0;
    const lane = async () => {
      while (next < due.length && this.#unmarked.size < this.#options.inFlight) {
        const row = due[next++]!;
        // Sent here already, its mark waiting: never sent again (a claim that lapsed meanwhile is no reason).
        if (this.#unmarked.has(row.id)) continue;
        if (await this.#claim(row.id)) {
          claimed += 1;
          await this.#send(row);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#options.inFlight, due.length) }, lane));
    return claimed;
  }

  async #claim(id: string): Promise<boolean> {
    const now = this.#now();
    const result = await this.#db
      .updateTable('outbox')
      .set({ claimed_by: this.#worker, claimed_until: iso(plus(now, this.#options.claimMs)) })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .where('undeliverable_at', 'is', null)
      .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', iso(now))]))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async #send(row: { id: string; kind: string; ref: string; attempts: number }) {
    const deliver = this.#deliveries[row.kind];
    let note: string | undefined;
    try {
      if (!deliver) throw new Error(`no delivery for the kind ${row.kind}`);
      note = await deliver(row.ref);
    } catch (error) {
      await this.#failed(row, error);
      return;
    }
    // Sent: from here on the row is never sent again by this worker, whatever the store says.
    const sent: Sent = { id: row.id, kind: row.kind, attempts: row.attempts + 1, at: this.#now(), note };
    try {
      await this.#mark(sent);
      this.#logger.info({ outbox: row.id, kind: row.kind, attempts: sent.attempts, note }, 'outbox: sent');
    } catch (error) {
      this.#unmarked.set(row.id, sent);
      this.#logger.error(
        { err: error, outbox: row.id, kind: row.kind },
        'outbox: sent, but the mark could not be written; the mark is tried again, the mail is not',
      );
      await this.#holdClaim(row.id);
    }
  }

  /**
   * Records a row sent. Whoever holds its claim now (it may have lapsed while the mark waited),
   * it was sent: only a row not yet marked is touched.
   */
  async #mark({ id, attempts, at, note }: Sent) {
    await this.#db
      .updateTable('outbox')
      .set({ sent_at: iso(at), attempts, claimed_by: null, claimed_until: null, last_error: note ?? null })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .execute();
  }

  /** The marks still waiting, each tried once; a row whose mark fails again keeps its claim where the store allows. */
  async #markWaiting() {
    for (const sent of this.#unmarked.values()) {
      try {
        await this.#mark(sent);
        this.#unmarked.delete(sent.id);
        this.#logger.info({ outbox: sent.id, kind: sent.kind, attempts: sent.attempts }, 'outbox: sent, marked late');
      } catch (error) {
        this.#logger.warn({ err: error, outbox: sent.id }, 'outbox: the mark of a mail sent still cannot be written');
        await this.#holdClaim(sent.id);
      }
    }
  }

  /**
   * Keeps the claim of a row sent whose mark waits, so that another replica does not take it
   * when its claim would lapse; on a store that refuses every write this fails too, and is only
   * logged: this worker still never sends the row again.
   */
  async #holdClaim(id: string) {
    await this.#db
      .updateTable('outbox')
      .set({ claimed_until: iso(plus(this.#now(), this.#options.claimMs)) })
      .where('id', '=', id)
      .where('claimed_by', '=', this.#worker)
      .where('sent_at', 'is', null)
      .execute()
      .catch((error: unknown) =>
        this.#logger.warn({ err: error, outbox: id }, 'outbox: the claim of a mail sent could not be renewed'),
      );
  }

  /** A send that failed: the next attempt after a backoff, or, refused for good, never. */
  async #failed(row: { id: string; kind: string; attempts: number }, error: unknown) {
    const attempts = row.attempts + 1;
    const failure = describeFailure(error);
    const final = isPermanentFailure(error);
    const wait = final ? 0 : backoff(attempts, this.#options, this.#random());
    const now = this.#now();
    try {
      await this.#db
        .updateTable('outbox')
        .where('id', '=', row.id)
        .where('claimed_by', '=', this.#worker)
        .set({
          attempts,
          ...(final ? { undeliverable_at: iso(now) } : { next_attempt_at: iso(plus(now, wait)) }),
          claimed_by: null,
          claimed_until: null,
          last_error: failure,
        })
        .execute();
    } catch (markError) {
      // The claim lapses on its own and the row is tried again then: it was not sent.
      this.#logger.error({ err: markError, outbox: row.id }, 'outbox: a failure could not be recorded');
    }
    if (final)
      this.#logger.error(
        { outbox: row.id, kind: row.kind, attempts, failure },
        'outbox: the mail server refused the recipient for good; marked undeliverable, not tried again',
      );
    else
      this.#logger.warn(
        { outbox: row.id, kind: row.kind, attempts, retryInSeconds: Math.round(wait / 1000), failure },
        'outbox: not sent; will try again',
      );
  }
}

/** A row sent by this worker, with what its mark records. */
interface Sent {
  id: string;
  kind: string;
  attempts: number;
  at: Date;
  note: string | undefined;
}
