import type { Kysely } from 'kysely';
import type { Logger } from '../../../server/logging.ts';
import type { StoreTables } from '../../../server/store/schema.ts';
import { Sweeper } from '../../../server/store/sweep.ts';
import { unconfirmedDays } from './contract.ts';
import { dropEndedMailCaps } from './mail-caps.server.ts';

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
 * process: the store's own sweep (server/store/sweep.ts, decision 082) with this one rule, at the
 * newsletter's pace, so an unconfirmed address is gone within an hour of its 7 days; the ended
 * windows of the confirmation-mail caps (./mail-caps.server.ts) go with it. On several
 * replicas each runs it, harmlessly (a DELETE of what is due). A store that fails is logged and
 * tried at the next round. `stop()` ends the rounds and waits for the one running.
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
  return new Sweeper({ db, rules: [dropUnconfirmedSignUps, dropEndedMailCaps], logger, everyMs, now });
}
