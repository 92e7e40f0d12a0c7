import type { Kysely } from 'kysely';
import { unconfirmedDays } from '../../src/features/newsletter/contract.ts';
import type { Logger } from '../logging.ts';
import type { StoreTables } from '../store/schema.ts';

const day = 24 * 60 * 60 * 1000;

/**
 * The newsletter's retention rule (decision 081): a sign-up still waiting for its confirmation
 * `unconfirmedDays` (7) after it was made is deleted, its consent with it. Confirmed subscribers
 * stay until they leave or the office deletes them. Resolves with how many were deleted.
 */
export async function dropUnconfirmedSignUps(db: Kysely<StoreTables>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - unconfirmedDays * day).toISOString();
  const { numDeletedRows } = await db
    .deleteFrom('newsletter_subscribers')
    .where('status', '=', 'pending')
    .where('consented_at', '<', before)
    .executeTakeFirst();
  return Number(numDeletedRows);
}

/**
 * Runs `dropUnconfirmedSignUps` at start and then every `everyMs` (an hour), in the server
 * process; on several replicas each runs it, harmlessly (a DELETE of what is due). A store that
 * fails is logged and tried at the next round. `stop()` ends the rounds and waits for the one
 * running. Kept apart from other retention rules so a daily sweep of the store can call it.
 */
export function newsletterSweep({
  db,
  logger,
  everyMs = 60 * 60 * 1000,
  now = () => new Date(),
}: {
  db: Kysely<StoreTables>;
  logger: Logger;
  everyMs?: number;
  now?: () => Date;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const round = () => {
    running = dropUnconfirmedSignUps(db, now()).then(
      (dropped) => {
        if (dropped > 0)
          logger.info({ dropped }, `newsletter: unconfirmed sign-ups older than ${unconfirmedDays} days deleted`);
      },
      (error: unknown) =>
        logger.error({ err: error }, 'newsletter: the sweep of unconfirmed sign-ups failed; trying later'),
    );
    void running.then(() => {
      running = undefined;
      if (stopped) return;
      timer = setTimeout(round, everyMs);
      timer.unref();
    });
  };
  return {
    start: () => round(),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
