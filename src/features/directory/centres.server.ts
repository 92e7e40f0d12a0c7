/**
 * The directory's centres in the site's store (decision 095): made, changed, published and
 * unlisted by the office, and read whole for the public pages. Every change raises the
 * directory's data version in its own transaction (server/store/versions.ts), so every replica
 * refreshes the pages made from it; `changed` tells this replica at once.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { StoreTables } from '../../../server/store/schema.ts';
import type { Store } from '../../../server/store/store.ts';
import { bumpVersion } from '../../../server/store/versions.ts';
import {
  channels,
  directoryData,
  type CentreProfile,
  type CentreStatus,
  type Channel,
  type ConsentMethod,
  type PublicCentre,
} from './contract.ts';
import { enqueue } from '../../../server/mail/outbox.ts';
import { shownPhoto } from '../../media/photo.ts';
import { enquiryMailKinds } from '../enquiries/contract.ts';
import type { Language } from '../../languages.ts';
import { storedCentreProfile } from './profile.server.ts';

export { directoryData } from './contract.ts';

/** What the store needs beside its tables: the write path, and this replica's versions to tell. */
export interface DirectoryStore {
  store: Pick<Store, 'db' | 'write'>;
  /** Tells this replica that the directory changed (server/store/versions.ts `changed`). */
  changed(): Promise<void>;
  /** Whether the site sends mail: a centre first published then mails its owner (src/features/enquiries/). */
  mailed?: boolean;
}

/** A consent to list a centre, as recorded. */
export interface Consent {
  givenBy: string;
  givenAt: string;
  method: ConsentMethod;
  channels: Channel[];
  wording: string;
  recordedAt: string;
  /** Whether the owner agreed to receive visitors' enquiries by e-mail, at the profile's address. */
  enquiryMail: boolean;
  /** The language of the mails to the owner: Marathi unless they asked for English. */
  ownerLanguage: Language;
}

/** A centre as the admin sees it. */
export interface AdminCentre {
  id: string;
  slug: string;
  status: CentreStatus;
  profile: CentreProfile;
  registrationNumber: string | null;
  updatedAt: string;
  publishedAt: string | null;
  consent: Consent | undefined;
  photos: { id: string; hash: string; width: number; height: number; altEn: string; altMr: string }[];
}

/** The address a name gives: Latin letters and digits, words joined by `-`, at most 60 characters. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replaceAll(/^-+|-+$/g, '');
  return slug || 'centre';
}

/** The slug for a new centre: its name's, or with `-2`, `-3`… when another centre has it. */
async function freeSlug(db: Kysely<StoreTables>, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (
      await db
        .selectFrom('centres')
        .select('slug')
        .where((where) => where.or([where('slug', '=', base), where('slug', 'like', `${base}-%`)]))
        .execute()
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const now = () => new Date().toISOString();

/** A new centre, a draft unless `consent` comes with it and `publish` asks; resolves with its id and slug. */
export async function createCentre(
  { store, changed }: DirectoryStore,
  profile: CentreProfile,
  options: { registrationNumber?: string | null; consent?: Omit<Consent, 'recordedAt'>; publish?: boolean } = {},
): Promise<{ id: string; slug: string }> {
  const made = await store.write(async (db) => insertCentre(db, profile, options));
  await changed();
  return made;
}

/** Inserts a centre inside a caller's transaction (the CSV import writes all its rows in one). */
export async function insertCentre(
  db: Kysely<StoreTables>,
  profile: CentreProfile,
  options: { registrationNumber?: string | null; consent?: Omit<Consent, 'recordedAt'>; publish?: boolean } = {},
): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const at = now();
  const slug = await freeSlug(db, profile.name.en);
  const publish = options.publish === true && options.consent !== undefined;
  await db
    .insertInto('centres')
    .values({
      id,
      slug,
      status: publish ? 'published' : 'draft',
      district: profile.district,
      profile: JSON.stringify(profile),
      registration_number: options.registrationNumber || null,
      created_at: at,
      updated_at: at,
      published_at: publish ? at : null,
    })
    .execute();
  if (options.consent) await insertConsent(db, id, options.consent, at);
  await bumpVersion(db, directoryData);
  return { id, slug };
}

async function insertConsent(
  db: Kysely<StoreTables>,
  centreId: string,
  consent: Omit<Consent, 'recordedAt'>,
  at: string,
) {
  await db
    .insertInto('centre_consents')
    .values({
      id: randomUUID(),
      centre_id: centreId,
      given_by: consent.givenBy,
      given_at: consent.givenAt,
      method: consent.method,
      channels: JSON.stringify(consent.channels),
      wording: consent.wording,
      recorded_at: at,
      enquiry_mail: consent.enquiryMail ? 1 : 0,
      owner_language: consent.ownerLanguage,
    })
    .execute();
}

/** Changes a centre's profile; false when there is no such centre. */
export async function updateCentre({ store, changed }: DirectoryStore, id: string, profile: CentreProfile) {
  const found = await store.write(async (db) => {
    const result = await db
      .updateTable('centres')
      .set({ profile: JSON.stringify(profile), district: profile.district, updated_at: now() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numUpdatedRows === 0n) return false;
    await bumpVersion(db, directoryData);
    return true;
  });
  if (found) await changed();
  return found;
}

/** Records a consent given to list a centre; false when there is no such centre. */
export async function recordConsent(
  { store, changed }: DirectoryStore,
  id: string,
  consent: Omit<Consent, 'recordedAt'>,
) {
  const found = await store.write(async (db) => {
    const centre = await db.selectFrom('centres').select('id').where('id', '=', id).executeTakeFirst();
    if (!centre) return false;
    await insertConsent(db, id, consent, now());
    await db.updateTable('centres').set({ updated_at: now() }).where('id', '=', id).execute();
    await bumpVersion(db, directoryData);
    return true;
  });
  if (found) await changed();
  return found;
}

/**
 * Publishes or unlists a centre (or takes it back to a draft). Publishing needs a consent on
 * record: without one the answer is `no-consent` and nothing changes. The first publication
 * writes the owner's mail to the outbox (with mail), in the same transaction.
 */
export async function setStatus(
  { store, changed, mailed = false }: DirectoryStore,
  id: string,
  status: CentreStatus,
): Promise<'done' | 'not-found' | 'no-consent'> {
  const outcome = await store.write(async (db) => {
    const centre = await db
      .selectFrom('centres')
      .select(['id', 'published_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!centre) return 'not-found' as const;
    if (status === 'published') {
      const consent = await db
        .selectFrom('centre_consents')
        .select('id')
        .where('centre_id', '=', id)
        .executeTakeFirst();
      if (!consent) return 'no-consent' as const;
    }
    const at = now();
    const first = status === 'published' && !centre.published_at;
    await db
      .updateTable('centres')
      .set({ status, updated_at: at, ...(first && { published_at: at }) })
      .where('id', '=', id)
      .execute();
    // Its owner hears of it once: the page's address and a link to unlist it (issue 54).
    if (first && mailed) await enqueue(db, enquiryMailKinds.published, id, new Date(at));
    await bumpVersion(db, directoryData);
    return 'done' as const;
  });
  if (outcome === 'done') await changed();
  return outcome;
}

const consentOf = (row: Selectable<StoreTables['centre_consents']> | undefined): Consent | undefined =>
  row && {
    givenBy: row.given_by,
    givenAt: row.given_at,
    method: row.method as ConsentMethod,
    channels: (JSON.parse(row.channels) as string[]).filter((one): one is Channel =>
      (channels as readonly string[]).includes(one),
    ),
    wording: row.wording,
    recordedAt: row.recorded_at,
    enquiryMail: row.enquiry_mail === 1,
    ownerLanguage: row.owner_language === 'en' ? 'en' : 'mr',
  };

/** Every centre, newest change first, for the admin's list (at most `cap`). */
export async function listCentres(db: Kysely<StoreTables>, cap = 2_000) {
  const rows = await db
    .selectFrom('centres')
    .select(['id', 'slug', 'status', 'district', 'profile', 'updated_at', 'registration_number'])
    .orderBy('updated_at', 'desc')
    .limit(cap)
    .execute();
  const consented = new Set(
    (await db.selectFrom('centre_consents').select('centre_id').distinct().execute()).map((row) => row.centre_id),
  );
  return rows.map((row) => {
    const profile = storedCentreProfile(row.profile);
    return {
      id: row.id,
      slug: row.slug,
      status: row.status as CentreStatus,
      name: profile.name,
      district: row.district,
      village: profile.village,
      updatedAt: row.updated_at,
      registrationNumber: row.registration_number,
      consented: consented.has(row.id),
    };
  });
}

/** One centre with its newest consent and its photos, or undefined. */
export async function oneCentre(db: Kysely<StoreTables>, id: string): Promise<AdminCentre | undefined> {
  const row = await db.selectFrom('centres').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [consent, photos] = await Promise.all([
    db
      .selectFrom('centre_consents')
      .selectAll()
      .where('centre_id', '=', id)
      .orderBy('recorded_at', 'desc')
      .executeTakeFirst(),
    db.selectFrom('centre_photos').selectAll().where('centre_id', '=', id).orderBy('position').execute(),
  ]);
  return {
    id: row.id,
    slug: row.slug,
    status: row.status as CentreStatus,
    profile: storedCentreProfile(row.profile),
    registrationNumber: row.registration_number,
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    consent: consentOf(consent),
    photos: photos.map((photo) => ({
      id: photo.id,
      hash: photo.hash,
      width: photo.width,
      height: photo.height,
      altEn: photo.alt_en,
      altMr: photo.alt_mr,
    })),
  };
}

/** What the public pages are made from: the published centres, and the slugs of those unlisted (410). */
export interface Directory {
  centres: PublicCentre[];
  bySlug: Map<string, PublicCentre>;
  unlisted: Set<string>;
}

/**
 * Every published centre as the public may see it: its contact channels only those its newest
 * consent names (nothing of a centre without one), its photos; and the slugs of unlisted centres.
 * A row whose profile cannot be read is left out (and named in the error), never shown half.
 */
export async function loadDirectory(db: Kysely<StoreTables>): Promise<Directory> {
  const rows = await db
    .selectFrom('centres')
    .select(['id', 'slug', 'status', 'profile', 'updated_at'])
    .where('status', 'in', ['published', 'unlisted'])
    .orderBy('slug')
    .execute();
  const published = rows.filter((row) => row.status === 'published');
  const ids = published.map((row) => row.id);
  const [consents, photos] = ids.length
    ? await Promise.all([
        db.selectFrom('centre_consents').selectAll().where('centre_id', 'in', ids).orderBy('recorded_at').execute(),
        db.selectFrom('centre_photos').selectAll().where('centre_id', 'in', ids).orderBy('position').execute(),
      ])
    : [[], []];
  const newest = new Map(consents.map((row) => [row.centre_id, consentOf(row)]));
  const centres: PublicCentre[] = [];
  for (const row of published) {
    const consent = newest.get(row.id);
    if (!consent) continue;
    let profile: CentreProfile;
    try {
      profile = storedCentreProfile(row.profile);
    } catch {
      continue;
    }
    const shown = new Set(consent.channels);
    const contact = Object.fromEntries(
      channels.map((channel) => [channel, shown.has(channel) ? profile.contact[channel] : '']),
    ) as CentreProfile['contact'];
    centres.push({
      slug: row.slug,
      profile: { ...profile, contact },
      photos: photos.filter((photo) => photo.centre_id === row.id).map(shownPhoto),
      updatedAt: row.updated_at,
    });
  }
  return {
    centres,
    bySlug: new Map(centres.map((centre) => [centre.slug, centre])),
    unlisted: new Set(rows.filter((row) => row.status === 'unlisted').map((row) => row.slug)),
  };
}
