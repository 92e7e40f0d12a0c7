import type { Request } from 'express';

/**
 * What the backend is told about a call the site makes for a visitor: the client's address
 * and the protocol the visitor used, each Express's own reading of the request under the
 * `trust proxy` setting (TRUST_PROXY: `req.ip`, `req.protocol`), the site's public host from
 * SITE_URL, and the request id. A visitor's X-Forwarded-* headers are never passed on as
 * sent: they count only as far as a proxy the site trusts vouches for them, so the backend
 * cannot be told a made-up address or scheme. The host is never the request's (its Host or
 * X-Forwarded-Host header is the client's to choose, and a backend may build links with it):
 * it is the one the operator configured. Nothing else of the visitor's request goes on: no
 * cookies, no Authorization header.
 */
export function forwardedHeaders(req: Request, siteUrl: URL): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-proto': req.protocol, 'x-forwarded-host': siteUrl.host };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  const id = req.id;
  if (typeof id === 'string') headers['x-request-id'] = id;
  return headers;
}
