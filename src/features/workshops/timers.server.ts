/**
 * The workshops' clock (issue 56, decision 100), every 10 minutes in the server on a clock the
 * tests set: the reminder two days before an event (from 48 hours before its start), the one on
 * its morning (from 7:00 in India on its day), to each person with a seat and an e-mail address;
 * and a day after it ended, the invitation to register a centre to each one the office marked as
 * having come. Each is marked on the sign-up in the transaction that writes its mail, so it goes
 * once however many replicas run this.
 */
import type { Logger } from '../../../server/logging.ts';
import { enqueue } from '../../../server/mail/outbox.ts';
import type { Store } from '../../../server/store/store.ts';
import { Sweeper, type SweepRule } from '../../../server/store/sweep.ts';
import { workshopMailKinds } from './contract.ts';

const hourMs = 3600_000;
/** India is 5 h 30 ahead of UTC: its day starts at 18:30 UTC the day before. */
const indiaOffsetMs = 5.5 * hourMs;
/** The morning reminder goes from this hour, India's time, on the event's day. */
export const morningHour = 7;

/** The instant (ISO) of `hour`:00 in India on the day `iso` falls on in India. */
export function indiaHourOn(iso: string, hour: number): string {
  const local = new Date(new Date(iso).getTime() + indiaOffsetMs);
  const day = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  return new Date(day + hour * hourMs - indiaOffsetMs).toISOString();
}

export function workshopRules(store: Pick<Store, 'write'>, { mailed }: { mailed: boolean }): SweepRule[] {
  async function remindBefore(_db: unknown, now: Date) {
    if (!mailed) return 0;
    const at = now.toISOString();
    const soon = new Date(now.getTime() + 48 * hourMs).toISOString();
    return store.write(async (db) => {
      const due = await db
        .selectFrom('workshop_signups')
        .innerJoin('workshops', 'workshops.id', 'workshop_signups.workshop_id')
        .select('workshop_signups.id')
        .where('workshops.status', '=', 'scheduled')
        .where('workshops.starts_at', '>', at)
        .where('workshops.starts_at', '<=', soon)
        .where('workshop_signups.status', '=', 'confirmed')
        .where('workshop_signups.email', '!=', '')
        .where('workshop_signups.reminded_before_at', 'is', null)
        .limit(500)
        .execute();
      for (const { id } of due) {
        await db.updateTable('workshop_signups').set({ reminded_before_at: at }).where('id', '=', id).execute();
        await enqueue(db, workshopMailKinds.reminder, `${id}:before`, now);
      }
      return due.length;
    });
  }

  async function remindOnTheDay(_db: unknown, now: Date) {
    if (!mailed) return 0;
    const at = now.toISOString();
    return store.write(async (db) => {
      const candidates = await db
        .selectFrom('workshop_signups')
        .innerJoin('workshops', 'workshops.id', 'workshop_signups.workshop_id')
        .select(['workshop_signups.id', 'workshops.starts_at'])
        .where('workshops.status', '=', 'scheduled')
        .where('workshops.starts_at', '>', at)
        .where('workshops.starts_at', '<=', new Date(now.getTime() + 24 * hourMs).toISOString())
        .where('workshop_signups.status', '=', 'confirmed')
        .where('workshop_signups.email', '!=', '')
        .where('workshop_signups.reminded_day_at', 'is', null)
        .limit(500)
        .execute();
      const due = candidates.filter((one) => indiaHourOn(one.starts_at, morningHour) <= at);
      for (const { id } of due) {
        await db.updateTable('workshop_signups').set({ reminded_day_at: at }).where('id', '=', id).execute();
        await enqueue(db, workshopMailKinds.reminder, `${id}:day`, now);
      }
      return due.length;
    });
  }

  async function inviteAttendees(_db: unknown, now: Date) {
    if (!mailed) return 0;
    const dayAgo = new Date(now.getTime() - 24 * hourMs).toISOString();
    return store.write(async (db) => {
      const due = await db
        .selectFrom('workshop_signups')
        .innerJoin('workshops', 'workshops.id', 'workshop_signups.workshop_id')
        .select('workshop_signups.id')
        .where('workshops.ends_at', '<=', dayAgo)
        .where('workshop_signups.attended', '=', 1)
        .where('workshop_signups.email', '!=', '')
        .where('workshop_signups.invited_at', 'is', null)
        .limit(500)
        .execute();
      for (const { id } of due) {
        await db.updateTable('workshop_signups').set({ invited_at: now.toISOString() }).where('id', '=', id).execute();
        await enqueue(db, workshopMailKinds.invite, id, now);
      }
      return due.length;
    });
  }

  return [remindBefore, remindOnTheDay, inviteAttendees];
}

export function workshopTimer({
  store,
  logger,
  mailed,
  everyMs = 10 * 60 * 1000,
  now = () => new Date(),
}: {
  store: Pick<Store, 'db' | 'write'>;
  logger: Logger;
  mailed: boolean;
  everyMs?: number;
  now?: () => Date;
}) {
  return new Sweeper({ db: store.db, rules: workshopRules(store, { mailed }), logger, everyMs, now });
}
