import type { Request } from 'express';

/**
 * What the backend is told about a call the site makes for a visitor: the client's address,
 * the protocol and host the visitor used, and the request id. Each is Express's own reading
 * of the request under the `trust proxy` setting (TRUST_PROXY): `req.ip`, `req.protocol`,
 * `req.host`. A visitor's X-Forwarded-* headers are never passed on as sent: they count only
 * as far as a proxy the site trusts vouches for them, so the backend cannot be told a made-up
 * address or scheme. (The host is the Host header unless a trusted proxy gave one.) Nothing
 * else of the visitor's request goes on: no cookies, no Authorization header.
 */
export function forwardedHeaders(req: Request): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-proto': req.protocol };
  if (req.ip) headers['x-forwarded-for'] = req.ip;
  const host = req.host;
  if (host) headers['x-forwarded-host'] = host;
  const id = req.id;
  if (typeof id === 'string') headers['x-request-id'] = id;
  return headers;
}
