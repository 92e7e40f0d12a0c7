import type { RequestHandler } from 'express';
import createError from 'http-errors';

const absoluteForm = /^https?:\/\/[^/?#]*([^#]*)/i;

/**
 * The request target in origin-form (`/path?query`), what every handler after this reads
 * (RFC 9112 §3.2). A client may send the absolute-form (`GET http://host/path HTTP/1.1`, what
 * proxies are sent): it is answered for its path and query alone, and the host it names is
 * dropped, so that it can never reach a `Location`, a page or a log line as this site's own.
 * Any other target (authority-form, `*`, or no target at all) is answered 400.
 */
export const originFormTarget: RequestHandler = (req, _res, next) => {
  if (req.url.startsWith('/')) return next();
  const absolute = absoluteForm.exec(req.url);
  if (!absolute) return next(createError(400));
  const rest = absolute[1] ?? '';
  const target = rest.startsWith('/') ? rest : `/${rest}`;
  // Express copied the target to originalUrl when the request came in; both must say the same.
  req.url = target;
  req.originalUrl = target;
  next();
};
