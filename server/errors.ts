import type { ErrorRequestHandler, Request, Response } from 'express';
import {
  lastResortWordsEn as en,
  lastResortWordsMr as mr,
  siteEn,
  siteMr,
  languages,
  pathIn,
  splitPath,
  type Language,
} from './from-src.ts';
import { apiError } from './api/errors.ts';
import type { Logger } from './logging.ts';

const words = { en: { ...en, site: siteEn.name }, mr: { ...mr, site: siteMr.name } };

/** The language of the page a URL asks for (its path's). */
const languageOf = (url: string) => splitPath(url.split('?')[0] ?? '/').lang;

/** A status in plain words, in a language. */
function statusText(lang: Language, status: number): string {
  const said = words[lang];
  if (status === 400 || status === 403 || status === 404 || status === 413) return said[status];
  return status >= 500 ? said.server : said.other;
}

/**
 * Last in line: a readable answer for every failure, never a stack trace or an internal host.
 * Handlers refuse with http-errors (`next(createError(404))`); body parsers and the router
 * send errors with a `status` of their own. Only that status is read: an error's message may
 * name a host, a path or a value, so it is never sent (a 5xx is logged). Under /api the answer
 * is JSON in plain English words (`lastResortWords`, src/content/messages.ts); anything else gets
 * the site's own error page in the page's language, from the routes' error boundary (`errorPage`,
 * server/render.ts `errorPages`), and only if that cannot be rendered the plain page below, in
 * the same language.
 */
export function errorHandler(
  logger: Logger,
  errorPage?: (req: Request, res: Response, status: number) => Promise<void>,
): ErrorRequestHandler {
  return (error: { status?: number; statusCode?: number; expose?: boolean }, req, res, _next) => {
    const given = error.status ?? error.statusCode;
    const status = given && given >= 400 && given < 600 ? given : 500;
    if (status >= 500) (req.log ?? logger).error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (req.path.startsWith('/api/')) {
      apiError(res, status, statusText('en', status));
      return;
    }
    const lang = languageOf(req.originalUrl);
    if (errorPage) {
      errorPage(req, res, status).catch((failure: unknown) => {
        (req.log ?? logger).error({ err: failure }, 'error page failed');
        if (res.headersSent) res.destroy();
        else lastResortPage(res, status, lang);
      });
      return;
    }
    lastResortPage(res, status, lang);
  };
}

/**
 * The last resort: the status in plain words, in the language of the page asked for (the
 * Marathi words under /mr, as server/refusal-page.ts chooses), with the way to that language's
 * home page. No script, no style, nothing of the request's: also the cheap answer to a path
 * that tries to climb out of the site (server/security.ts `rejectTraversal`).
 */
export function lastResortPage(res: Response, status: number, lang: Language = languageOf(res.req.originalUrl)) {
  res.status(status).type('html').send(lastResortBytes(status, lang));
}

/** The last resort's bytes: one page a status and language, made once. */
export function lastResortBytes(status: number, lang: Language): Buffer {
  const key = `${lang} ${status}`;
  let bytes = lastResorts.get(key);
  if (!bytes) {
    const { site, home } = words[lang];
    bytes = Buffer.from(
      `<!doctype html><html lang="${languages[lang].tag.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${status} | ${site}</title></head><body><main><h1>${statusText(lang, status)}</h1>` +
        `<p><a href="${pathIn(lang, '/home')}">${home}</a></p></main></body></html>`,
    );
    // A status is a number a handler chose from a few (400-599): the map stays small.
    lastResorts.set(key, bytes);
  }
  return bytes;
}
const lastResorts = new Map<string, Buffer>();
