/**
 * The enquiries' clock (issue 54, decision 098), run by the server every 10 minutes as the
 * store's sweep runs its rules (server/store/sweep.ts), on a clock the tests set:
 *
 * - an enquiry mailed to its owner and unanswered 48 hours later gets one reminder;
 * - one still unanswered 5 days after it was received becomes `no-answer`, for the office;
 * - once a month has ended in India, each owner who takes enquiries by e-mail (and has not
 *   stopped it) gets that month's summary;
 * - what is older than RETENTION_DAYS goes: enquiries and the links about them.
 *
 * Each step is a conditional write (the reminder's `reminded_at`, the summary's row a centre and
 * month), so two replicas running it at once do each thing once.
 */
import type { Logger } from '../../../server/logging.ts';
import { enqueue } from '../../../server/mail/outbox.ts';
import type { Store } from '../../../server/store/store.ts';
import { Sweeper, type SweepRule } from '../../../server/store/sweep.ts';
import { enquiryMailKinds, noAnswerAfterMs, reminderAfterMs } from './contract.ts';
import { indiaDate, indiaMonthRange } from './enquiries.server.ts';

export const enquiryTimerEveryMs = 10 * 60 * 1000;
/** The most enquiries one round reminds: the rest are reminded in the next rounds. */
const batch = 200;
const dayMs = 86_400_000;

/** The month (YYYY-MM) before `at`'s month in India. */
export function monthBefore(at: Date): string {
  const [year, month] = indiaDate(at).split('-').map(Number) as [number, number];
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

export function enquiryRules(
  store: Pick<Store, 'write'>,
  { mailed, retentionDays }: { mailed: boolean; retentionDays: number },
): SweepRule[] {
  async function remindOwners(_db: unknown, now: Date) {
    if (!mailed) return 0;
    const due = new Date(now.getTime() - reminderAfterMs).toISOString();
    return store.write(async (db) => {
      const rows = await db
        .selectFrom('enquiries')
        .select('id')
        .where('status', '=', 'sent')
        .where('reminded_at', 'is', null)
        .where('owner_mailed_at', '<=', due)
        .limit(batch)
        .execute();
      let reminded = 0;
      for (const { id } of rows) {
        const marked = await db
          .updateTable('enquiries')
          .set({ reminded_at: now.toISOString() })
          .where('id', '=', id)
          .where('reminded_at', 'is', null)
          .executeTakeFirst();
        if (marked.numUpdatedRows === 0n) continue;
        await enqueue(db, enquiryMailKinds.reminder, id, now);
        reminded += 1;
      }
      return reminded;
    });
  }

  async function markNoAnswer(_db: unknown, now: Date) {
    const due = new Date(now.getTime() - noAnswerAfterMs).toISOString();
    return store.write(async (db) => {
      const { numUpdatedRows } = await db
        .updateTable('enquiries')
        .set({ status: 'no-answer', status_at: now.toISOString() })
        .where('status', 'in', ['new', 'sent'])
        .where('received_at', '<=', due)
        .executeTakeFirst();
      return Number(numUpdatedRows);
    });
  }

  async function monthlySummaries(_db: unknown, now: Date) {
    if (!mailed) return 0;
    const month = monthBefore(now);
    const [, end] = indiaMonthRange(month);
    return store.write(async (db) => {
      const centres = await db
        .selectFrom('centres')
        .select('id')
        .where('status', '=', 'published')
        .where('summary_off_at', 'is', null)
        .where('published_at', '<', end)
        .execute();
      let written = 0;
      for (const { id } of centres) {
        const consent = await db
          .selectFrom('centre_consents')
          .select('enquiry_mail')
          .where('centre_id', '=', id)
          .orderBy('recorded_at', 'desc')
          .executeTakeFirst();
        if (consent?.enquiry_mail !== 1) continue;
        const inserted = await db
          .insertInto('owner_summaries')
          .values({ centre_id: id, month, created_at: now.toISOString() })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        if (inserted.numInsertedOrUpdatedRows === 0n) continue;
        await enqueue(db, enquiryMailKinds.summary, `${id}:${month}`, now);
        written += 1;
      }
      return written;
    });
  }

  async function oldEnquiries(_db: unknown, now: Date) {
    const before = new Date(now.getTime() - retentionDays * dayMs).toISOString();
    return store.write(async (db) => {
      const { numDeletedRows } = await db.deleteFrom('enquiries').where('received_at', '<', before).executeTakeFirst();
      await db
        .deleteFrom('owner_tokens')
        .where('enquiry_id', 'is not', null)
        .where((eb) =>
          eb.not(
            eb.exists(eb.selectFrom('enquiries').select('id').whereRef('enquiries.id', '=', 'owner_tokens.enquiry_id')),
          ),
        )
        .execute();
      await db.deleteFrom('owner_tokens').where('action', '=', 'no-summary').where('created_at', '<', before).execute();
      return Number(numDeletedRows);
    });
  }

  return [remindOwners, markNoAnswer, monthlySummaries, oldEnquiries];
}

/** The enquiries' clock: its rules now, then every `everyMs`. */
export function enquiryTimer({
  store,
  logger,
  mailed,
  retentionDays,
  everyMs = enquiryTimerEveryMs,
  now = () => new Date(),
}: {
  store: Pick<Store, 'db' | 'write'>;
  logger: Logger;
  mailed: boolean;
  retentionDays: number;
  everyMs?: number;
  now?: () => Date;
}) {
  return new Sweeper({ db: store.db, rules: enquiryRules(store, { mailed, retentionDays }), logger, everyMs, now });
}
