/**
 * Workshops in the site's store (issue 56, decision 100): the office's events, and the sign-ups
 * to them. Every change a public page shows (an event, a seat taken or given back) raises the
 * workshops' data version in its own transaction, so every replica's pages follow.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { enqueue } from '../../../server/mail/outbox.ts';
import type { StoreTables, WorkshopRow, WorkshopSignupRow } from '../../../server/store/schema.ts';
import type { Store } from '../../../server/store/store.ts';
import { bumpVersion } from '../../../server/store/versions.ts';
import type { Language } from '../../languages.ts';
import { shownPhoto } from '../../media/photo.ts';
import {
  audiences,
  eventLanguages,
  eventStatuses,
  eventTypes,
  placeKinds,
  signupsOpen,
  workshopMailKinds,
  workshopsData,
  type Audience,
  type EventField,
  type EventProblem,
  type EventStatus,
  type PublicEvent,
  type SignupInput,
} from './contract.ts';
import { eventPhotos } from './photos.server.ts';

const hash = (text: string) => createHash('sha256').update(text).digest('base64url');
export const signupTokenHash = (token: string) => hash(`workshop-signup\0${token}`);

/* ---------------------------------------------------------------- the office's events */

/** An event as the admin form holds it: text, times as `YYYY-MM-DDTHH:MM` in India. */
export type EventForm = Record<EventField, string | string[]>;

export interface EventValues {
  title_en: string;
  title_mr: string;
  summary_en: string;
  summary_mr: string;
  type: string;
  audiences: Audience[];
  starts_at: string;
  ends_at: string;
  place_kind: string;
  centre_id: string | null;
  address: string;
  online_url: string;
  language: string;
  fee: number;
  seats: number;
  signup_deadline: string;
  status: EventStatus;
}

/** A `datetime-local` value read as India's time (UTC+05:30), as a UTC instant; undefined if not one. */
export function indiaInstant(value: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const at = new Date(`${value}:00+05:30`);
  return Number.isNaN(at.getTime()) ? undefined : at.toISOString();
}

/** A UTC instant as a `datetime-local` value in India's time. */
export function indiaLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + 5.5 * 3600_000).toISOString().slice(0, 16);
}

/** The admin form's values checked: each field's problem, or the values as stored. */
export function readEvent(form: EventForm): {
  values?: EventValues;
  problems: Partial<Record<EventField, EventProblem>>;
} {
  const one = (name: EventField) => {
    const value = form[name];
    return (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();
  };
  const problems: Partial<Record<EventField, EventProblem>> = {};
  for (const name of ['title_en', 'title_mr'] as const) {
    if (!one(name)) problems[name] = 'required';
    else if (one(name).length > 150) problems[name] = 'tooLong';
  }
  for (const name of ['summary_en', 'summary_mr'] as const) if (one(name).length > 3_000) problems[name] = 'tooLong';
  const choice = <T extends string>(name: EventField, allowed: readonly T[]) => {
    if (!(allowed as readonly string[]).includes(one(name))) problems[name] = 'choice';
    return one(name) as T;
  };
  const type = choice('type', eventTypes);
  const placeKind = choice('place_kind', placeKinds);
  const language = choice('spoken', eventLanguages);
  const status = choice('status', eventStatuses);
  const given = ([] as string[]).concat(form.audiences ?? []);
  if (given.some((audience) => !(audiences as readonly string[]).includes(audience))) problems.audiences = 'choice';
  const starts = indiaInstant(one('starts'));
  const ends = indiaInstant(one('ends'));
  const deadline = one('deadline') ? indiaInstant(one('deadline')) : starts;
  if (!starts) problems.starts = 'date';
  if (!ends) problems.ends = 'date';
  else if (starts && ends <= starts) problems.ends = 'order';
  if (!deadline) problems.deadline = 'date';
  else if (starts && deadline > starts) problems.deadline = 'order';
  const fee = /^\d{1,6}$/.test(one('fee') || '0') ? Number(one('fee') || '0') : Number.NaN;
  if (Number.isNaN(fee)) problems.fee = 'number';
  const seats = /^\d{1,4}$/.test(one('seats')) ? Number(one('seats')) : Number.NaN;
  if (!(seats >= 1)) problems.seats = 'number';
  if (placeKind === 'centre' && !/^[0-9a-f-]{36}$/.test(one('centre'))) problems.centre = 'required';
  if (placeKind === 'address' && !one('address')) problems.address = 'required';
  if (one('address').length > 300) problems.address = 'tooLong';
  if (placeKind === 'online' && !/^https:\/\/\S+$/.test(one('online_url'))) problems.online_url = 'https';
  if (Object.keys(problems).length > 0) return { problems };
  return {
    problems,
    values: {
      title_en: one('title_en'),
      title_mr: one('title_mr'),
      summary_en: one('summary_en'),
      summary_mr: one('summary_mr'),
      type,
      audiences: given as Audience[],
      starts_at: starts!,
      ends_at: ends!,
      place_kind: placeKind,
      centre_id: placeKind === 'centre' ? one('centre') : null,
      address: one('address'),
      online_url: placeKind === 'online' ? one('online_url') : '',
      language,
      fee,
      seats,
      signup_deadline: deadline!,
      status,
    },
  };
}

/** An event's address: its English title's words, and `-2`, `-3`… when taken. */
async function freeSlug(db: Kysely<StoreTables>, values: EventValues): Promise<string> {
  const base =
    `${values.starts_at.slice(0, 7)}-${values.title_en}`
      .normalize('NFKD')
      .replaceAll(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replaceAll(/[^a-z0-9]+/g, '-')
      .slice(0, 70)
      .replaceAll(/^-+|-+$/g, '') || 'workshop';
  const taken = new Set(
    (await db.selectFrom('workshops').select('slug').where('slug', 'like', `${base}%`).execute()).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const stored = (values: EventValues) => ({ ...values, audiences: JSON.stringify(values.audiences) });

export async function createEvent(store: Pick<Store, 'write'>, values: EventValues, now: Date) {
  const at = now.toISOString();
  return store.write(async (db) => {
    const id = randomUUID();
    const slug = await freeSlug(db, values);
    await db
      .insertInto('workshops')
      .values({ id, slug, ...stored(values), sequence: 0, created_at: at, updated_at: at })
      .execute();
    await bumpVersion(db, workshopsData);
    return { id, slug };
  });
}

/**
 * Changes an event. A change everyone signed up must hear of (its times, its place, postponed
 * or cancelled) raises its `sequence` and writes a mail to each of them (with mail).
 */
export async function updateEvent(
  store: Pick<Store, 'write'>,
  id: string,
  values: EventValues,
  { now, mailed }: { now: Date; mailed: boolean },
): Promise<'saved' | 'not-found' | { told: number }> {
  const at = now.toISOString();
  return store.write(async (db) => {
    const row = await db.selectFrom('workshops').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found' as const;
    const told =
      row.status !== 'draft' &&
      (row.starts_at !== values.starts_at ||
        row.ends_at !== values.ends_at ||
        row.place_kind !== values.place_kind ||
        row.address !== values.address ||
        row.centre_id !== values.centre_id ||
        row.online_url !== values.online_url ||
        (values.status !== row.status && (values.status === 'postponed' || values.status === 'cancelled')));
    const sequence = told ? row.sequence + 1 : row.sequence;
    await db
      .updateTable('workshops')
      .set({ ...stored(values), sequence, updated_at: at })
      .where('id', '=', id)
      .execute();
    let mails = 0;
    if (told && mailed) {
      const people = await db
        .selectFrom('workshop_signups')
        .select('id')
        .where('workshop_id', '=', id)
        .where('status', 'in', ['confirmed', 'waitlist'])
        .where('email', '!=', '')
        .execute();
      for (const person of people) await enqueue(db, workshopMailKinds.changed, `${person.id}:${sequence}`, now);
      mails = people.length;
    }
    await bumpVersion(db, workshopsData);
    return told ? { told: mails } : ('saved' as const);
  });
}

/** Seats taken (people confirmed) and people waiting, by event. */
async function seatCounts(db: Kysely<StoreTables>, ids: string[]) {
  const counts = new Map<string, { taken: number; waiting: number }>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('workshop_signups')
    .select((eb) => ['workshop_id', 'status', eb.fn.sum<number | string | bigint>('people').as('people')])
    .where('workshop_id', 'in', ids)
    .where('status', 'in', ['confirmed', 'waitlist'])
    .groupBy(['workshop_id', 'status'])
    .execute();
  for (const row of rows) {
    const count = counts.get(row.workshop_id) ?? { taken: 0, waiting: 0 };
    if (row.status === 'confirmed') count.taken = Number(row.people);
    else count.waiting = Number(row.people);
    counts.set(row.workshop_id, count);
  }
  return counts;
}

/** Every event but drafts, as the public pages show them, soonest first. */
export async function loadWorkshops(db: Kysely<StoreTables>): Promise<PublicEvent[]> {
  const rows = await db
    .selectFrom('workshops')
    .selectAll()
    .where('status', '!=', 'draft')
    .orderBy('starts_at')
    .execute();
  const ids = rows.map((row) => row.id);
  const [counts, photos] = await Promise.all([seatCounts(db, ids), eventPhotos(db, ids)]);
  const centreIds = rows.flatMap((row) => (row.centre_id ? [row.centre_id] : []));
  const centres = new Map(
    (centreIds.length
      ? await db
          .selectFrom('centres')
          .select(['id', 'slug', 'profile', 'status'])
          .where('id', 'in', centreIds)
          .execute()
      : []
    ).map((row) => [row.id, row]),
  );
  return rows.map((row) => {
    const count = counts.get(row.id) ?? { taken: 0, waiting: 0 };
    const centre = row.centre_id ? centres.get(row.centre_id) : undefined;
    const name = centre && (JSON.parse(centre.profile) as { name: { en: string; mr: string } }).name;
    return {
      slug: row.slug,
      title: { en: row.title_en, mr: row.title_mr },
      summary: { en: row.summary_en, mr: row.summary_mr },
      type: row.type as PublicEvent['type'],
      audiences: JSON.parse(row.audiences) as Audience[],
      startsAt: row.starts_at,
      endsAt: row.ends_at,
      place: {
        kind: row.place_kind as PublicEvent['place']['kind'],
        address: row.address,
        ...(centre && name && centre.status === 'published' && { centre: { slug: centre.slug, name } }),
      },
      language: row.language as PublicEvent['language'],
      fee: row.fee,
      seats: row.seats,
      seatsLeft: Math.max(0, row.seats - count.taken),
      waitlist: count.waiting,
      signupDeadline: row.signup_deadline,
      status: row.status as PublicEvent['status'],
      sequence: row.sequence,
      updatedAt: row.updated_at,
      photos: photos.filter((photo) => photo.workshop_id === row.id).map(shownPhoto),
    };
  });
}

/* ---------------------------------------------------------------- sign-ups */

/** How a sign-up ended: a seat or a waitlist place; this number is in already; not taken now; past the limits. */
export type SignedUp =
  | { place: 'seat' | 'waitlist'; emailed: boolean; known: boolean }
  | 'twice'
  | 'closed'
  | 'not-found'
  | 'key-reused'
  | { limited: number };

/**
 * Signs a person up: a seat while the seats taken and theirs fit, else the waitlist, decided in
 * one transaction that first writes the event's row, so sign-ups to one event are taken one at a
 * time on PostgreSQL too (the row's lock) and two people never get the last seat. One live
 * sign-up a mobile number an event (`twice`). A retry with the same Idempotency-Key gets the first
 * answer. With mail, the mail (a seat: with the .ics) is written in the same transaction.
 */
export async function signUp(
  store: Pick<Store, 'db' | 'write'>,
  slug: string,
  input: SignupInput,
  {
    language,
    key,
    admit,
    now,
    mailed,
  }: {
    language: Language;
    key?: string | undefined;
    admit: () => Promise<number | undefined>;
    now: Date;
    mailed: boolean;
  },
): Promise<SignedUp> {
  const keyHash = key === undefined ? null : hash(key);
  if (keyHash) {
    const again = await store.db
      .selectFrom('workshop_signups')
      .innerJoin('workshops', 'workshops.id', 'workshop_signups.workshop_id')
      .select(['workshop_signups.status', 'workshop_signups.mobile', 'workshop_signups.email', 'workshops.slug'])
      .where('workshop_signups.idempotency_key', '=', keyHash)
      .executeTakeFirst();
    if (again) {
      if (again.slug !== slug || again.mobile !== input.mobile) return 'key-reused';
      return {
        place: again.status === 'confirmed' ? 'seat' : 'waitlist',
        emailed: mailed && again.email !== '',
        known: true,
      };
    }
  }
  const event = await store.db.selectFrom('workshops').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!event || event.status === 'draft') return 'not-found';
  if (
    !signupsOpen(
      {
        status: event.status as PublicEvent['status'],
        signupDeadline: event.signup_deadline,
        startsAt: event.starts_at,
      },
      now,
    )
  )
    return 'closed';
  const wait = await admit();
  if (wait !== undefined) return { limited: wait };
  const people = Number(input.people);
  const at = now.toISOString();
  return store.write(async (db) => {
    // The event's row first: on PostgreSQL its lock makes the sign-ups to it wait for one another.
    await db.updateTable('workshops').set({ updated_at: event.updated_at }).where('id', '=', event.id).execute();
    const live = await db
      .selectFrom('workshop_signups')
      .select('id')
      .where('live_key', '=', `${event.id}:${input.mobile}`)
      .executeTakeFirst();
    if (live) return 'twice' as const;
    const [counts] = [await seatCounts(db, [event.id])];
    const taken = counts.get(event.id)?.taken ?? 0;
    const waiting = counts.get(event.id)?.waiting ?? 0;
    const seat = waiting === 0 && taken + people <= event.seats;
    const id = randomUUID();
    await db
      .insertInto('workshop_signups')
      .values({
        id,
        workshop_id: event.id,
        name: input.name,
        mobile: input.mobile,
        email: input.email,
        place: input.place,
        people,
        language,
        status: seat ? 'confirmed' : 'waitlist',
        created_at: at,
        status_at: at,
        token_hash: signupTokenHash(randomBytes(32).toString('base64url')),
        live_key: `${event.id}:${input.mobile}`,
        idempotency_key: keyHash,
        reminded_before_at: null,
        reminded_day_at: null,
        invited_at: null,
      })
      .execute();
    if (mailed && input.email) await enqueue(db, workshopMailKinds.signedUp, id, now);
    await bumpVersion(db, workshopsData);
    return {
      place: seat ? ('seat' as const) : ('waitlist' as const),
      emailed: mailed && input.email !== '',
      known: false,
    };
  });
}

/**
 * Gives the people waiting seats, in the order they signed up, while theirs fit (a group that
 * does not fit waits, and those behind it with it: first come, first served). Inside a caller's
 * transaction; resolves with the sign-ups moved up.
 */
async function moveUp(db: Kysely<StoreTables>, event: Selectable<WorkshopRow>, now: Date, mailed: boolean) {
  const counts = await seatCounts(db, [event.id]);
  let taken = counts.get(event.id)?.taken ?? 0;
  const waiting = await db
    .selectFrom('workshop_signups')
    .select(['id', 'people', 'email'])
    .where('workshop_id', '=', event.id)
    .where('status', '=', 'waitlist')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const moved: string[] = [];
  for (const person of waiting) {
    if (taken + person.people > event.seats) break;
    taken += person.people;
    await db
      .updateTable('workshop_signups')
      .set({ status: 'confirmed', status_at: now.toISOString() })
      .where('id', '=', person.id)
      .execute();
    if (mailed && person.email) await enqueue(db, workshopMailKinds.movedUp, person.id, now);
    moved.push(person.id);
  }
  return moved;
}

/** A sign-up as its cancel link's page shows it. */
export interface SignupLink {
  signup: Selectable<WorkshopSignupRow>;
  event: Selectable<WorkshopRow>;
}

export async function signupByToken(db: Kysely<StoreTables>, token: string): Promise<SignupLink | undefined> {
  const signup = await db
    .selectFrom('workshop_signups')
    .selectAll()
    .where('token_hash', '=', signupTokenHash(token))
    .executeTakeFirst();
  if (!signup) return undefined;
  const event = await db.selectFrom('workshops').selectAll().where('id', '=', signup.workshop_id).executeTakeFirst();
  return event && { signup, event };
}

/** Gives a sign-up a new cancel link (its token is made when its mail is sent): resolves with the token. */
export async function newCancelToken(db: Kysely<StoreTables>, id: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .updateTable('workshop_signups')
    .set({ token_hash: signupTokenHash(token) })
    .where('id', '=', id)
    .execute();
  return token;
}

/** Cancels the sign-up the token names, once, and moves the waitlist up into what it gave back. */
export async function cancelSignup(
  store: Pick<Store, 'write'>,
  token: string,
  { now, mailed }: { now: Date; mailed: boolean },
): Promise<'cancelled' | 'already' | 'unknown'> {
  return store.write(async (db) => {
    const signup = await db
      .selectFrom('workshop_signups')
      .select(['id', 'workshop_id', 'status'])
      .where('token_hash', '=', signupTokenHash(token))
      .executeTakeFirst();
    if (!signup) return 'unknown' as const;
    if (signup.status === 'cancelled') return 'already' as const;
    const event = await db
      .selectFrom('workshops')
      .selectAll()
      .where('id', '=', signup.workshop_id)
      .executeTakeFirstOrThrow();
    await db.updateTable('workshops').set({ updated_at: event.updated_at }).where('id', '=', event.id).execute();
    await db
      .updateTable('workshop_signups')
      .set({ status: 'cancelled', status_at: now.toISOString(), live_key: null })
      .where('id', '=', signup.id)
      .execute();
    await moveUp(db, event, now, mailed);
    await bumpVersion(db, workshopsData);
    return 'cancelled' as const;
  });
}

/** The office gives a seat back (a sign-up cancelled by phone) or marks attendance. */
export async function officeSignup(
  store: Pick<Store, 'write'>,
  id: string,
  change: 'cancel' | 'attended' | 'absent',
  { now, mailed }: { now: Date; mailed: boolean },
): Promise<boolean> {
  return store.write(async (db) => {
    const signup = await db.selectFrom('workshop_signups').selectAll().where('id', '=', id).executeTakeFirst();
    if (!signup) return false;
    if (change !== 'cancel') {
      await db
        .updateTable('workshop_signups')
        .set({ attended: change === 'attended' ? 1 : 0 })
        .where('id', '=', id)
        .execute();
      return true;
    }
    if (signup.status === 'cancelled') return true;
    const event = await db
      .selectFrom('workshops')
      .selectAll()
      .where('id', '=', signup.workshop_id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('workshop_signups')
      .set({ status: 'cancelled', status_at: now.toISOString(), live_key: null })
      .where('id', '=', id)
      .execute();
    await moveUp(db, event, now, mailed);
    await bumpVersion(db, workshopsData);
    return true;
  });
}

/** The admin's list: every event, newest start first, with its seats taken and waiting. */
export async function listEvents(db: Kysely<StoreTables>) {
  const rows = await db.selectFrom('workshops').selectAll().orderBy('starts_at', 'desc').limit(500).execute();
  const counts = await seatCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ row, taken: counts.get(row.id)?.taken ?? 0, waiting: counts.get(row.id)?.waiting ?? 0 }));
}

/** One event and its sign-ups, in the order they came. */
export async function oneEvent(db: Kysely<StoreTables>, id: string) {
  const row = await db.selectFrom('workshops').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [signups, photos] = await Promise.all([
    db
      .selectFrom('workshop_signups')
      .selectAll()
      .where('workshop_id', '=', id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    eventPhotos(db, [id]),
  ]);
  return { row, signups, photos };
}
