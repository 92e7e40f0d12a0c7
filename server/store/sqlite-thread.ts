// oxlint-disable unicorn/require-post-message-target-origin, unicorn/consistent-function-scoping -- worker_threads' ports, not windows (no origin to name); the thread's program keeps its helpers inside it, as its text is all the thread gets
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * No wait on the embedded store is longer: the thread's answer to each statement, a
 * transaction's start and its commit included. Longer than PostgreSQL's 2 s (decision 075): an
 * answer here also waits for the thread's turn on the CPU, and on a loaded 2-core machine the
 * first migrations of a store missed 2 s (decision 102).
 */
export const sqliteDeadlineMs = 5_000;

/**
 * How long a write waits for the lock another process holds (a backup tool, `sqlite3` opened by
 * an operator, `npm run db:migrate` beside the site) before it fails with SQLITE_BUSY, and the
 * visitor who posted it is answered 503. The thread tries again every `lockRetryMs` meanwhile,
 * and serves everything else: neither it nor the event loop waits (decision 102).
 */
export const sqliteBusyMs = 1_000;
const lockRetryMs = 10;

/** The statements sent to the thread and not yet answered, those given up on included: past this, the next fails at once. */
const outstandingMax = 128;

/** PRAGMAs of every connection to the embedded store: WAL, a commit on the disk, foreign keys (decision 075). */
export const sqlitePragmas = 'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;';

/**
 * What the thread is asked. `tx` numbers a transaction (Kysely's `transaction()`); a query
 * without one runs on its own (autocommit). `until`: past it, the main thread has given up.
 */
type Ask =
  | { id: number; op: 'open'; file: string; pragmas: string; busyMs: number; retryMs: number }
  | { id: number; op: 'query'; sql: string; parameters: readonly unknown[]; tx: number | undefined; until: number }
  | { id: number; op: 'begin'; tx: number; until: number }
  | { id: number; op: 'commit'; tx: number; until: number }
  | { id: number; op: 'rollback'; tx: number }
  | { id: number; op: 'close' };

/** An ask before the connection numbers it and sets its deadline. */
type Asking = Ask extends infer One ? (One extends Ask ? Omit<One, 'id' | 'until'> : never) : never;

interface Answer {
  id: number;
  rows?: unknown[];
  changes?: number | bigint;
  lastInsertRowid?: number | bigint;
  /** Its deadline passed before it could run: not run. */
  expired?: boolean;
  error?: { message: string; code?: string; errcode?: number; errstr?: string };
}

/**
 * The thread's program: one node:sqlite connection, which never waits for a lock
 * (`busy_timeout = 0`). An ask that meets one (SQLITE_BUSY: another process writes) stays in
 * the thread's list and is tried again every `retryMs`, at most `busyMs`, while the rest run:
 * reads never need the lock in WAL mode. A transaction (`BEGIN IMMEDIATE`, so a lock held
 * elsewhere stops it before its first write, not halfway) runs alone: the asks outside it wait
 * in the list until it ends, as a second transaction does. An ask whose deadline passes in the
 * list is dropped unrun (a commit's becomes a rollback). Its text is the whole program
 * (`new Worker(…, { eval: true })`): it names nothing outside itself.
 */
/**
 * The time deadlines are written in, on both sides of the thread: milliseconds since the epoch by
 * the process's monotonic clock, which a test's faked `Date` leaves alone.
 */
const clock = () => performance.timeOrigin + performance.now();

function sqliteThread() {
  const { parentPort } = process.getBuiltinModule('node:worker_threads');
  const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
  type Connection = InstanceType<typeof DatabaseSync>;
  type Statement = ReturnType<Connection['prepare']>;
  type Waiting = Exclude<Ask, { op: 'open' | 'close' | 'rollback' }> & { lockBy: number };
  const port = parentPort!;
  // The main thread's clock (`clock`, above), which no faked Date moves: deadlines cross threads.
  const threadClock = () => performance.timeOrigin + performance.now();
  let db: Connection | undefined;
  let busyMs = 0;
  let retryMs = 10;
  /** The transaction open on the connection. */
  let open: number | undefined;
  const waiting: Waiting[] = [];
  let retry: NodeJS.Timeout | undefined;
  const statements = new Map<string, Statement>();

  const prepared = (connection: Connection, sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      if (statements.size >= 200) statements.clear();
      statement = connection.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  const failure = (error: unknown): NonNullable<Answer['error']> => {
    const { message, code, errcode, errstr } = (error ?? {}) as Record<string, unknown>;
    return {
      message: typeof message === 'string' ? message : String(error),
      ...(typeof code === 'string' && { code }),
      ...(typeof errcode === 'number' && { errcode }),
      ...(typeof errstr === 'string' && { errstr }),
    };
  };
  /** SQLITE_BUSY, or one of its extended codes: another connection holds the lock. */
  const busy = (error: unknown) => {
    const { errcode } = (error ?? {}) as Record<string, unknown>;
    return typeof errcode === 'number' && (errcode & 0xff) === 5;
  };
  const rollback = () => {
    open = undefined;
    try {
      if (db?.isOpen && db.isTransaction) db.exec('ROLLBACK');
    } catch {
      // Not in WAL mode's ways; should it fail, the next statement outside a transaction tries again (`run`).
    }
  };

  /** Runs `ask`, or says it must wait (a transaction is open that is not its own). Throws what SQLite throws. */
  const run = (connection: Connection, ask: Waiting): Answer | 'wait' => {
    const answer: Answer = { id: ask.id };
    // A transaction no one owns (its rollback failed) is never joined: it is undone first.
    if (open === undefined && connection.isTransaction) connection.exec('ROLLBACK');
    if (ask.op === 'begin') {
      if (open !== undefined) return 'wait';
      connection.exec('BEGIN IMMEDIATE');
      open = ask.tx;
    } else if (ask.op === 'commit') {
      if (open !== ask.tx) throw new Error('the transaction is no longer open');
      connection.exec('COMMIT');
      open = undefined;
    } else {
      if (ask.tx !== open) {
        if (ask.tx === undefined) return 'wait';
        throw new Error('the transaction is no longer open');
      }
      const statement = prepared(connection, ask.sql);
      const parameters = ask.parameters as Parameters<Statement['run']>;
      if (statement.columns().length > 0) answer.rows = statement.all(...parameters);
      else {
        const { changes, lastInsertRowid } = statement.run(...parameters);
        answer.changes = changes;
        answer.lastInsertRowid = lastInsertRowid;
      }
    }
    return answer;
  };

  /**
   * Runs what can run, in the order asked, until nothing more can; what meets a lock is tried
   * again at the next turn (`retryMs`), not again in this one.
   */
  const pump = () => {
    clearTimeout(retry);
    retry = undefined;
    const locked = new Set<Waiting>();
    let ran = true;
    while (ran) {
      ran = false;
      for (let i = 0; i < waiting.length; i++) {
        const ask = waiting[i]!;
        if (locked.has(ask)) continue;
        const now = threadClock();
        let answer: Answer | 'wait';
        if (now >= ask.until) {
          if (ask.op === 'commit' && open === ask.tx) rollback();
          answer = { id: ask.id, expired: true };
        } else if (!db?.isOpen) answer = { id: ask.id, error: { message: 'the store is not open' } };
        else
          try {
            answer = run(db, ask);
          } catch (error) {
            // Locked by another process: tried again until its time for the lock is up.
            if (busy(error) && now < ask.lockBy) {
              locked.add(ask);
              continue;
            }
            answer = { id: ask.id, error: failure(error) };
          }
        if (answer === 'wait') continue;
        waiting.splice(i, 1);
        port.postMessage(answer);
        // A transaction may have begun or ended: what waited on it is looked at again, from the first.
        ran = true;
        break;
      }
    }
    if (waiting.length > 0) retry = setTimeout(pump, retryMs);
  };

  /** Nothing thrown here may end the thread (the store would be gone until a restart): it is answered. */
  const receive = (ask: Ask) => {
    if (ask.op === 'open') {
      const answer: Answer = { id: ask.id };
      try {
        busyMs = ask.busyMs;
        retryMs = ask.retryMs;
        // The PRAGMAs may wait for a lock as long as a write does; after them, nothing waits in SQLite.
        db = new DatabaseSync(ask.file, { timeout: busyMs });
        db.exec(ask.pragmas);
        db.exec('PRAGMA busy_timeout = 0');
      } catch (error) {
        answer.error = failure(error);
      }
      port.postMessage(answer);
    } else if (ask.op === 'close') {
      for (const left of waiting.splice(0)) port.postMessage({ id: left.id, expired: true });
      clearTimeout(retry);
      statements.clear();
      if (db?.isOpen) db.close();
      port.postMessage({ id: ask.id });
    } else if (ask.op === 'rollback') {
      // Whatever of the transaction still waits (its begin, behind a lock) is dropped with it.
      for (let i = waiting.length - 1; i >= 0; i--)
        if (waiting[i]!.tx === ask.tx) port.postMessage({ id: waiting.splice(i, 1)[0]!.id, expired: true });
      if (open === ask.tx) rollback();
      port.postMessage({ id: ask.id });
      pump();
    } else {
      waiting.push({ ...ask, lockBy: Math.min(ask.until, threadClock() + busyMs) });
      pump();
    }
  };
  port.on('message', (ask: Ask) => {
    try {
      receive(ask);
    } catch (error) {
      port.postMessage({ id: ask.id, error: failure(error) });
    }
  });
}

/** A wait on the thread past its deadline, or a thread too far behind to be asked more. */
export class StoreUnavailableError extends Error {
  readonly code = 'STORE_UNAVAILABLE';
}

interface Sent {
  sentAt: number;
  settle?: (answer: Answer) => void;
}

/**
 * The main thread's side of the store's thread: each ask sent and its answer awaited at most
 * `sqliteDeadlineMs`. The thread may be stuck (a stalled disk): what is asked after queues
 * there, each with its own deadline, and, once the oldest unanswered is older than a deadline
 * (and the thread's own quarter second to say so), or `outstandingMax` are unanswered, what is
 * asked fails at once rather than wait on it.
 */
class SqliteThread {
  readonly #worker: Worker;
  readonly #deadlineMs: number;
  /** Every ask sent and not yet answered, the oldest first (a Map keeps its order). */
  readonly #sent = new Map<number, Sent>();
  #next = 1;
  #failure: Error | undefined;

  constructor(worker: Worker, deadlineMs: number) {
    this.#worker = worker;
    this.#deadlineMs = deadlineMs;
    worker.on('message', (answer: Answer) => {
      const sent = this.#sent.get(answer.id);
      this.#sent.delete(answer.id);
      sent?.settle?.(answer);
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the store's thread ended (${code})`)));
  }

  #fail(error: Error) {
    this.#failure ??= error;
    for (const sent of this.#sent.values()) sent.settle?.({ id: 0, error: { message: error.message } });
    this.#sent.clear();
  }

  /** Sends `ask`; resolves with its answer, or rejects with its error, at its deadline, or at once on a thread stuck or gone. */
  ask(ask: Asking, { check = true } = {}): Promise<Answer> {
    const now = clock();
    if (this.#failure) return Promise.reject(this.#failure);
    const oldest = this.#sent.values().next().value;
    if (check && (this.#sent.size >= outstandingMax || (oldest && now - oldest.sentAt > this.#deadlineMs + 250)))
      return Promise.reject(
        new StoreUnavailableError('the store is stuck: its thread has not answered for longer than its deadline'),
      );
    const id = this.#next++;
    const deadlineMs = this.#deadlineMs;
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Given up on, but kept until the thread answers, so that the next know it is behind.
        const sent = this.#sent.get(id);
        if (sent) delete sent.settle;
        reject(new StoreUnavailableError(`the store did not answer within ${deadlineMs} ms`));
      }, deadlineMs);
      this.#sent.set(id, {
        sentAt: now,
        settle: (answer) => {
          clearTimeout(timer);
          if (answer.error) reject(Object.assign(new Error(answer.error.message), answer.error));
          else if (answer.expired)
            reject(new StoreUnavailableError(`the store could not run it within ${deadlineMs} ms`));
          else resolve(answer);
        },
      });
      this.#worker.postMessage({ ...ask, id, until: now + deadlineMs });
    });
  }

  /** Sent, not awaited: the thread does it before anything asked after it. */
  tell(ask: Extract<Asking, { op: 'rollback' }>) {
    if (this.#failure) return;
    const id = this.#next++;
    this.#sent.set(id, { sentAt: clock() });
    this.#worker.postMessage({ ...ask, id });
  }

  /** Closes the file (a checkpoint of the WAL) and ends the thread: at most a deadline's wait, then it is ended anyway. */
  async close() {
    try {
      if (!this.#failure) await this.ask({ op: 'close' }, { check: false });
    } finally {
      this.#failure ??= new Error('the store is closed');
      await this.#worker.terminate();
    }
  }
}

/**
 * What Kysely holds for a query, or for a transaction from its begin to its end: a handle on the
 * one thread, as many at once as asked (Kysely's one-connection lock is not used: the thread
 * keeps a transaction's statements to themselves, and lets reads through while a write waits).
 */
class SqliteThreadConnection implements DatabaseConnection {
  readonly thread: SqliteThread;
  tx: number | undefined;

  constructor(thread: SqliteThread) {
    this.thread = thread;
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const answer = await this.thread.ask({
      op: 'query',
      sql: compiled.sql,
      parameters: compiled.parameters,
      tx: this.tx,
    });
    if (answer.rows) return { rows: answer.rows as R[] };
    return {
      rows: [],
      ...(answer.changes !== undefined && { numAffectedRows: BigInt(answer.changes) }),
      ...(answer.lastInsertRowid !== undefined && { insertId: BigInt(answer.lastInsertRowid) }),
    };
  }

  // oxlint-disable-next-line require-yield -- Kysely's interface; nothing here streams
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('the embedded store does not stream rows');
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

class SqliteThreadDriver implements Driver {
  readonly #file: string;
  #thread: SqliteThread | undefined;
  #transactions = 0;

  readonly #deadlineMs: number;

  constructor(file: string, deadlineMs: number) {
    this.#file = file;
    this.#deadlineMs = deadlineMs;
  }

  async init() {
    const worker = new Worker(`(${sqliteThread.toString()})()`, { eval: true, name: 'sqlite' });
    // An open store alone does not keep the process alive; a statement awaited does (its deadline's timer).
    worker.unref();
    const thread = new SqliteThread(worker, this.#deadlineMs);
    try {
      await thread.ask(
        { op: 'open', file: this.#file, pragmas: sqlitePragmas, busyMs: sqliteBusyMs, retryMs: lockRetryMs },
        { check: false },
      );
    } catch (error) {
      await worker.terminate();
      throw error;
    }
    this.#thread = thread;
  }

  async acquireConnection() {
    return new SqliteThreadConnection(this.#thread!);
  }

  async beginTransaction(connection: DatabaseConnection) {
    const handle = connection as SqliteThreadConnection;
    const tx = ++this.#transactions;
    try {
      await handle.thread.ask({ op: 'begin', tx });
      handle.tx = tx;
    } catch (error) {
      // Begun in the thread after all, too late: undone there before anything after it runs.
      handle.thread.tell({ op: 'rollback', tx });
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection) {
    const handle = connection as SqliteThreadConnection;
    await handle.thread.ask({ op: 'commit', tx: handle.tx! });
    handle.tx = undefined;
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    const handle = connection as SqliteThreadConnection;
    if (handle.tx !== undefined) handle.thread.tell({ op: 'rollback', tx: handle.tx });
    handle.tx = undefined;
  }

  async savepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async releaseConnection() {}

  async destroy() {
    await this.#thread?.close();
    this.#thread = undefined;
  }
}

/** SQLite's adapter, but many handles at once: the thread orders them (above). */
class SqliteThreadAdapter extends SqliteAdapter {
  override get supportsMultipleConnections() {
    return true;
  }
}

/**
 * The embedded store off the event loop (decision 102): Kysely's SQLite compiler and
 * introspector over a driver whose one connection lives in a worker thread. node:sqlite is
 * synchronous: a statement that waits for a lock another process holds, or for a stalled disk,
 * would stop every request of the process for as long; in the thread, a lock costs only the
 * writes that need it (at most `sqliteBusyMs`, then SQLITE_BUSY), and a stalled disk the store's
 * callers (at most `sqliteDeadlineMs` each).
 */
export class SqliteThreadDialect implements Dialect {
  readonly #file: string;
  readonly #deadlineMs: number;

  /** `deadlineMs`: the store's; a test of the deadline itself gives a shorter one. */
  constructor(file: string, deadlineMs = sqliteDeadlineMs) {
    this.#file = file;
    this.#deadlineMs = deadlineMs;
  }

  createDriver(): Driver {
    return new SqliteThreadDriver(this.#file, this.#deadlineMs);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteThreadAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
