import type { Kysely } from 'kysely';
import { createContext } from 'react-router';
import type { DataVersions } from './versions.ts';
import type { StoreTables } from './schema.ts';

type Load<T> = (db: Kysely<StoreTables>) => Promise<T>;

interface Held {
  version: number;
  value: Promise<unknown>;
  load: Load<unknown>;
}

/**
 * The store's public data held in memory (decision 095): each kind (`directory`) loaded once per
 * version (server/store/versions.ts), so the public pages made from it never wait on the store
 * but for the first load, and a page cache that was emptied of them renders them again from
 * memory. When the version moves, `refresh` loads the new data before the pages are forgotten,
 * so the old pages are served until the new data is in; a load that fails keeps the old data.
 */
export class Snapshots {
  readonly #db: Kysely<StoreTables>;
  readonly #versions: DataVersions;
  readonly #held = new Map<string, Held>();

  constructor(db: Kysely<StoreTables>, versions: DataVersions) {
    this.#db = db;
    this.#versions = versions;
  }

  /** The data `name` at its current version: `load` runs when none is held for it. */
  get<T>(name: string, load: Load<T>): Promise<T> {
    const version = this.#versions.version(name);
    const held = this.#held.get(name);
    if (held && held.version >= version) return held.value as Promise<T>;
    return this.#load(name, version, load as Load<unknown>, held) as Promise<T>;
  }

  /** Loads `name` at its current version, if it was ever asked for; resolves once it is in. */
  async refresh(name: string): Promise<void> {
    const held = this.#held.get(name);
    if (held) await this.get(name, held.load).catch(() => undefined);
  }

  #load(name: string, version: number, load: Load<unknown>, previous: Held | undefined): Promise<unknown> {
    const loaded = load(this.#db);
    // Until the new data is in, or should it fail, the data held before it.
    const value = previous ? loaded.catch(() => previous.value) : loaded;
    const entry: Held = { version, value, load };
    this.#held.set(name, entry);
    // A failed load is tried again by the next page that asks.
    loaded.catch(() => {
      if (this.#held.get(name) !== entry) return;
      if (previous) this.#held.set(name, previous);
      else this.#held.delete(name);
    });
    return value;
  }
}

/** The router's context key of the snapshots (src/entry-server.tsx sets it for every render). */
export const snapshotsContext = createContext<Snapshots | undefined>(undefined);
