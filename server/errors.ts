import type { ErrorRequestHandler, Request, Response } from 'express';
import { apiError } from './api/errors.ts';
import type { Logger } from './logging.ts';

const pageText: Record<number, string> = {
  400: 'The request could not be understood.',
  403: 'This form can only be sent from this site’s own pages. Please open the page on this site and send it again.',
  404: 'We could not find that page.',
  413: 'That request is too large.',
};

/**
 * Last in line: a readable answer for every failure, never a stack trace or an internal host.
 * Handlers refuse with http-errors (`next(createError(404))`); body parsers and the router
 * send errors with a `status` of their own. Only that status is read: an error's message may
 * name a host, a path or a value, so it is never sent (a 5xx is logged). Under /api the answer
 * is JSON in this file's words; anything else gets the site's own error page in the page's
 * language, from the routes' error boundary (`errorPage`, server/render.ts `errorPages`), and
 * only if that cannot be rendered the plain page below.
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
    const text =
      pageText[status] ??
      (status >= 500
        ? 'Something went wrong on our side. Please try again later.'
        : 'The request could not be completed.');
    if (req.path.startsWith('/api/')) {
      apiError(res, status, text);
      return;
    }
    if (errorPage) {
      errorPage(req, res, status).catch((failure: unknown) => {
        (req.log ?? logger).error({ err: failure }, 'error page failed');
        if (res.headersSent) res.destroy();
        else plainPage(res, status, text);
      });
      return;
    }
    plainPage(res, status, text);
  };
}

/** The last resort: the status in plain words, in English. */
function plainPage(res: Response, status: number, text: string) {
  res
    .status(status)
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${status} | Agro Tourism</title></head><body><main><h1>${text}</h1><p><a href="/home">Go to the home page</a></p></main></body></html>`,
    );
}
