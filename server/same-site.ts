import type { Request, RequestHandler } from 'express';
import createError from 'http-errors';

/**
 * Whether a state-changing request (a form POST) comes from this site's own pages, so that
 * another site cannot post on a visitor's behalf (CSRF). Browsers say so in two headers:
 * `Sec-Fetch-Site` (anything but `same-origin` is refused) and `Origin` (it must be this
 * site: the configured public origin, or the origin the request itself was addressed to).
 * A request with neither header comes from no browser page (curl, old browsers) and is let
 * through: it carries no visitor's cookies that another site could abuse. `Origin: null`
 * (sandboxed frames, some redirects) is refused.
 */
export function isSameSite(req: Request, siteUrl: URL): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin === undefined) return true;
  return origin === siteUrl.origin || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}

/** Refuses (403) a form posted from another site, before its body is read. */
export const sameSiteOnly =
  (siteUrl: URL): RequestHandler =>
  (req, _res, next) =>
    next(isSameSite(req, siteUrl) ? undefined : createError(403));
