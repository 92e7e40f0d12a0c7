import express, { Router, type NextFunction, type Request, type Response } from 'express';
import createError from 'http-errors';
import type { AdminPageData, AdminRecordData } from '../../src/features/admin/page-data.ts';
import { applyFilter, isRecordRef, newestFirst, readFilter } from '../../src/features/admin/records.ts';
import {
  fieldProblems,
  registrationSchema,
  registrationTextFields,
  type RegistrationValues,
} from '../../src/features/registration/contract.ts';
import { pathIn, type Language } from '../../src/languages.ts';
import type { RequestData } from '../../src/request-data.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { isSameSite } from '../same-site.ts';
import { listRecords, updateRecord } from './backend.ts';
import { csvFileName, recordsCsv } from './csv.ts';
import { csrfTokenMatches, type AdminSession, type AdminSessions } from './session.ts';

interface Options {
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;
  logger: Logger;
  sessions: AdminSessions;
  /** The language of the pages this router answers: mounted at `/` in English, at `/mr` in Marathi. */
  lang: Language;
}

const listPath = '/admin/registrations';

/**
 * The admin area (issue 13): the registrations the backend holds, listed, filtered, opened,
 * corrected and exported. A row the backend gave no id is listed, filtered, exported and
 * opened like the others (under its `row-…` name, server/admin/records.ts), but shown
 * read-only: there is no number to send a correction to. Answered only with a live session (server/admin/session.ts); the
 * backend is called from here with the session's token, never from the browser. Pages are
 * rendered by React (src/pages/admin-*) from the data left in `res.locals.requestData`; every
 * answer is `no-store` and `noindex`. Everything works with plain links and forms. Its paths
 * here are the English ones; redirects and the CSV are written in the router's language.
 */
export function adminArea({ config, logger, sessions, lang }: Options): Router {
  const area = Router({ strict: false });
  const login = (back: string) => `${pathIn(lang, '/login')}?next=${encodeURIComponent(back)}`;
  const list = pathIn(lang, listPath);

  area.use('/admin', async (req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    const session = await sessions.read(req);
    if (!session) {
      const back = req.method === 'GET' || req.method === 'HEAD' ? req.originalUrl : req.baseUrl + req.path;
      return res.redirect(303, login(back));
    }
    res.locals.adminSession = session;
    next();
  });

  area.get('/admin', (_req, res) => res.redirect(303, list));

  area.get(listPath, async (req, res, next) => {
    const session = sessionOf(res);
    const { filter, badDate } = readFilter(req.query);
    const answer = await listRecords(req, config, session.token);
    if (!answer.ok && answer.problem === 'unauthorized') return expired(req, res, sessions, login);
    const data: AdminPageData = {
      view: 'list',
      csrf: session.csrfToken,
      filter,
      badDate,
      records: answer.ok ? newestFirst(answer.value.records) : [],
      unreadable: answer.ok ? answer.value.unreadable : 0,
      ...(!answer.ok && { problem: backendProblem(answer.problem) }),
    };
    render(res, next, data);
  });

  area.get(`${listPath}.csv`, async (req, res) => {
    const session = sessionOf(res);
    const answer = await listRecords(req, config, session.token);
    if (!answer.ok && answer.problem === 'unauthorized') return expired(req, res, sessions, login);
    if (!answer.ok) return res.redirect(303, `${list}${req.url.slice(req.path.length)}`);
    const records = applyFilter(newestFirst(answer.value.records), readFilter(req.query).filter);
    const day = new Date().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8').attachment(csvFileName(lang, day)).send(recordsCsv(records, lang));
  });

  area.get(`${listPath}/:id`, async (req, res, next) => {
    const id = req.params.id as string;
    if (!isRecordRef(id)) return next(createError(404));
    const session = sessionOf(res);
    const answer = await listRecords(req, config, session.token);
    if (!answer.ok && answer.problem === 'unauthorized') return expired(req, res, sessions, login);
    const record = answer.ok ? answer.value.records.find((candidate) => candidate.ref === id) : undefined;
    const data: AdminRecordData = { view: 'record', csrf: session.csrfToken, id };
    if (!answer.ok) data.problem = backendProblem(answer.problem);
    else if (!record) data.outcome = 'not-found';
    else if (!record.id) Object.assign(data, { record, unnumbered: true });
    else
      Object.assign(data, { record, values: valuesOf(record), ...(req.query.saved === '1' && { outcome: 'saved' }) });
    if (data.outcome === 'not-found') res.status(404);
    render(res, next, data);
  });

  area.post(
    `${listPath}/:id`,
    express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 }),
    async (req, res, next) => {
      const id = req.params.id as string;
      if (!/^\d{1,18}$/.test(id)) return next(createError(404));
      const session = sessionOf(res);
      const body = (req.body ?? {}) as Record<string, unknown>;
      if (!isSameSite(req, config.siteUrl) || !csrfTokenMatches(session, body.csrf)) return next(createError(403));
      const values = Object.fromEntries(
        registrationTextFields.map((name) => [name, typeof body[name] === 'string' ? body[name] : '']),
      ) as RegistrationValues;
      const data: AdminRecordData = { view: 'record', csrf: session.csrfToken, id, values };
      // Only a record the list holds is corrected: an id it does not hold is refused without a PUT.
      const held = await listRecords(req, config, session.token);
      if (!held.ok && held.problem === 'unauthorized') return expired(req, res, sessions, login);
      if (!held.ok) return render(res, next, { ...data, outcome: 'refused', problem: backendProblem(held.problem) });
      if (!held.value.records.some((record) => record.id === id)) {
        res.status(404);
        return render(res, next, { view: 'record', csrf: session.csrfToken, id, outcome: 'not-found' });
      }
      const checked = registrationSchema.safeParse(values);
      if (!checked.success) {
        res.status(400);
        return render(res, next, { ...data, outcome: 'invalid', fields: fieldProblems(checked.error.issues) });
      }
      const answer = await updateRecord(req, config, session.token, id, values);
      if (answer.ok) return res.redirect(303, `${list}/${id}?saved=1`);
      if (answer.problem === 'unauthorized') return expired(req, res, sessions, login);
      (req.log ?? logger).warn({ problem: answer.problem }, 'admin update not taken');
      if (answer.problem === 'not-found') res.status(404);
      render(res, next, {
        ...data,
        outcome: answer.problem === 'not-found' ? 'not-found' : 'refused',
        ...(isTrouble(answer.problem) && { problem: answer.problem }),
      });
    },
  );

  return area;
}

/** Leaves the page's data for the page renderer, which is next in line (server/app.ts). */
function render(res: Response, next: NextFunction, page: AdminPageData) {
  const data: RequestData = { admin: page };
  res.locals.requestData = data;
  next();
}

const sessionOf = (res: Response) => res.locals.adminSession as AdminSession; // set by the guard in front

const isTrouble = (problem: string): problem is 'down' | 'slow' | 'failed' =>
  problem === 'down' || problem === 'slow' || problem === 'failed';
const backendProblem = (problem: string) => (isTrouble(problem) ? problem : 'failed');

const valuesOf = (record: RegistrationValues): RegistrationValues =>
  Object.fromEntries(registrationTextFields.map((name) => [name, record[name]])) as RegistrationValues;

/** The backend no longer takes the session's token: the session ends, and the admin logs in again. */
async function expired(req: Request, res: Response, sessions: AdminSessions, login: (back: string) => string) {
  await sessions.end(req, res);
  res.redirect(303, login(req.method === 'GET' ? req.originalUrl : req.baseUrl + req.path));
}
