import type { Request, RequestHandler, Response } from 'express';
import { applyFilter, newestFirst, readFilter } from '../../src/features/admin/records.ts';
import { pathIn, splitPath } from '../../src/languages.ts';
import type { SignedInAdmin } from '../../src/server-context.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { listRecords, updateRecord } from './backend.ts';
import { csvFileName, recordsCsv } from './csv.ts';
import { csrfTokenMatches, type AdminSessions } from './session.ts';

interface Options {
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;
  logger: Logger;
  sessions: AdminSessions;
}

/**
 * The admin area's server side (issue 13, decision 054). Its pages (/admin/registrations and
 * /admin/registrations/:id, list, record and correction) are routes like any other: their
 * loaders and action (src/features/admin/admin-routes.ts) work out what to show and answer.
 * What only the server may do is here: `signedInAdmin` reads the session (server/admin/session.ts)
 * and lends the routes the backend's private calls made with its token, which never reaches the
 * browser; `csvDownload` is the one admin answer that is not a page, the CSV export. A row the
 * backend gave no id is listed, filtered, exported and opened like the others (under its `row-…`
 * name, server/admin/records.ts), but shown read-only. Every answer is `no-store` and `noindex`.
 */
export async function signedInAdmin(
  req: Request,
  res: Response,
  { config, logger, sessions }: Options,
): Promise<SignedInAdmin | undefined> {
  const session = await sessions.read(req);
  if (!session) return undefined;
  return {
    csrfToken: session.csrfToken,
    csrfMatches: (given) => csrfTokenMatches(session, given),
    list: () => listRecords(req, config, session.token),
    async update(id, values) {
      const answer = await updateRecord(req, config, session.token, id, values);
      if (!answer.ok && answer.problem !== 'unauthorized')
        (req.log ?? logger).warn({ problem: answer.problem }, 'admin update not taken');
      return answer;
    },
    end: () => sessions.end(req, res),
  };
}

/**
 * GET /admin/registrations.csv (and /mr/…): the records the list shows, filtered the same way,
 * as a UTF-8 CSV file in the address's language. Without a live session: to the login page with
 * the way back; when the backend no longer takes the token, the session ends too; when the
 * backend fails, back to the list, which says why.
 */
export function csvDownload(options: Options): RequestHandler {
  return async (req, res) => {
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    const { lang } = splitPath(req.path);
    const toLogin = () => res.redirect(303, `${pathIn(lang, '/login')}?next=${encodeURIComponent(req.originalUrl)}`);
    const admin = await signedInAdmin(req, res, options);
    if (!admin) return toLogin();
    const answer = await admin.list();
    if (!answer.ok && answer.problem === 'unauthorized') {
      await admin.end();
      return toLogin();
    }
    if (!answer.ok)
      return res.redirect(303, `${pathIn(lang, '/admin/registrations')}${req.url.slice(req.path.length)}`);
    const records = applyFilter(newestFirst(answer.value.records), readFilter(req.query).filter);
    const day = new Date().toISOString().slice(0, 10);
    res.type('text/csv; charset=utf-8').attachment(csvFileName(lang, day)).send(recordsCsv(records, lang));
  };
}

/** Where the CSV is, in both languages (the list page links to it in its own). */
export const csvPaths = ['/admin/registrations.csv', '/mr/admin/registrations.csv'];
