import { setImmediate as nextTurn } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import type { StoreTables } from './schema.ts';

/** A write: statements run in a transaction, committed before the promise of `Writer` resolves. */
export type Write<T> = (db: Kysely<StoreTables>) => Promise<T>;
export type Writer = <T>(work: Write<T>) => Promise<T>;

/** Writes one commit holds at most: the transaction, which holds the one connection, stays short. */
export const groupCommitMax = 100;

/** Writes that may wait for a commit at once (ten commits' worth); the next fails at once rather than queue. */
export const groupCommitQueueMax = 1_000;

interface Pending {
  work: Write<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for the embedded store (decision 082): the writes asked for in one turn of the
 * event loop (a burst of visitors' posts, read in one go) share one transaction, each inside a
 * savepoint of its own, so one commit, and one sync to the disk (`synchronous = FULL`), makes
 * them all durable. The store has one connection, in its own thread (./sqlite-thread.ts): each
 * sync holds it for its time, and fifty messages at once cost fifty syncs one after another,
 * most of a burst's time, until they share one. At most `groupCommitQueueMax` writes wait. A write that throws is rolled back to its savepoint alone and its caller gets the error;
 * a commit that fails fails every write it held and every write queued behind it (decision 102:
 * a lock held by another process fails them once, not one commit's wait after another). Each
 * caller's promise settles only after the commit: nothing is acknowledged before it is on the disk.
 */
export function groupCommit(db: Kysely<StoreTables>): Writer {
  const queue: Pending[] = [];
  let flushing: Promise<void> | undefined;

  async function commit(batch: Pending[]) {
    const outcomes: Array<{ ok: true; value: unknown } | { ok: false; error: unknown }> = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const { work } of batch) {
          await sql`SAVEPOINT one_write`.execute(trx);
          try {
            const value = await work(trx);
            await sql`RELEASE one_write`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            await sql`ROLLBACK TO one_write`.execute(trx);
            await sql`RELEASE one_write`.execute(trx);
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The store itself failed (its lock held elsewhere, its disk, its deadline): the writes
      // queued meanwhile would meet the same, one commit's wait after another; they fail now.
      for (const { reject } of [...batch, ...queue.splice(0)]) reject(error);
      return;
    }
    for (const [i, { resolve, reject }] of batch.entries()) {
      const outcome = outcomes[i]!;
      if (outcome.ok) resolve(outcome.value);
      else reject(outcome.error);
    }
  }

  async function flush() {
    // The rest of this turn's posts are read first, and join.
    await nextTurn();
    while (queue.length > 0) await commit(queue.splice(0, groupCommitMax));
    flushing = undefined;
  }

  return <T>(work: Write<T>) =>
    new Promise<T>((resolve, reject) => {
      if (queue.length >= groupCommitQueueMax) {
        reject(new Error(`the store is behind: ${queue.length} writes wait for a commit`));
        return;
      }
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      flushing ??= flush();
    });
}
