/**
 * The newsletter's archive and the office's compose pages (issue 55, decision 099): their
 * loaders and actions. The archive is made from the store's snapshot of the issues gone out (a
 * page cached until an issue goes out); the compose pages are for a signed-in admin only.
 * Redirects are written without the language prefix: the router's basename adds it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { signedIn } from '../../admin-gate.server.ts';
import { officeAddress } from '../../office-address.ts';
import { siteOf } from '../../site.server.ts';
import { snapshotsContext, type Snapshots } from '../../../server/store/snapshots.ts';
import { isEmailAddress } from '../../forms/email.ts';
import { plainText } from '../../plain-text.ts';
import { issueFields, newsletterData, newsletterPaths, type IssueProblems, type IssueValues } from './contract.ts';
import { issueHtml, issueText } from './issue-markdown.server.ts';
import {
  createIssue,
  listIssues,
  loadArchive,
  oneIssue,
  pauseIssue,
  startSending,
  updateIssue,
  type AdminIssue,
  type ArchivedIssue,
} from './issues.server.ts';

type Context = LoaderFunctionArgs['context'];

const archiveOf = (snapshots: Snapshots | undefined): Promise<ArchivedIssue[]> =>
  snapshots ? snapshots.get(newsletterData, loadArchive) : Promise.resolve([]);

/** /newsletter/archive: every issue gone out, newest first (subjects and dates only). */
export async function archiveLoader({ context }: LoaderFunctionArgs) {
  const issues = await archiveOf(context.get(snapshotsContext));
  return { issues: issues.map(({ slug, subject, sentAt }) => ({ slug, subject, sentAt })) };
}

/** /newsletter/archive/:slug: one issue as it went out; 404 for a slug the archive does not hold. */
export async function archiveIssueLoader({ params, context }: LoaderFunctionArgs) {
  const issue = (await archiveOf(context.get(snapshotsContext))).find((one) => one.slug === params.slug);
  if (!issue) throw data(null, { status: 404 });
  return { issue };
}

/** Every issue's page, for sitemap.xml. */
export async function archivePages(snapshots: Snapshots | undefined): Promise<string[]> {
  const issues = await archiveOf(snapshots).catch(() => []);
  return issues.map((issue) => newsletterPaths.archiveIssue(issue.slug));
}

function storeOf(context: Context) {
  const { store } = siteOf(context).services;
  if (!store) throw new Error('The site has no store');
  return store;
}

/** The admin's list of issues. */
export interface ComposeListData {
  csrf: string;
  issues: AdminIssue[];
  confirmed: number;
  mailed: boolean;
  unavailable?: true;
}

const confirmedCount = async (context: Context) => {
  const { count } = await storeOf(context)
    .db.selectFrom('newsletter_subscribers')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where('status', '=', 'confirmed')
    .executeTakeFirstOrThrow();
  return Number(count);
};

/** /admin/newsletter: the issues, newest first, and the way to write a new one. */
export async function composeListLoader({ request, context }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const { newsletterSender } = siteOf(context).services;
  const page: ComposeListData = {
    csrf: admin.csrfToken,
    issues: [],
    confirmed: 0,
    mailed: newsletterSender !== undefined,
  };
  try {
    page.issues = await listIssues(storeOf(context).db);
    page.confirmed = await confirmedCount(context);
  } catch {
    return data({ ...page, unavailable: true as const }, { status: 503 });
  }
  return data(page);
}

/** One issue's page: its form, its preview in both languages, and how its sending stands. */
export interface ComposeIssueData {
  csrf: string;
  issue: AdminIssue | undefined;
  values: IssueValues;
  problems: IssueProblems;
  preview: { en: { html: string; text: string }; mr: { html: string; text: string } } | undefined;
  confirmed: number;
  mailed: boolean;
  testTo: string;
  outcome?:
    | 'created'
    | 'saved'
    | 'test-sent'
    | 'test-failed'
    | 'started'
    | 'busy'
    | 'not-draft'
    | 'paused'
    | 'resumed'
    | 'bad-address'
    | 'unconfirmed'
    | undefined;
  reason?: string | undefined;
  unavailable?: true;
}

const emptyValues: IssueValues = { subject_en: '', subject_mr: '', body_en: '', body_mr: '' };

/** The preview sits under the page's `<h3>` of its language: the body's `#` is an `<h4>` there. */
const previewOf = (values: IssueValues, origin: string): ComposeIssueData['preview'] => ({
  en: { html: issueHtml(values.body_en, origin, 3), text: issueText(values.body_en, origin) },
  mr: { html: issueHtml(values.body_mr, origin, 3), text: issueText(values.body_mr, origin) },
});

const outcomes = ['created', 'saved', 'test-sent', 'started', 'paused', 'resumed'] as const;

/** /admin/newsletter/new and /admin/newsletter/:id. */
export async function composeIssueLoader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const { services } = siteOf(context);
  const done = new URL(request.url).searchParams.get('done');
  const page: ComposeIssueData = {
    csrf: admin.csrfToken,
    issue: undefined,
    values: emptyValues,
    problems: {},
    preview: undefined,
    confirmed: 0,
    mailed: services.newsletterSender !== undefined,
    testTo: officeAddress(services.config),
    ...((outcomes as readonly string[]).includes(done ?? '') && { outcome: done as (typeof outcomes)[number] }),
  };
  try {
    page.confirmed = await confirmedCount(context);
    if (params.id) {
      const issue = await oneIssue(storeOf(context).db, params.id);
      if (!issue) throw data(null, { status: 404 });
      page.issue = issue;
      page.values = issue.values;
      page.preview = previewOf(issue.values, services.config.siteUrl.origin);
    }
  } catch (error) {
    if (error instanceof Response || (error as { status?: number }).status === 404) throw error;
    return data({ ...page, unavailable: true as const }, { status: 503 });
  }
  return data(page);
}

/** Back to the issue's page, saying what was done. */
const to = (id: string, done: string) => redirect(`${newsletterPaths.adminIssue(id)}?done=${done}`, 303);

const text = (value: FormDataEntryValue | null, lines = false) =>
  typeof value === 'string' ? plainText(value, { lines }).trim() : '';

/**
 * POST to an issue's page, with the session's form token (403 without): `save` (a new draft, or
 * the draft changed), `test` (the saved draft to one address now), `send` (to every confirmed
 * subscriber, once it is saved and complete), `pause` and `resume`. Each ends on the issue's page
 * saying what happened (303), or the page again with the problems.
 */
export async function composeIssueAction({ request, context, params }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
  const { services } = siteOf(context);
  const store = storeOf(context);
  const intent = String(form.get('intent') ?? '');
  const now = new Date();
  const values = Object.fromEntries(
    issueFields.map((field) => [field, text(form.get(field), field.startsWith('body'))]),
  ) as IssueValues;
  /** The page again, with what was typed and what happened (the action's answer is the page's whole data). */
  const again = async (extra: Partial<ComposeIssueData>, status = 400) => {
    const issue = params.id ? await oneIssue(store.db, params.id).catch(() => undefined) : undefined;
    return data(
      {
        csrf: admin.csrfToken,
        issue,
        values: issue && issue.status !== 'draft' ? issue.values : values,
        problems: {},
        preview: previewOf(values, services.config.siteUrl.origin),
        confirmed: await confirmedCount(context).catch(() => 0),
        mailed: services.newsletterSender !== undefined,
        testTo: text(form.get('test_to')) || officeAddress(services.config),
        ...extra,
      } satisfies ComposeIssueData,
      { status },
    );
  };
  try {
    if (!params.id) {
      const made = await createIssue(store, values, now);
      if ('problems' in made) return again({ problems: made.problems });
      throw to(made.id, 'created');
    }
    const id = params.id;
    if (intent === 'save') {
      const saved = await updateIssue(store, id, values, now);
      if (saved === 'not-found') throw data(null, { status: 404 });
      if (saved === 'not-draft') return again({ outcome: 'not-draft' }, 409);
      if (typeof saved === 'object') return again({ problems: saved.problems });
      throw to(id, 'saved');
    }
    if (intent === 'test') {
      const address = text(form.get('test_to'));
      if (!isEmailAddress(address)) return again({ outcome: 'bad-address' });
      const issue = await oneIssue(store.db, id);
      if (!issue) throw data(null, { status: 404 });
      if (!services.newsletterSender) return again({ outcome: 'test-failed', reason: 'SMTP_URL' }, 503);
      try {
        await services.newsletterSender.sendTest({ id, slug: issue.slug, ...issue.values }, address);
      } catch (error) {
        return again(
          {
            outcome: 'test-failed',
            reason: String((error as { response?: unknown }).response ?? (error as Error).message).slice(0, 200),
          },
          502,
        );
      }
      // Answered here, not on to the page: it says the address the test went to.
      return again({ outcome: 'test-sent', testTo: address }, 200);
    }
    if (intent === 'send') {
      if (form.get('confirm') !== 'yes') return again({ outcome: 'unconfirmed' });
      if (!services.newsletterSender) return again({ outcome: 'test-failed', reason: 'SMTP_URL' }, 503);
      const started = await startSending(store, id, now);
      if (started === 'not-found') throw data(null, { status: 404 });
      if (started === 'not-draft') return again({ outcome: 'not-draft' }, 409);
      if (started === 'busy') return again({ outcome: 'busy' }, 409);
      if ('problems' in started) return again({ problems: started.problems });
      await services.versions?.changed(newsletterData);
      services.newsletterSender.poke();
      throw to(id, 'started');
    }
    if (intent === 'pause' || intent === 'resume') {
      const changed = await pauseIssue(store, id, intent === 'pause', now);
      if (!changed) return again({ outcome: 'not-draft' }, 409);
      if (intent === 'resume') services.newsletterSender?.poke();
      throw to(id, intent === 'pause' ? 'paused' : 'resumed');
    }
    throw data(null, { status: 400 });
  } catch (error) {
    if (error instanceof Response || (error as { status?: number }).status !== undefined) throw error;
    return again({ unavailable: true }, 503);
  }
}
