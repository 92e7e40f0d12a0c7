/**
 * The enquiries in the site's store (issue 54, decision 098): kept once however often the same
 * post arrives, each with its mails written to the outbox in the same transaction (to the
 * office; to the owner when they agreed to receive enquiries by e-mail; to the visitor when they
 * gave an address), then followed on the office's trail and by the owner's one-click links.
 */
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { enqueue } from '../../../server/mail/outbox.ts';
import type { EnquiryRow, StoreTables } from '../../../server/store/schema.ts';
import type { Store } from '../../../server/store/store.ts';
import { bumpVersion } from '../../../server/store/versions.ts';
import type { Language } from '../../languages.ts';
import { directoryData } from '../directory/contract.ts';
import {
  enquiryMailKinds,
  enquiryStatuses,
  rateDays,
  referenceAlphabet,
  type EnquiryStatus,
  type EnquiryValues,
  type OwnerAction,
} from './contract.ts';

/** How long the same enquiry from the same visitor counts as the same submit, sent again. */
export const duplicateWindowMs = 10 * 60 * 1000;
/** The most enquiries the office's list shows at once, and the CSV holds. */
export const listCap = 1_000;
export const csvCap = 20_000;

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
/** A new token for an owner's link: 32 random bytes; only its hash is stored. */
export const newOwnerToken = () => randomBytes(32).toString('base64url');
export const ownerTokenHash = (token: string) => hash(`owner-token\0${token}`);

export const newReference = () =>
  `AT-${Array.from({ length: 4 }, () => referenceAlphabet[randomInt(referenceAlphabet.length)]).join('')}`;

/** India's date (YYYY-MM-DD) at `at`. */
export const indiaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

/** A listed centre as an enquiry needs it: its id and the owner's mail, if they agreed to get enquiries. */
interface EnquiryCentre {
  id: string;
  /** The owner's address when their consent in force says to mail them enquiries, else ''. */
  ownerEmail: string;
}

/** The centre an enquiry to `slug` goes to: published with a consent on record; undefined otherwise. */
export async function listedCentre(db: Kysely<StoreTables>, slug: string): Promise<EnquiryCentre | undefined> {
  const centre = await db
    .selectFrom('centres')
    .select(['id', 'profile'])
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirst();
  if (!centre) return undefined;
  const consent = await db
    .selectFrom('centre_consents')
    .select(['enquiry_mail'])
    .where('centre_id', '=', centre.id)
    .orderBy('recorded_at', 'desc')
    .executeTakeFirst();
  if (!consent) return undefined;
  const email = (JSON.parse(centre.profile) as { contact?: { email?: string } }).contact?.email ?? '';
  return { id: centre.id, ownerEmail: consent.enquiry_mail === 1 ? email : '' };
}

export interface NewEnquiry {
  slug: string;
  language: Language;
  values: EnquiryValues;
  /** The form's Idempotency-Key (with JavaScript); none without. */
  key?: string | undefined;
}

/** How `keep` ended: stored now or before (its reference either way); the key was another post's; the centre is not listed; past the limits. */
export type Kept = { stored: 'new' | 'known'; reference: string } | 'key-reused' | 'gone' | { limited: number };

/**
 * Keeps an enquiry, unless it is known (by its key, or the same centre, contact and message in
 * the same 10 minutes, on any replica: the unique `duplicate_key`). `admit` (the limits) is asked
 * for a new one only. With mail (`mailed`), the mails go to the outbox in the enquiry's
 * transaction; the enquiry is `new` until the owner's mail is sent (`sent`). Resolves once committed.
 */
export async function keepEnquiry(
  store: Pick<Store, 'db' | 'write'>,
  enquiry: NewEnquiry,
  admit: () => Promise<number | undefined>,
  { now, mailed }: { now: Date; mailed: boolean },
): Promise<Kept> {
  const { db } = store;
  const { values } = enquiry;
  const fingerprint = hash(
    [enquiry.slug, values.email.toLowerCase(), values.phone, values.dateFrom, values.dateTo, values.message].join('\0'),
  );
  const window = Math.floor(now.getTime() / duplicateWindowMs);
  const keyHash = enquiry.key === undefined ? null : hash(enquiry.key);
  const known = async () => {
    if (keyHash !== null) {
      const row = await db
        .selectFrom('enquiries')
        .select(['reference', 'duplicate_key'])
        .where('idempotency_key', '=', keyHash)
        .executeTakeFirst();
      if (row) return row.duplicate_key.startsWith(`${fingerprint}:`) ? row.reference : 'key-reused';
    }
    const same = await db
      .selectFrom('enquiries')
      .select('reference')
      .where('duplicate_key', 'in', [`${fingerprint}:${window}`, `${fingerprint}:${window - 1}`])
      .where('received_at', '>=', new Date(now.getTime() - duplicateWindowMs).toISOString())
      .executeTakeFirst();
    return same?.reference;
  };
  const before = await known();
  if (before === 'key-reused') return before;
  if (before) return { stored: 'known', reference: before };
  const centre = await listedCentre(db, enquiry.slug);
  if (!centre) return 'gone';
  const wait = await admit();
  if (wait !== undefined) return { limited: wait };
  const at = now.toISOString();
  // A reference another enquiry drew (one in a million) is drawn again.
  for (let draw = 0; draw < 5; draw++) {
    const row: EnquiryRow = {
      id: randomUUID(),
      reference: newReference(),
      centre_id: centre.id,
      received_at: at,
      language: enquiry.language,
      name: values.name,
      email: values.email,
      phone: values.phone,
      date_from: values.dateFrom,
      date_to: values.dateTo,
      flexible: values.flexible ? 1 : 0,
      visit: values.visit,
      adults: values.adults,
      children: values.children,
      group_type: values.group,
      reply_language: values.replyLanguage,
      message: values.message,
      status: 'new',
      status_at: at,
      owner_mailed_at: null,
      reminded_at: null,
      answered_at: null,
      idempotency_key: keyHash,
      duplicate_key: `${fingerprint}:${window}`,
    };
    const stored = await store.write(async (tx) => {
      const inserted = await tx
        .insertInto('enquiries')
        .values(row)
        .onConflict((c) => c.doNothing())
        .executeTakeFirst();
      if (inserted.numInsertedOrUpdatedRows === 0n) return false;
      if (mailed) {
        await enqueue(tx, enquiryMailKinds.office, row.id, now);
        if (centre.ownerEmail) await enqueue(tx, enquiryMailKinds.owner, row.id, now);
        if (values.email) await enqueue(tx, enquiryMailKinds.visitor, row.id, now);
      }
      return true;
    });
    if (stored) return { stored: 'new', reference: row.reference };
    const again = await known();
    if (again === 'key-reused') return again;
    if (again) return { stored: 'known', reference: again };
  }
  throw new Error('no free enquiry reference after 5 draws');
}

/** What the office's trail is filtered by: a centre's id, a status, a month (YYYY-MM, in India). */
export interface EnquiryFilter {
  centre?: string | undefined;
  status?: EnquiryStatus | undefined;
  month?: string | undefined;
}

/** An enquiry as the office sees it, with its centre's name and address. */
export interface OfficeEnquiry extends Omit<EnquiryRow, 'idempotency_key' | 'duplicate_key'> {
  centreName: string;
  centreSlug: string;
}

/** The first and last instants (ISO, UTC) of a month in India (YYYY-MM): India is 5 h 30 ahead of UTC. */
export function indiaMonthRange(month: string): [string, string] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const start = Date.UTC(year, number - 1, 1) - 5.5 * 3600_000;
  const end = Date.UTC(year, number, 1) - 5.5 * 3600_000;
  return [new Date(start).toISOString(), new Date(end).toISOString()];
}

const centreName = (profile: string) => {
  try {
    return (JSON.parse(profile) as { name: { en: string } }).name.en;
  } catch {
    return '';
  }
};

/** The enquiries the filter names, newest first, at most `cap`. */
export async function listEnquiries(
  db: Kysely<StoreTables>,
  filter: EnquiryFilter,
  cap = listCap,
): Promise<OfficeEnquiry[]> {
  let query = db
    .selectFrom('enquiries')
    .leftJoin('centres', 'centres.id', 'enquiries.centre_id')
    .selectAll('enquiries')
    .select(['centres.profile as centre_profile', 'centres.slug as centre_slug']);
  if (filter.centre) query = query.where('enquiries.centre_id', '=', filter.centre);
  if (filter.status) query = query.where('enquiries.status', '=', filter.status);
  if (filter.month) {
    const [from, to] = indiaMonthRange(filter.month);
    query = query.where('enquiries.received_at', '>=', from).where('enquiries.received_at', '<', to);
  }
  const rows = await query.orderBy('enquiries.received_at', 'desc').orderBy('enquiries.id').limit(cap).execute();
  return rows.map(({ idempotency_key: _key, duplicate_key: _duplicate, centre_profile, centre_slug, ...row }) => ({
    ...row,
    centreName: centre_profile ? centreName(centre_profile) : '',
    centreSlug: centre_slug ?? '',
  }));
}

/** A centre's enquiries and how many its owner answered, in the last `rateDays` (90). */
export interface CentreRate {
  centreId: string;
  centreName: string;
  enquiries: number;
  answered: number;
}

const answeredStatuses: EnquiryStatus[] = ['replied', 'visited', 'not-taken'];

/**
 * Per centre with an enquiry in the last 90 days: how many, and how many were answered (the
 * owner replied or said they could not take it, or the visit happened), most enquiries first.
 */
export async function centreRates(db: Kysely<StoreTables>, now: Date): Promise<CentreRate[]> {
  const since = new Date(now.getTime() - rateDays * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('enquiries')
    .leftJoin('centres', 'centres.id', 'enquiries.centre_id')
    .select(['enquiries.centre_id', 'enquiries.status', 'centres.profile'])
    .where('enquiries.received_at', '>=', since)
    .execute();
  const rates = new Map<string, CentreRate>();
  for (const row of rows) {
    const rate = rates.get(row.centre_id) ?? {
      centreId: row.centre_id,
      centreName: row.profile ? centreName(row.profile) : '',
      enquiries: 0,
      answered: 0,
    };
    rate.enquiries += 1;
    if (answeredStatuses.includes(row.status as EnquiryStatus)) rate.answered += 1;
    rates.set(row.centre_id, rate);
  }
  return [...rates.values()].sort((a, b) => b.enquiries - a.enquiries || a.centreName.localeCompare(b.centreName));
}

/** The office sets an enquiry's status; false when there is no such enquiry. */
export async function setEnquiryStatus(
  store: Pick<Store, 'write'>,
  id: string,
  status: EnquiryStatus,
  now: Date,
): Promise<boolean> {
  if (!enquiryStatuses.includes(status)) return false;
  const at = now.toISOString();
  return store.write(async (db) => {
    const row = await db.selectFrom('enquiries').select(['answered_at']).where('id', '=', id).executeTakeFirst();
    if (!row) return false;
    const answered = answeredStatuses.includes(status) ? (row.answered_at ?? at) : row.answered_at;
    await db
      .updateTable('enquiries')
      .set({ status, status_at: at, answered_at: answered })
      .where('id', '=', id)
      .execute();
    return true;
  });
}

/** Makes an owner's link: resolves with the token, whose hash alone is stored. */
export async function makeOwnerToken(
  db: Kysely<StoreTables>,
  action: OwnerAction,
  centreId: string,
  enquiryId: string | null,
  now: Date,
): Promise<string> {
  const token = newOwnerToken();
  await db
    .insertInto('owner_tokens')
    .values({
      token_hash: ownerTokenHash(token),
      action,
      centre_id: centreId,
      enquiry_id: enquiryId,
      created_at: now.toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** What an owner's link names: its action, centre (name) and enquiry (reference), whether used. */
export interface OwnerLink {
  action: OwnerAction;
  centreId: string;
  centre: string;
  enquiryId: string | null;
  reference: string | undefined;
  used: boolean;
}

export async function ownerLink(db: Kysely<StoreTables>, token: string): Promise<OwnerLink | undefined> {
  const row = await db
    .selectFrom('owner_tokens')
    .leftJoin('centres', 'centres.id', 'owner_tokens.centre_id')
    .leftJoin('enquiries', 'enquiries.id', 'owner_tokens.enquiry_id')
    .select([
      'owner_tokens.action',
      'owner_tokens.centre_id',
      'owner_tokens.enquiry_id',
      'owner_tokens.used_at',
      'centres.profile',
      'enquiries.reference',
    ])
    .where('owner_tokens.token_hash', '=', ownerTokenHash(token))
    .executeTakeFirst();
  if (!row || !row.profile || (row.enquiry_id && !row.reference)) return undefined;
  return {
    action: row.action as OwnerAction,
    centreId: row.centre_id,
    centre: centreName(row.profile),
    enquiryId: row.enquiry_id,
    reference: row.reference ?? undefined,
    used: row.used_at !== null,
  };
}

/**
 * Does what an owner's link says, once: marks the enquiry answered (`replied`) or not taken
 * (`declined`), unlists the centre (and writes the office's mail, raising the directory's
 * version, so every replica drops its pages), or stops the summaries. `used` when the token was
 * used before (or its enquiry is gone), `unknown` when it names nothing. The token is spent in
 * the same transaction, so two presses at once do it once.
 */
export async function useOwnerLink(
  store: Pick<Store, 'write'>,
  token: string,
  now: Date,
  { mailed }: { mailed: boolean },
): Promise<{ done: OwnerAction; directoryChanged: boolean } | 'used' | 'unknown'> {
  const at = now.toISOString();
  return store.write(async (db) => {
    const row = await db
      .selectFrom('owner_tokens')
      .selectAll()
      .where('token_hash', '=', ownerTokenHash(token))
      .executeTakeFirst();
    if (!row) return 'unknown' as const;
    const spent = await db
      .updateTable('owner_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', row.token_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (spent.numUpdatedRows === 0n) return 'used' as const;
    const action = row.action as OwnerAction;
    if (action === 'replied' || action === 'declined') {
      const changed = await db
        .updateTable('enquiries')
        .set({ status: action === 'replied' ? 'replied' : 'not-taken', status_at: at, answered_at: at })
        .where('id', '=', row.enquiry_id ?? '')
        .where('status', 'in', ['new', 'sent', 'no-answer'])
        .executeTakeFirst();
      // Its enquiry answered already (the other link, or the office): this link has nothing left to do.
      if (changed.numUpdatedRows === 0n) return 'used' as const;
      // The enquiry's other link goes with it.
      await db
        .updateTable('owner_tokens')
        .set({ used_at: at })
        .where('enquiry_id', '=', row.enquiry_id ?? '')
        .where('used_at', 'is', null)
        .execute();
      return { done: action, directoryChanged: false };
    }
    if (action === 'unlist') {
      const unlisted = await db
        .updateTable('centres')
        .set({ status: 'unlisted', updated_at: at })
        .where('id', '=', row.centre_id)
        .where('status', '=', 'published')
        .executeTakeFirst();
      if (unlisted.numUpdatedRows === 0n) return 'used' as const;
      await bumpVersion(db, directoryData);
      if (mailed) await enqueue(db, enquiryMailKinds.unlisted, row.centre_id, now);
      return { done: action, directoryChanged: true };
    }
    await db.updateTable('centres').set({ summary_off_at: at }).where('id', '=', row.centre_id).execute();
    return { done: action, directoryChanged: false };
  });
}
