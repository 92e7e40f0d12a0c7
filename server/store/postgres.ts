import type { PostgresPool, PostgresPoolClient } from 'kysely';
import { DatabaseError, Pool } from 'pg';

/** No wait on PostgreSQL is longer: for a connection, a free place in the pool, or a statement (decision 075). */
export const postgresDeadlineMs = 2_000;

/** A SQLSTATE: the server answered with an error, and the connection is fine for the next statement. */
const serverError = (error: unknown) => error instanceof DatabaseError && /^[0-9A-Z]{5}$/.test(error.code ?? '');

/**
 * PostgreSQL through `pg` (DATABASE_URL), every wait with a deadline, so a database that is
 * down or frozen costs a visitor at most 2 s and never hangs a request: a bounded pool (10
 * connections; waiting for one of them, or for a new one, at most `postgresDeadlineMs`), a
 * client-side deadline on each query (`query_timeout`, which holds even when the server does
 * not answer at all) and the server's own (`statement_timeout`, `lock_timeout`,
 * `idle_in_transaction_session_timeout`). A connection whose query failed other than by the
 * server's answer (timed out, cut) is closed rather than handed to the next request, which
 * would otherwise queue behind the query that never ended.
 */
export function postgresPool(url: string): PostgresPool {
  const pool = new Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: postgresDeadlineMs,
    idleTimeoutMillis: 30_000,
    query_timeout: postgresDeadlineMs,
    statement_timeout: postgresDeadlineMs,
    lock_timeout: postgresDeadlineMs,
    idle_in_transaction_session_timeout: 10_000,
    keepAlive: true,
  });
  // An idle connection the server ends (a restart) is reported here; the pool opens a fresh one.
  pool.on('error', () => undefined);
  return {
    options: pool.options,
    end: () => pool.end(),
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let broken = false;
      return {
        query: (async (sql: string, parameters: readonly unknown[]) => {
          try {
            return await client.query(sql, parameters as unknown[]);
          } catch (error) {
            if (!serverError(error)) broken = true;
            throw error;
          }
        }) as unknown as PostgresPoolClient['query'],
        release: (destroy?: boolean) => client.release(destroy || broken),
      };
    },
  };
}
