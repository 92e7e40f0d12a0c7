import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { enqueue } from '../../../server/mail/outbox.ts';
import type { StoreTables, SubscriberRow } from '../../../server/store/schema.ts';
import type { Language } from '../../languages.ts';
import { confirmMailGapMs, type Subscriber, type SubscriberShow } from './contract.ts';
import { mailCapsDefault, takeMail, type MailCapped, type MailCaps } from './mail-caps.server.ts';
import { mailboxOf } from './mailbox.server.ts';

/** A sign-up as the box sends it, cleaned and checked: the address, the page's language, the words shown. */
export interface SignUp {
  email: string;
  language: Language;
  consent: string;
  /** The box's Idempotency-Key (with JavaScript); none without. */
  key?: string | undefined;
}

/**
 * How `signUp` ended: kept (a new address, or one signed up before: the answer is the same, so
 * nobody learns who is on the list), and whether a confirmation mail was written to the outbox
 * (`capped`: it was due but a cap of ./mail-caps.server.ts refused it); the key was another
 * address's; or past the limits (seconds to wait).
 */
export type SignedUp =
  { kept: 'new' | 'again' | 'retry'; mailed: boolean; capped?: MailCapped } | 'key-reused' | { limited: number };

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A new token for a mail's links: 32 random bytes, base64url. Only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => hash(`newsletter-token\0${token}`);

const subscriberOf = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  language: row.language,
  status: row.status === 'confirmed' ? 'confirmed' : 'pending',
  consentedAt: row.consented_at,
  consent: row.consent,
  confirmedAt: row.confirmed_at,
});

/**
 * The newsletter's subscribers in the site's store (decision 081). A mailbox is kept once
 * (./mailbox.server.ts, issue 58): the address as first typed, its domain in lower case; another
 * spelling of it (`Victim@`, `victim+1@`) is the same subscriber. With mail (`mailed`), a new
 * address waits (`pending`) for the link of its confirmation mail, written to the outbox in the
 * transaction that keeps the address; signed up again while it waits, it is sent a new one at
 * most once in `confirmMailGapMs`, and at most `caps` a day for its mailbox and an hour for its
 * domain (./mail-caps.server.ts): past a cap the sign-up is kept and answered alike, with no mail.
 * Without mail it is confirmed at once (no link could confirm it). An address already confirmed
 * is left as it is: anyone can type any address. The links' token is made when the mail is
 * sent (./confirm-mail.server.ts) and only its hash is kept.
 */
export class Subscribers {
  readonly #db: Kysely<StoreTables>;
  readonly #now: () => Date;
  readonly #mailed: boolean;
  readonly #caps: MailCaps;

  constructor(
    db: Kysely<StoreTables>,
    now: () => Date = () => new Date(),
    { mailed = false, caps = mailCapsDefault }: { mailed?: boolean; caps?: MailCaps } = {},
  ) {
    this.#db = db;
    this.#now = now;
    this.#mailed = mailed;
    this.#caps = caps;
  }

  /**
   * Keeps a sign-up. `admit` (the limits) is asked for every sign-up but a retry of the same
   * key, whether its address is known or not, so that the limits tell nothing either. Resolves
   * once committed; rejects when the store cannot be read or written.
   */
  async signUp(signUp: SignUp, admit: () => Promise<number | undefined>): Promise<SignedUp> {
    const keyHash = signUp.key === undefined ? null : hash(signUp.key);
    if (keyHash !== null) {
      const row = await this.#db
        .selectFrom('newsletter_subscribers')
        .select('email')
        .where('idempotency_key', '=', keyHash)
        .executeTakeFirst();
      if (row) return row.email === signUp.email ? { kept: 'retry', mailed: false } : 'key-reused';
    }
    const wait = await admit();
    if (wait !== undefined) return { limited: wait };
    const now = this.#now();
    const mailbox = mailboxOf(signUp.email);
    const write = async (db: Kysely<StoreTables>) => {
      const known = await db
        .selectFrom('newsletter_subscribers')
        .select(['id', 'status', 'mailed_at'])
        .where((eb) => eb.or([eb('mailbox', '=', mailbox), eb('email', '=', signUp.email)]))
        .executeTakeFirst();
      return known
        ? this.#again(db, known, signUp, mailbox, keyHash, now)
        : this.#add(db, signUp, mailbox, keyHash, now);
    };
    return this.#mailed ? await this.#db.transaction().execute(write) : await write(this.#db);
  }

  async #add(
    db: Kysely<StoreTables>,
    signUp: SignUp,
    mailbox: string,
    keyHash: string | null,
    now: Date,
  ): Promise<SignedUp> {
    const at = now.toISOString();
    const id = randomUUID();
    const inserted = await db
      .insertInto('newsletter_subscribers')
      .values({
        id,
        email: signUp.email,
        mailbox,
        language: signUp.language,
        status: this.#mailed ? 'pending' : 'confirmed',
        consented_at: at,
        consent: signUp.consent,
        confirmed_at: this.#mailed ? null : at,
        token_hash: null,
        mailed_at: this.#mailed ? at : null,
        idempotency_key: keyHash,
      })
      // Two sign-ups of one new mailbox at once: the table's unique mailbox keeps one, and this one is the other's again.
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    if (inserted.numInsertedOrUpdatedRows === 0n) return { kept: 'again', mailed: false };
    if (!this.#mailed) return { kept: 'new', mailed: false };
    return { kept: 'new', ...(await this.#mail(db, id, mailbox, now)) };
  }

  /** Writes a confirmation mail to the outbox unless a cap is full. */
  async #mail(db: Kysely<StoreTables>, id: string, mailbox: string, now: Date) {
    const capped = await takeMail(db, mailbox, now, this.#caps);
    if (capped) return { mailed: false, capped };
    await enqueue(db, 'newsletter-confirm', id, now);
    return { mailed: true };
  }

  async #again(
    db: Kysely<StoreTables>,
    known: Pick<SubscriberRow, 'id' | 'status' | 'mailed_at'>,
    signUp: SignUp,
    mailbox: string,
    keyHash: string | null,
    now: Date,
  ): Promise<SignedUp> {
    const at = now.toISOString();
    const row = db.updateTable('newsletter_subscribers').where('id', '=', known.id);
    // A sign-up without a key (the box without JavaScript) leaves the latest key as it is.
    const key = keyHash === null ? {} : { idempotency_key: keyHash };
    if (known.status === 'confirmed') {
      if (keyHash !== null) await row.set(key).execute();
      return { kept: 'again', mailed: false };
    }
    // Waiting: the latest sign-up's words and language count; without mail it is confirmed now.
    await row
      .set({
        language: signUp.language,
        consent: signUp.consent,
        consented_at: at,
        ...key,
        ...(!this.#mailed && { status: 'confirmed', confirmed_at: at }),
      })
      .execute();
    if (!this.#mailed) return { kept: 'again', mailed: false };
    const since = new Date(now.getTime() - confirmMailGapMs).toISOString();
    // One conditional update: of two sign-ups at once, one writes the mail.
    const { numUpdatedRows } = await row
      .set({ mailed_at: at })
      .where((eb) => eb.or([eb('mailed_at', 'is', null), eb('mailed_at', '<=', since)]))
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return { kept: 'again', mailed: false };
    return { kept: 'again', ...(await this.#mail(db, known.id, mailbox, now)) };
  }

  /** The subscriber a link's token names, or undefined (unknown, replaced by a newer mail's, or gone). */
  async byToken(token: string): Promise<Subscriber | undefined> {
    const hashed = tokenHash(token);
    const row =
      (await this.#db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where('token_hash', '=', hashed)
        .executeTakeFirst()) ??
      (await this.#db
        .selectFrom('newsletter_subscribers')
        .selectAll()
        .where(
          'id',
          '=',
          this.#db.selectFrom('newsletter_deliveries').select('subscriber_id').where('token_hash', '=', hashed),
        )
        .executeTakeFirst());
    return row && subscriberOf(row);
  }

  /** Confirms the subscriber the token names (one already confirmed stays so); false when there is none. */
  async confirm(token: string): Promise<boolean> {
    const { numUpdatedRows } = await this.#db
      .updateTable('newsletter_subscribers')
      .set({ status: 'confirmed', confirmed_at: this.#now().toISOString() })
      .where('token_hash', '=', tokenHash(token))
      .where('status', '=', 'pending')
      .executeTakeFirst();
    return numUpdatedRows > 0n || (await this.byToken(token)) !== undefined;
  }

  /**
   * Deletes the subscriber the token names (they leave): the token of their confirmation mail, or
   * of any newsletter mail sent to them (each has its own, decision 099); false when there is none.
   */
  async leave(token: string): Promise<boolean> {
    const found = await this.byToken(token);
    if (!found) return false;
    const { numDeletedRows } = await this.#db
      .deleteFrom('newsletter_subscribers')
      .where('id', '=', found.id)
      .executeTakeFirst();
    // Nothing more of an issue going out reaches them (the sender checks again before each mail).
    await this.#db
      .updateTable('newsletter_deliveries')
      .set({ status: 'left' })
      .where('subscriber_id', '=', found.id)
      .where('status', '=', 'pending')
      .execute();
    return numDeletedRows > 0n;
  }

  /** The admin's list: newest sign-up first, the confirmed ones, those waiting, or all; at most `limit`. */
  async list(show: SubscriberShow, limit?: number): Promise<Subscriber[]> {
    let query = this.#db.selectFrom('newsletter_subscribers').selectAll();
    if (show !== 'all') query = query.where('status', '=', show);
    query = query.orderBy('consented_at', 'desc').orderBy('id');
    const rows = await (limit === undefined ? query : query.limit(limit)).execute();
    return rows.map(subscriberOf);
  }

  /** Deletes a subscriber for good (a request to be forgotten); false when there is none. */
  async remove(id: string): Promise<boolean> {
    const { numDeletedRows } = await this.#db
      .deleteFrom('newsletter_subscribers')
      .where('id', '=', id)
      .executeTakeFirst();
    return numDeletedRows > 0n;
  }
}
