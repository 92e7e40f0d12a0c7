import { sql, type Kysely } from 'kysely';
import type { Logger } from '../logging.ts';
import type { StoreTables } from './schema.ts';

/**
 * Raises the version of a kind of public data (`directory`): written in the same transaction as
 * the change, so a replica that sees the new number also sees the change (decision 095).
 */
export async function bumpVersion(db: Kysely<StoreTables>, name: string): Promise<void> {
  await db
    .insertInto('data_versions')
    .values({ name, version: 1 })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ version: sql`data_versions.version + 1` }))
    .execute();
}

type Listener = (name: string, version: number) => void | Promise<void>;

/**
 * The versions of the store's public data as this replica last read them (decision 095): read
 * at start, again every `pollMs` (each read bounded by the store's own deadline), and at once
 * when this replica has made a change (`changed`). Each kind whose number moved is told to the
 * listeners: the data's holder reloads it, the page cache forgets the pages made from it. A read
 * that fails is logged and tried again at the next poll; the pages already made keep being served.
 */
export class DataVersions {
  readonly #db: Kysely<StoreTables>;
  readonly #logger: Logger;
  readonly #pollMs: number;
  readonly #known = new Map<string, number>();
  readonly #listeners = new Set<Listener>();
  #timer: NodeJS.Timeout | undefined;
  #reading: Promise<void> | undefined;
  #again = false;

  constructor(db: Kysely<StoreTables>, { logger, pollMs = 2_000 }: { logger: Logger; pollMs?: number }) {
    this.#db = db;
    this.#logger = logger;
    this.#pollMs = pollMs;
  }

  /** The version of `name` as last read: 0 before it ever changed. */
  version(name: string): number {
    return this.#known.get(name) ?? 0;
  }

  onChange(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Reads the versions now (one read at a time; a call during a read reads once more after it). */
  read(): Promise<void> {
    if (this.#reading) {
      this.#again = true;
      return this.#reading;
    }
    this.#reading = this.#read().finally(() => {
      this.#reading = undefined;
      if (this.#again) {
        this.#again = false;
        void this.read();
      }
    });
    return this.#reading;
  }

  /** This replica changed `name`: the change is read now, not at the next poll. */
  changed(_name: string): Promise<void> {
    return this.read();
  }

  async start(): Promise<void> {
    await this.read();
    this.#timer = setInterval(() => void this.read(), this.#pollMs);
    this.#timer.unref();
  }

  stop() {
    clearInterval(this.#timer);
  }

  async #read() {
    let rows;
    try {
      rows = await this.#db.selectFrom('data_versions').select(['name', 'version']).execute();
    } catch (error) {
      this.#logger.warn({ err: error }, 'data versions could not be read; pages stay as they are');
      return;
    }
    for (const { name, version } of rows) {
      const was = this.#known.get(name);
      if (was === Number(version)) continue;
      this.#known.set(name, Number(version));
      if (was === undefined && this.#listeners.size === 0) continue;
      for (const listener of this.#listeners) {
        try {
          await listener(name, Number(version));
        } catch (error) {
          this.#logger.error({ err: error, data: name }, 'refreshing after a data change failed');
        }
      }
    }
  }
}
