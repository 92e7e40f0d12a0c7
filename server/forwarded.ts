import type { Request } from 'express';

/**
 * What the backend is told about a call the site makes for a visitor: who asked, over what,
 * for which host, and the request id. Nothing else of the visitor's request goes on: no
 * cookies, no Authorization header.
 */
export function forwardedHeaders(req: Request): Record<string, string> {
  const chain = [req.get('x-forwarded-for'), req.socket.remoteAddress].filter(Boolean).join(', ');
  const headers: Record<string, string> = {
    'x-forwarded-for': chain,
    'x-forwarded-proto': req.get('x-forwarded-proto') ?? ((req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'),
  };
  const host = req.get('host');
  if (host) headers['x-forwarded-host'] = host;
  const id = req.id;
  if (typeof id === 'string') headers['x-request-id'] = id;
  return headers;
}
