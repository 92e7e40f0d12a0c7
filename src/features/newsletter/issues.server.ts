/**
 * The newsletter's issues in the site's store (issue 55, decision 099): written and changed as
 * drafts, then sent: the confirmed subscribers of that moment each get a delivery row, in the
 * transaction that starts the sending, so a subscriber who confirms later is not added half way
 * and one who leaves is skipped (./sender.server.ts). Sending raises the archive's data version.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NewsletterIssueRow, StoreTables } from '../../../server/store/schema.ts';
import type { Store } from '../../../server/store/store.ts';
import { bumpVersion } from '../../../server/store/versions.ts';
import { issueProblems, newsletterData, type IssueProblems, type IssueStatus, type IssueValues } from './contract.ts';
import { issueHtml } from './issue-markdown.server.ts';

/** An issue as the admin sees it, with how its sending stands. */
export interface AdminIssue {
  id: string;
  slug: string | null;
  status: IssueStatus;
  values: IssueValues;
  createdAt: string;
  updatedAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  counts: { pending: number; sent: number; failed: number; left: number };
  /** The latest failures: an address and the mail server's answer. */
  failures: { email: string; error: string }[];
}

const valuesOf = (row: NewsletterIssueRow): IssueValues => ({
  subject_en: row.subject_en,
  subject_mr: row.subject_mr,
  body_en: row.body_en,
  body_mr: row.body_mr,
});

async function countsOf(db: Kysely<StoreTables>, ids: string[]) {
  const counts = new Map<string, AdminIssue['counts']>();
  if (ids.length === 0) return counts;
  const rows = await db
    .selectFrom('newsletter_deliveries')
    .select((eb) => ['issue_id', 'status', eb.fn.countAll<number | string | bigint>().as('count')])
    .where('issue_id', 'in', ids)
    .groupBy(['issue_id', 'status'])
    .execute();
  for (const row of rows) {
    const one = counts.get(row.issue_id) ?? { pending: 0, sent: 0, failed: 0, left: 0 };
    if (row.status in one) one[row.status as keyof typeof one] = Number(row.count);
    counts.set(row.issue_id, one);
  }
  return counts;
}

const adminIssueOf = (row: NewsletterIssueRow, counts: AdminIssue['counts'] | undefined): AdminIssue => ({
  id: row.id,
  slug: row.slug,
  status: row.status as IssueStatus,
  values: valuesOf(row),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  counts: counts ?? { pending: 0, sent: 0, failed: 0, left: 0 },
  failures: [],
});

/** Every issue, newest first (at most `cap`), with its counts. */
export async function listIssues(db: Kysely<StoreTables>, cap = 200): Promise<AdminIssue[]> {
  const rows = await db.selectFrom('newsletter_issues').selectAll().orderBy('created_at', 'desc').limit(cap).execute();
  const counts = await countsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => adminIssueOf(row, counts.get(row.id)));
}

/** One issue with its counts and its latest 20 failures, or undefined. */
export async function oneIssue(db: Kysely<StoreTables>, id: string): Promise<AdminIssue | undefined> {
  const row = await db.selectFrom('newsletter_issues').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [counts, failures] = await Promise.all([
    countsOf(db, [id]),
    db
      .selectFrom('newsletter_deliveries')
      .select(['email', 'last_error'])
      .where('issue_id', '=', id)
      .where('status', '=', 'failed')
      .orderBy('sent_at', 'desc')
      .limit(20)
      .execute(),
  ]);
  return {
    ...adminIssueOf(row, counts.get(id)),
    failures: failures.map((failure) => ({ email: failure.email, error: failure.last_error ?? '' })),
  };
}

/** A new draft; resolves with its id, or the problems of its values. */
export async function createIssue(
  store: Pick<Store, 'write'>,
  values: IssueValues,
  now: Date,
): Promise<{ id: string } | { problems: IssueProblems }> {
  const problems = issueProblems(values, { sending: false });
  if (Object.keys(problems).length > 0) return { problems };
  const id = randomUUID();
  const at = now.toISOString();
  await store.write((db) =>
    db
      .insertInto('newsletter_issues')
      .values({
        id,
        slug: null,
        ...values,
        status: 'draft',
        created_at: at,
        updated_at: at,
        started_at: null,
        finished_at: null,
        sender: null,
        sender_until: null,
      })
      .execute(),
  );
  return { id };
}

/** Changes a draft; `not-draft` once it has gone out (what was sent stays as sent). */
export async function updateIssue(
  store: Pick<Store, 'write'>,
  id: string,
  values: IssueValues,
  now: Date,
): Promise<'saved' | 'not-found' | 'not-draft' | { problems: IssueProblems }> {
  const problems = issueProblems(values, { sending: false });
  if (Object.keys(problems).length > 0) return { problems };
  return store.write(async (db) => {
    const row = await db.selectFrom('newsletter_issues').select('status').where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found' as const;
    if (row.status !== 'draft') return 'not-draft' as const;
    await db
      .updateTable('newsletter_issues')
      .set({ ...values, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    return 'saved' as const;
  });
}

/** The archive page's address of an issue: its month and its English subject (else `issue`), unique. */
async function freeSlug(db: Kysely<StoreTables>, values: IssueValues, now: Date): Promise<string> {
  const words = (values.subject_en || '')
    .normalize('NFKD')
    .replaceAll(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replaceAll(/^-+|-+$/g, '');
  const base = `${now.toISOString().slice(0, 7)}-${words || 'issue'}`;
  const taken = new Set(
    (await db.selectFrom('newsletter_issues').select('slug').where('slug', 'like', `${base}%`).execute()).map(
      (row) => row.slug,
    ),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Starts sending a draft: checks it can be sent (both fields of each language written, one at
 * least), writes a delivery a confirmed subscriber, and sets it `sending` with its archive
 * address, all in one transaction. `busy` while another issue is going out: one at a time.
 */
export async function startSending(
  store: Pick<Store, 'write'>,
  id: string,
  now: Date,
): Promise<{ started: number } | 'not-found' | 'not-draft' | 'busy' | { problems: IssueProblems }> {
  const at = now.toISOString();
  return store.write(async (db) => {
    const row = await db.selectFrom('newsletter_issues').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found' as const;
    if (row.status !== 'draft') return 'not-draft' as const;
    const problems = issueProblems(valuesOf(row), { sending: true });
    if (Object.keys(problems).length > 0) return { problems };
    const other = await db
      .selectFrom('newsletter_issues')
      .select('id')
      .where('status', 'in', ['sending', 'paused'])
      .executeTakeFirst();
    if (other) return 'busy' as const;
    const subscribers = await db
      .selectFrom('newsletter_subscribers')
      .select(['id', 'email', 'language', 'confirmed_at', 'consented_at'])
      .where('status', '=', 'confirmed')
      .execute();
    for (let start = 0; start < subscribers.length; start += 500)
      await db
        .insertInto('newsletter_deliveries')
        .values(
          subscribers.slice(start, start + 500).map((subscriber) => ({
            id: randomUUID(),
            issue_id: id,
            subscriber_id: subscriber.id,
            email: subscriber.email,
            language: subscriber.language,
            subscribed_at: subscriber.confirmed_at ?? subscriber.consented_at,
            status: 'pending',
            next_attempt_at: at,
            claimed_by: null,
            claimed_until: null,
            sent_at: null,
            last_error: null,
            token_hash: null,
          })),
        )
        .execute();
    await db
      .updateTable('newsletter_issues')
      .set({ status: 'sending', slug: await freeSlug(db, valuesOf(row), now), started_at: at, updated_at: at })
      .where('id', '=', id)
      .execute();
    await bumpVersion(db, newsletterData);
    return { started: subscribers.length };
  });
}

/** Pauses a sending issue, or resumes a paused one; false when it is in neither state. */
export async function pauseIssue(store: Pick<Store, 'write'>, id: string, pause: boolean, now: Date) {
  return store.write(async (db) => {
    const { numUpdatedRows } = await db
      .updateTable('newsletter_issues')
      .set({ status: pause ? 'paused' : 'sending', updated_at: now.toISOString() })
      .where('id', '=', id)
      .where('status', '=', pause ? 'sending' : 'paused')
      .executeTakeFirst();
    return numUpdatedRows > 0n;
  });
}

/** An issue as its archive page shows it: its subject and body (HTML) in each language, when it went out. */
export interface ArchivedIssue {
  slug: string;
  subject: { en: string; mr: string };
  html: { en: string; mr: string };
  sentAt: string;
}

/** The issues that have gone out (or are going), newest first: what the archive's pages are made from. */
export async function loadArchive(db: Kysely<StoreTables>): Promise<ArchivedIssue[]> {
  const rows = await db
    .selectFrom('newsletter_issues')
    .selectAll()
    .where('status', 'in', ['sending', 'paused', 'sent'])
    .where('slug', 'is not', null)
    .orderBy('started_at', 'desc')
    .execute();
  return rows.map((row) => ({
    slug: row.slug!,
    subject: { en: row.subject_en, mr: row.subject_mr },
    // Relative to the site: the page is on it.
    html: { en: issueHtml(row.body_en, '', 1), mr: issueHtml(row.body_mr, '', 1) },
    sentAt: row.started_at ?? row.created_at,
  }));
}
