import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Writer } from '../../../server/store/group-commit.ts';
import type { ContactMessageRow, StoreTables } from '../../../server/store/schema.ts';
import type { Store } from '../../../server/store/store.ts';
import { inboxCap } from '../../admin-lists.ts';
import type { Language } from '../../languages.ts';
import type { InboxMessage, InboxShow } from './admin-data.ts';
import type { ContactValues } from './contract.ts';
import { mailOffice } from './office-flood.server.ts';
import { replySubject } from './reply-subject.server.ts';

/** How long the same message from the same address counts as the same submit, sent again. */
export const duplicateWindowMs = 10 * 60 * 1000;

export interface ContactMessage {
  language: Language;
  values: ContactValues;
  /** The form's Idempotency-Key (with JavaScript); none without. */
  key?: string | undefined;
}

/** The inbox's columns, as the admin pages see them. */
const inboxRow = (
  row: Pick<ContactMessageRow, 'id' | 'received_at' | 'language' | 'name' | 'email' | 'message' | 'handled_at'>,
): InboxMessage => ({
  id: row.id,
  receivedAt: row.received_at,
  language: row.language,
  name: row.name,
  email: row.email,
  message: row.message,
  handledAt: row.handled_at,
  replySubject: replySubject(row.language),
});
const inboxColumns = ['id', 'received_at', 'language', 'name', 'email', 'message', 'handled_at'] as const;

/** How `keep` ended: stored now; stored already (the same key, or the same message within the window); or the key was another message's. */
export type Kept = 'stored' | 'known' | 'key-reused' | { limited: number };

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * The contact messages in the site's store. A message is stored once however often the same
 * submit arrives: by its Idempotency-Key, and, with or without one, by its address and text
 * within `duplicateWindowMs` (a double click on the form without JavaScript, a post the
 * browser sends again). The second check looks at this window and the one before, and the
 * table's unique `duplicate_key` (the hash and this window) settles two copies arriving at once,
 * on any number of replicas.
 */
export class ContactMessages {
  readonly #db: Kysely<StoreTables>;
  readonly #write: Writer;
  readonly #now: () => Date;
  readonly #mailed: boolean;

  /**
   * `mailed`: each new message is also written to the outbox (to be mailed to the office,
   * server/mail/), in the same transaction, so a message stored is a message mailed: on its own,
   * or, once a flood is evident, in the hour's digest (./office-flood.server.ts).
   */
  constructor(store: Pick<Store, 'db' | 'write'>, now: () => Date = () => new Date(), { mailed = false } = {}) {
    this.#db = store.db;
    this.#write = store.write;
    this.#now = now;
    this.#mailed = mailed;
  }

  /**
   * Stores `message` unless it is known; `admit` (the limits) is asked only for a new one, and
   * its refusal (seconds to wait) is passed back. Resolves once the row is committed; rejects
   * when the store cannot be read or written.
   */
  async keep(message: ContactMessage, admit: () => Promise<number | undefined>): Promise<Kept> {
    const now = this.#now();
    const { email, message: text } = message.values;
    const fingerprint = hash(`${email.toLowerCase()}\0${text}`);
    const window = Math.floor(now.getTime() / duplicateWindowMs);
    const keyHash = message.key === undefined ? null : hash(message.key);
    const known = await this.#known(keyHash, fingerprint, window, now);
    if (known) return known;
    const wait = await admit();
    if (wait !== undefined) return { limited: wait };
    const row = {
      id: randomUUID(),
      received_at: now.toISOString(),
      language: message.language,
      ...message.values,
      idempotency_key: keyHash,
      duplicate_key: `${fingerprint}:${window}`,
    };
    const insert = async (db: Kysely<StoreTables>) => {
      const inserted = await db
        .insertInto('contact_messages')
        .values(row)
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return false;
      if (this.#mailed) await mailOffice(db, row.id, now);
      return true;
    };
    // Committed before it is answered; on the embedded store with the others posted at that moment.
    const stored = await this.#write(insert);
    if (!stored) return (await this.#known(keyHash, fingerprint, window, now)) || 'known';
    return 'stored';
  }

  /** The inbox (issue 39): newest first, at most `inboxCap`, the new ones, the handled ones, or all. */
  async list(show: InboxShow): Promise<InboxMessage[]> {
    let query = this.#db.selectFrom('contact_messages').select(inboxColumns);
    if (show === 'new') query = query.where('handled_at', 'is', null);
    if (show === 'handled') query = query.where('handled_at', 'is not', null);
    const rows = await query.orderBy('received_at', 'desc').orderBy('id').limit(inboxCap).execute();
    return rows.map(inboxRow);
  }

  async one(id: string): Promise<InboxMessage | undefined> {
    const row = await this.#db
      .selectFrom('contact_messages')
      .select(inboxColumns)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && inboxRow(row);
  }

  async countNew(): Promise<number> {
    const { count } = await this.#db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where('handled_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  /** Marks it handled now (a handled one keeps its first time), or new again. */
  async mark(id: string, handled: boolean): Promise<boolean> {
    const { numUpdatedRows } = await this.#db
      .updateTable('contact_messages')
      .set({ handled_at: handled ? this.#now().toISOString() : null })
      .where('id', '=', id)
      .$if(handled, (query) => query.where('handled_at', 'is', null))
      .executeTakeFirst();
    return numUpdatedRows > 0n || (handled && (await this.one(id)) !== undefined);
  }

  async remove(id: string): Promise<boolean> {
    const { numDeletedRows } = await this.#db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst();
    return numDeletedRows > 0n;
  }

  async #known(keyHash: string | null, fingerprint: string, window: number, now: Date): Promise<Kept | undefined> {
    if (keyHash !== null) {
      const row = await this.#db
        .selectFrom('contact_messages')
        .select('duplicate_key')
        .where('idempotency_key', '=', keyHash)
        .executeTakeFirst();
      if (row) return row.duplicate_key.startsWith(`${fingerprint}:`) ? 'known' : 'key-reused';
    }
    const same = await this.#db
      .selectFrom('contact_messages')
      .select('id')
      .where('duplicate_key', 'in', [`${fingerprint}:${window}`, `${fingerprint}:${window - 1}`])
      .where('received_at', '>=', new Date(now.getTime() - duplicateWindowMs).toISOString())
      .executeTakeFirst();
    return same ? 'known' : undefined;
  }
}
