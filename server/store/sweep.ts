import { setImmediate as turn } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import type { StoreTables } from './schema.ts';

/**
 * One rule of the store's sweep (decision 082): deletes, as of `now`, what the site no longer
 * keeps, and resolves with how many rows it deleted. A rule deletes by age only, so running it
 * twice, or on two replicas at once on one PostgreSQL, deletes each row once and nothing more:
 * the second finds the rows gone. The log names it by its function's name.
 */
export type SweepRule = (db: Kysely<StoreTables>, now: Date) => Promise<number>;

/** How long the outbox keeps a row once it is done (sent, closed with a note, or refused for good): a month's record of what was mailed. */
export const sentMailDays = 30;
/** The sweep runs at start and then this often. */
export const sweepEveryMs = 24 * 60 * 60 * 1000;
/** Rows one statement deletes at most: each is short, well within the store's deadline (2 s, 1 s busy wait). */
export const sweepBatch = 500;

const dayMs = 24 * 60 * 60 * 1000;
/** The ISO time `days` before `now`: rows older than it go (times are ISO 8601 in UTC, compared as text). */
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * dayMs).toISOString();

/**
 * Runs `deleteSome` (one batch, at most `sweepBatch` rows) until a batch deletes fewer, letting
 * the event loop turn between batches: the embedded store's driver is synchronous, and a
 * visitor's message waits for no more than one batch.
 */
async function inBatches(deleteSome: () => Promise<bigint>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = Number(await deleteSome());
    total += deleted;
    if (deleted < sweepBatch) return total;
    await turn();
  }
}

/** Contact messages received more than `retentionDays` (RETENTION_DAYS) ago. */
function contactMessagesAfter(retentionDays: number): SweepRule {
  return function contactMessages(db, now) {
    const before = daysBefore(now, retentionDays);
    return inBatches(async () => {
      const old = db.selectFrom('contact_messages').select('id').where('received_at', '<', before).limit(sweepBatch);
      const { numDeletedRows } = await db.deleteFrom('contact_messages').where('id', 'in', old).executeTakeFirst();
      return numDeletedRows;
    });
  };
}

/**
 * Outbox rows done more than `sentMailDays` ago: sent or closed with a note (`sent_at`), or
 * refused for good by the mail server (`undeliverable_at`). A row still to be tried stays,
 * however old: it is still to be mailed, or to be closed once its message is gone.
 */
function sentMail(db: Kysely<StoreTables>, now: Date): Promise<number> {
  const before = daysBefore(now, sentMailDays);
  return inBatches(async () => {
    const done = db
      .selectFrom('outbox')
      .select('id')
      .where((eb) => eb.or([eb('sent_at', '<', before), eb('undeliverable_at', '<', before)]))
      .limit(sweepBatch);
    const { numDeletedRows } = await db.deleteFrom('outbox').where('id', 'in', done).executeTakeFirst();
    return numDeletedRows;
  });
}

/**
 * What the sweep deletes, in this order: contact messages past RETENTION_DAYS, then mail records
 * past `sentMailDays`. Another rule (the newsletter's unconfirmed sign-ups) is one more function
 * in this list.
 */
export function sweepRules({ retentionDays }: Pick<Config, 'retentionDays'>): SweepRule[] {
  return [contactMessagesAfter(retentionDays), sentMail];
}

/** What the sweep keeps and deletes, in a line for the start log and `npm run check:config`. */
export function retentionStatement({ retentionDays }: Pick<Config, 'retentionDays'>): string {
  return (
    `retention: contact messages are deleted ${retentionDays} days after they arrived (RETENTION_DAYS), ` +
    `mail records ${sentMailDays} days after they were sent or refused for good; swept at start and every 24 h.`
  );
}

/** How one sweep went: rows deleted by each rule that ran, and the rules that failed. */
export interface SweepReport {
  deleted: Record<string, number>;
  failed: string[];
}

/**
 * The daily sweep, in the server process (decision 082): at start and every `everyMs` after
 * the last ended, each rule in turn. A rule that fails (the store down, past its deadline) is
 * logged and tried again at the next sweep; the others still run; nothing is thrown. The timer
 * keeps no process alive, and `stop()` ends the schedule and waits for a sweep running.
 */
export class Sweeper {
  readonly #db: Kysely<StoreTables>;
  readonly #rules: readonly SweepRule[];
  readonly #logger: Logger;
  readonly #everyMs: number;
  readonly #now: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<SweepReport> | undefined;
  #stopped = true;

  constructor({
    db,
    rules,
    logger,
    everyMs = sweepEveryMs,
    now = () => new Date(),
  }: {
    db: Kysely<StoreTables>;
    rules: readonly SweepRule[];
    logger: Logger;
    everyMs?: number;
    now?: () => Date;
  }) {
    this.#db = db;
    this.#rules = rules;
    this.#logger = logger;
    this.#everyMs = everyMs;
    this.#now = now;
  }

  /** Sweeps now, then every `everyMs`. */
  start() {
    this.#stopped = false;
    this.#schedule(0);
  }

  /** No more sweeps; resolves when the one running has ended, or after `graceMs` (its next batch then fails on the closed store, logged). */
  async stop(graceMs = 10_000) {
    this.#stopped = true;
    clearTimeout(this.#timer);
    let grace: NodeJS.Timeout | undefined;
    await Promise.race([this.#running, new Promise((resolve) => (grace = setTimeout(resolve, graceMs)))]);
    clearTimeout(grace);
  }

  #schedule(ms: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce();
      void this.#running.then(() => {
        this.#running = undefined;
        if (!this.#stopped) this.#schedule(this.#everyMs);
      });
    }, ms);
    this.#timer.unref();
  }

  /** One sweep: every rule in turn, as of now; logs and resolves with what each deleted. Never rejects. */
  async runOnce(): Promise<SweepReport> {
    const now = this.#now();
    const started = performance.now();
    const report: SweepReport = { deleted: {}, failed: [] };
    for (const rule of this.#rules) {
      try {
        report.deleted[rule.name] = await rule(this.#db, now);
      } catch (error) {
        report.failed.push(rule.name);
        this.#logger.error(
          { err: error, rule: rule.name },
          'store sweep: a rule failed; it runs again at the next sweep',
        );
      }
    }
    this.#logger.info(
      { swept: report.deleted, failed: report.failed, ms: Math.round(performance.now() - started) },
      'store swept',
    );
    return report;
  }
}
