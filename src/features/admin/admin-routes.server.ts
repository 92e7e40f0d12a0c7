import { create as attachment } from 'content-disposition';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { splitPath } from '../../languages.ts';
import { plainText } from '../../plain-text.ts';
import { endSession, signedIn, toLogin, type SignedInAdmin } from '../../../server/admin/area.ts';

export { signedIn };
import type { BackendProblem as ServiceProblem } from '../../../server/backend/client.ts';
import { siteRequestOf } from '../../../server/site-request.ts';
import {
  fieldProblems,
  registrationSchema,
  registrationTextFields,
  textFieldSpecs,
  type RegistrationValues,
} from '../registration/contract.ts';
import { adminPaths } from './contract.ts';
import { csvFileName, recordsCsv } from './csv.ts';
import type { AdminListData, AdminRecordData, BackendProblem } from './page-data.ts';
import { applyFilter, isRecordRef, newestFirst, readFilter } from './records.ts';

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
 * only. The session and the backend are the server's (server/admin/area.ts): the backend is
 * called with the session's token, which never reaches the browser. Without a session every
 * admin address goes on to the login page with its way back (303); when the backend no longer
 * takes the token the session ends and the same happens. The routes are `handle.personal`: their
 * answers are `no-store`, `noindex` and never cached (server/render.ts). Redirects here are
 * written without the language prefix: the router's basename adds it (src/language.ts).
 */

/** The backend no longer takes the session's token: the session ends, and the admin logs in again. */
async function expired(request: Request, context: LoaderFunctionArgs['context']): Promise<never> {
  await endSession(siteRequestOf(context));
  throw toLogin(request);
}

const isTrouble = (problem: ServiceProblem): problem is BackendProblem =>
  problem === 'down' || problem === 'slow' || problem === 'failed';
const backendProblem = (problem: ServiceProblem): BackendProblem => (isTrouble(problem) ? problem : 'failed');

/** The query string as the filter reads it: one value as text, a repeated one as a list. */
const queryOf = (url: URL) =>
  Object.fromEntries(
    [...new Set(url.searchParams.keys())].map((name) => {
      const all = url.searchParams.getAll(name);
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

/** /admin/registrations: every record, newest first; the page narrows them with the filter. */
export async function listLoader({ request, context }: LoaderFunctionArgs): Promise<AdminListData> {
  const admin = await signedIn(request, context);
  const { filter, badDate } = readFilter(queryOf(new URL(request.url)));
  const [answer, count] = await Promise.all([admin.list(), newMessages(admin)]);
  if (!answer.ok && answer.problem === 'unauthorized') return expired(request, context);
  return {
    view: 'list',
    csrf: admin.csrfToken,
    newMessages: count,
    filter,
    badDate,
    records: answer.ok ? newestFirst(answer.value.records) : [],
    unreadable: answer.ok ? answer.value.unreadable : 0,
    ...(!answer.ok && { problem: backendProblem(answer.problem) }),
  };
}

/**
 * /admin/registrations.csv (a resource route): the records the list shows, filtered the same
 * way, as a UTF-8 CSV file in the page's language (src/features/admin/csv.ts), a download that
 * no cache keeps. When the backend fails, back to the list, which says why.
 */
export async function csvLoader({ request, context }: LoaderFunctionArgs): Promise<Response> {
  const admin = await signedIn(request, context);
  const url = new URL(request.url);
  const answer = await admin.list();
  if (!answer.ok && answer.problem === 'unauthorized') return expired(request, context);
  if (!answer.ok) throw redirect(`${adminPaths.list}${url.search}`, 303);
  const records = applyFilter(newestFirst(answer.value.records), readFilter(queryOf(url)).filter);
  return csvDownload(recordsCsv(records), csvFileName);
}

/** A CSV export of the admin area as a download named for today (UTC), never cached. */
export function csvDownload(csv: string, fileName: (day: string) => string): Response {
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(fileName(day)),
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * /admin/registrations/:id: one record and the form that corrects it; a row the backend gave no
 * id is shown read-only (there is no number to send a correction to). 404 for a record the list
 * does not hold.
 */
export async function recordLoader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const id = params.id ?? '';
  if (!isRecordRef(id)) throw data(null, { status: 404 });
  const [answer, count] = await Promise.all([admin.list(), newMessages(admin)]);
  if (!answer.ok && answer.problem === 'unauthorized') return expired(request, context);
  const record = answer.ok ? answer.value.records.find((candidate) => candidate.ref === id) : undefined;
  const page: AdminRecordData = { view: 'record', csrf: admin.csrfToken, id, newMessages: count };
  if (!answer.ok) page.problem = backendProblem(answer.problem);
  else if (!record) page.outcome = 'not-found';
  else if (!record.id) Object.assign(page, { record, unnumbered: true });
  else {
    const saved = new URL(request.url).searchParams.get('saved') === '1';
    Object.assign(page, { record, values: valuesOf(record), ...(saved && { outcome: 'saved' }) });
  }
  // Back from a document the backend did not give (server/admin/document.ts).
  if (record && !page.outcome && new URL(request.url).searchParams.get('document') === 'unavailable')
    page.outcome = 'no-document';
  return data(page, { status: page.outcome === 'not-found' ? 404 : 200 });
}

/**
 * POST /admin/registrations/:id: a correction, with the session's form token (403 without it;
 * server/app.ts refuses other sites' posts first). Only a numbered record the list holds is sent
 * on (404 else, nothing sent); invalid fields are refused (400) with the form's own messages and
 * what was typed kept; a saved one goes on (303) to the record, which says so.
 */
export async function recordAction({ request, context, params }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  const id = params.id ?? '';
  if (!/^\d{1,18}$/.test(id)) throw data(null, { status: 404 });
  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
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
  if (!held.ok && held.problem === 'unauthorized') return expired(request, context);
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
  if (answer.problem === 'unauthorized') return expired(request, context);
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
