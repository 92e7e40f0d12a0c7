import type { Kysely } from 'kysely';
import { enqueue } from '../../../server/mail/outbox.ts';
import type { StoreTables } from '../../../server/store/schema.ts';

/**
 * Contact messages mailed to the office one by one in an hour, at most (decision 101). Past
 * them a flood is evident (a robot, or one sender on many addresses): a message is kept as any
 * other, and the office is told of it in one digest an hour instead of a mail of its own
 * (./mail.server.ts).
 */
export const officeMailsPerHour = 20;

/** The outbox's kind of a digest: its `ref` is the time of the first message it tells of (ISO). */
export const officeDigestKind = 'office-digest';

export const hourMs = 60 * 60 * 1000;

/** India's time (+05:30, no summer time) ahead of UTC. */
const indiaOffsetMs = 5.5 * hourMs;

/** The hour of India's clock a time is in (10:00 to 11:00 IST): its start and end. */
export function clockHour(at: Date): { start: Date; end: Date } {
  const start = Math.floor((at.getTime() + indiaOffsetMs) / hourMs) * hourMs - indiaOffsetMs;
  return { start: new Date(start), end: new Date(start + hourMs) };
}

/**
 * Writes the office's mail of the message `id`, stored at `now`, in the transaction that stores
 * it: a mail of its own while no more than `officeMailsPerHour` messages (this one included)
 * came in the last hour; past that, the digest of this hour of India's clock, due at its end: one outbox row
 * an hour (its id names the hour, so replicas writing it at once write it once), telling of
 * every message from this one on that was not mailed on its own.
 */
export async function mailOffice(db: Kysely<StoreTables>, id: string, now: Date): Promise<'own' | 'digest'> {
  const { count } = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('received_at', '>', new Date(now.getTime() - hourMs).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(count) <= officeMailsPerHour) {
    await enqueue(db, 'office-mail', id, now);
    return 'own';
  }
  const { start, end } = clockHour(now);
  await db
    .insertInto('outbox')
    .values({
      id: `${officeDigestKind}:${start.toISOString()}`,
      kind: officeDigestKind,
      ref: now.toISOString(),
      created_at: now.toISOString(),
      next_attempt_at: end.toISOString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return 'digest';
}
