import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { pathIn, splitPath } from '../../languages.ts';
import { plainText } from '../../plain-text.ts';
import { signedIn, signedOut, type SignedInAdmin } from '../../admin-gate.server.ts';

export { signedIn };
import type { BackendProblem as ServiceProblem } from '../../../server/backend/client.ts';
import { siteOf } from '../../site.server.ts';
import {
  fieldProblems,
  registrationSchema,
  registrationTextFields,
  textFieldSpecs,
  type RegistrationValues,
} from '../registration/contract.ts';
import { adminPaths } from './contract.ts';
import { csvDownload } from '../../csv.ts';
import { indiaTime } from '../../admin-lists.ts';
import { csvFileName, recordsCsv } from './csv.ts';
import { markOpened, marksOf, readMarks, setArchived, type StoredMarks } from './marks.server.ts';
import type { AdminListData, AdminRecordData, BackendProblem } from './page-data.ts';
import {
  applyFilter,
  filterQuery,
  isRecordRef,
  newestFirst,
  noMarks,
  readFilter,
  receivedTime,
  type AdminRecord,
  type ListedRecord,
} from './records.ts';

/** How many messages are new, for the area's navigation; undefined when the store does not answer. */
export async function newMessages(admin: SignedInAdmin): Promise<number | undefined> {
  try {
    return await admin.inbox.countNew();
  } catch {
    return undefined;
  }
}

/**
 * The admin area's loaders and action (issue 13, decision 054): the registrations the backend
 * holds, listed, filtered, exported, opened and corrected, for an admin with a live session
 * only. The session is the server's (src/admin-gate.server.ts), the backend's calls the area's
 * (area.server.ts): the backend is
 * called with the session's token, which never reaches the browser. Without a session every
 * admin address goes on to the login page with its way back (303); when the backend no longer
 * takes the token the session ends and the same happens. The routes are `handle.personal`: their
 * answers are `no-store`, `noindex` and never cached (server/render.ts). Redirects here are
 * written without the language prefix: the router's basename adds it (src/current-language.ts).
 */

const isTrouble = (problem: ServiceProblem): problem is BackendProblem =>
  problem === 'down' || problem === 'slow' || problem === 'failed';
const backendProblem = (problem: ServiceProblem): BackendProblem => (isTrouble(problem) ? problem : 'failed');

/** The query string as the filter reads it: one value as text, a repeated one as a list. */
const queryOf = (url: URL) => paramsOf(url.searchParams);
const paramsOf = (params: URLSearchParams) =>
  Object.fromEntries(
    [...new Set(params.keys())].map((name) => {
      const all = params.getAll(name);
      return [name, all.length === 1 ? all[0] : all];
    }),
  );

/** /admin and any other address under it: the list for /admin, else 404; either only with a session. */
export async function adminEntryLoader({ request, context }: LoaderFunctionArgs): Promise<never> {
  await signedIn(request, context);
  const path = splitPath(new URL(request.url).pathname).path.replace(/\/+$/, '');
  if (path === adminPaths.area) throw redirect(adminPaths.list, 303);
  throw data(null, { status: 404 });
}

/** The store's marks (decision 103), or undefined when it does not answer: the list goes on without them. */
async function storedMarks(context: LoaderFunctionArgs['context']): Promise<StoredMarks | undefined> {
  const { visitor, services } = siteOf(context);
  try {
    return await readMarks(services.store);
  } catch (error) {
    visitor.log.warn({ err: error }, 'registration marks not read');
    return undefined;
  }
}

/** The records with when each came (India's time) and its marks, newest first. */
const listed = (records: readonly AdminRecord[], stored: StoredMarks | undefined): ListedRecord[] =>
  newestFirst(records).map((record) => ({
    ...record,
    received: receivedTime(record.created_at),
    ...(stored ? marksOf(record, stored) : noMarks),
  }));

/** What an archive or a restore from the list came back to say (`?done=`). */
const doneOf = (url: URL) => {
  const done = url.searchParams.get('done');
  return done === 'archived' || done === 'restored' ? done : undefined;
};

/**
 * /admin/registrations: every record, newest first, with the site's marks (archived, new); the
 * page narrows them with the filter (archived ones only under their own view).
 */
export async function listLoader({ request, context }: LoaderFunctionArgs): Promise<AdminListData> {
  const admin = await signedIn(request, context);
  const url = new URL(request.url);
  const { filter, badDate } = readFilter(queryOf(url));
  const [answer, count, stored] = await Promise.all([admin.list(), newMessages(admin), storedMarks(context)]);
  if (!answer.ok && answer.problem === 'unauthorized') return signedOut(request, context);
  const done = doneOf(url);
  return {
    view: 'list',
    csrf: admin.csrfToken,
    newMessages: count,
    filter,
    badDate,
    records: answer.ok ? listed(answer.value.records, stored) : [],
    unreadable: answer.ok ? answer.value.unreadable : 0,
    ...(!stored && { marksUnavailable: true }),
    ...(done && { done }),
    ...(!answer.ok && { problem: backendProblem(answer.problem) }),
  };
}

/**
 * /admin/registrations.csv (a resource route): the records the list shows, filtered the same
 * way, as a UTF-8 CSV file in the page's language (src/features/admin/csv.ts), a download that
 * no cache keeps; each document as the site's own link to it, in the page's language. When the
 * backend fails, back to the list, which says why.
 */
export async function csvLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const admin = await signedIn(request, context);
  const url = new URL(request.url);
  const [answer, stored] = await Promise.all([admin.list(), storedMarks(context)]);
  if (!answer.ok && answer.problem === 'unauthorized') return signedOut(request, context);
  if (!answer.ok) throw redirect(`${adminPaths.list}${url.search}`, 303);
  const records = applyFilter(listed(answer.value.records, stored), readFilter(queryOf(url)).filter);
  const { siteUrl } = siteOf(context).services.config;
  const { lang } = splitPath(url.pathname);
  const documentLink = (ref: string) => new URL(pathIn(lang, adminPaths.document(ref)), siteUrl).href;
  return csvDownload(recordsCsv(records, documentLink), csvFileName);
}

/**
 * /admin/registrations/:id: one record, its marks (archived or not) and the form that corrects
 * it; a row the backend gave no id is shown read-only (there is no number to send a correction
 * to). Opening it (GET) notes in the store that an admin has seen it: it is no longer new. 404
 * for a record the list does not hold.
 */
export async function recordLoader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const id = params.id ?? '';
  if (!isRecordRef(id)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const [answer, count, stored] = await Promise.all([admin.list(), newMessages(admin), storedMarks(context)]);
  if (!answer.ok && answer.problem === 'unauthorized') return signedOut(request, context);
  const record = answer.ok ? answer.value.records.find((candidate) => candidate.ref === id) : undefined;
  const page: AdminRecordData = { view: 'record', csrf: admin.csrfToken, id, newMessages: count };
  if (!answer.ok) page.problem = backendProblem(answer.problem);
  else if (!record) page.outcome = 'not-found';
  else if (!record.id) Object.assign(page, { record, unnumbered: true });
  else {
    const saved = url.searchParams.get('saved') === '1';
    Object.assign(page, { record, values: valuesOf(record), ...(saved && { outcome: 'saved' }) });
  }
  if (record) {
    page.received = receivedTime(record.created_at);
    const marks = stored ? marksOf(record, stored) : undefined;
    if (marks) page.archivedAt = marks.archived ? indiaTime(marks.archivedAt) : '';
    else page.marksUnavailable = true;
    if (request.method === 'GET' && stored && !stored.opened.has(record.ref)) await opened(context, record.ref);
  }
  const done = doneOf(url);
  if (record && !page.outcome && done) page.outcome = done;
  // Back from a document the backend did not give (document.server.ts).
  if (record && !page.outcome && url.searchParams.get('document') === 'unavailable') page.outcome = 'no-document';
  return data(page, { status: page.outcome === 'not-found' ? 404 : 200 });
}

/** Notes that an admin opened a record; a store that fails is logged, and the page shown all the same. */
async function opened(context: LoaderFunctionArgs['context'], ref: string) {
  const { visitor, services } = siteOf(context);
  try {
    await markOpened(services.store, ref, new Date());
  } catch (error) {
    visitor.log.warn({ err: error }, 'registration not marked opened');
  }
}

/**
 * POST /admin/registrations/:id with `intent` `archive` or `restore` (decision 103): the record is
 * archived (hidden from the list but for its Archived view) or restored to the list, in the
 * site's store; the backend is not changed. Any record the list holds, numbered or not. From the
 * list (`back`: its query), back to the list with the same filter; else back to the record; each
 * says what was done (303). 404 for a record the list does not hold; when the store does not
 * answer, the record's page says so (503).
 */
async function archiveAction(
  admin: SignedInAdmin,
  request: Request,
  context: ActionFunctionArgs['context'],
  id: string,
  form: FormData,
) {
  const archive = form.get('intent') === 'archive';
  const page: AdminRecordData = { view: 'record', csrf: admin.csrfToken, id };
  const held = await admin.list();
  if (!held.ok && held.problem === 'unauthorized') return signedOut(request, context);
  if (!held.ok) return data({ ...page, problem: backendProblem(held.problem) } satisfies AdminRecordData);
  const record = held.value.records.find((candidate) => candidate.ref === id);
  if (!record) return data({ ...page, outcome: 'not-found' } satisfies AdminRecordData, { status: 404 });
  const { visitor, services } = siteOf(context);
  try {
    await setArchived(services.store, record.ref, archive, new Date());
  } catch (error) {
    visitor.log.warn({ err: error }, 'registration archive not kept');
    return data({ ...page, outcome: 'unavailable' } satisfies AdminRecordData, { status: 503 });
  }
  const done = `done=${archive ? 'archived' : 'restored'}`;
  const back = form.get('back');
  if (typeof back !== 'string') throw redirect(`${adminPaths.record(id)}?${done}`, 303);
  // The list's filter, read again as the list reads it: nothing else of what was posted goes into the address.
  const query = filterQuery(readFilter(paramsOf(new URLSearchParams(back))).filter);
  throw redirect(`${adminPaths.list}${query ? `${query}&` : '?'}${done}`, 303);
}

/**
 * POST /admin/registrations/:id: a correction, with the session's form token (403 without it;
 * server/app.ts refuses other sites' posts first), or with `intent` an archive or a restore
 * (`archiveAction`). Only a numbered record the list holds is sent on (404 else, nothing sent);
 * invalid fields are refused (400) with the form's own messages and what was typed kept; a saved
 * one goes on (303) to the record, which says so.
 */
export async function recordAction({ request, context, params }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  const id = params.id ?? '';
  if (!isRecordRef(id)) throw data(null, { status: 404 });
  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
  const intent = form.get('intent');
  if (intent === 'archive' || intent === 'restore') return archiveAction(admin, request, context, id, form);
  if (intent !== null || !/^\d{1,18}$/.test(id)) throw data(null, { status: intent === null ? 404 : 400 });
  const values = Object.fromEntries(
    textFieldSpecs.map(({ name, input }) => {
      const all = form.getAll(name);
      return [
        name,
        all.length === 1 && typeof all[0] === 'string' ? plainText(all[0], { lines: input.multiline === true }) : '',
      ];
    }),
  ) as RegistrationValues;
  const page: AdminRecordData = { view: 'record', csrf: admin.csrfToken, id, values };
  const held = await admin.list();
  if (!held.ok && held.problem === 'unauthorized') return signedOut(request, context);
  if (!held.ok) return data({ ...page, outcome: 'refused', problem: backendProblem(held.problem) } as AdminRecordData);
  if (!held.value.records.some((record) => record.id === id)) {
    return data({ view: 'record', csrf: admin.csrfToken, id, outcome: 'not-found' } as AdminRecordData, {
      status: 404,
    });
  }
  const checked = registrationSchema.safeParse(values);
  if (!checked.success) {
    const fields = fieldProblems(checked.error.issues);
    return data({ ...page, outcome: 'invalid', fields } as AdminRecordData, { status: 400 });
  }
  const answer = await admin.update(id, values);
  if (answer.ok) throw redirect(`${adminPaths.record(id)}?saved=1`, 303);
  if (answer.problem === 'unauthorized') return signedOut(request, context);
  const notFound = answer.problem === 'not-found';
  const outcome: AdminRecordData = {
    ...page,
    outcome: notFound ? 'not-found' : 'refused',
    ...(isTrouble(answer.problem) && { problem: answer.problem }),
  };
  return data(outcome, { status: notFound ? 404 : 200 });
}

const valuesOf = (record: RegistrationValues): RegistrationValues =>
  Object.fromEntries(registrationTextFields.map((name) => [name, record[name]])) as RegistrationValues;
