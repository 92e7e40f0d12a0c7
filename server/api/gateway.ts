import { Router } from 'express';
import type { RequestHandler } from 'express';
import { apiError } from './errors.ts';

/**
 * /api: the one door to the private backend, and an allowlist. Only the site's own two calls
 * go through, each by an edge that parses, checks and reads the answer (spec §7):
 *
 *   POST /api/login/                   src/features/login/         JSON; limits; the admin's session
 *   POST /api/register/registrations/  src/features/registration/  multipart; limits; the document checked
 *
 * The same two paths without their trailing slash are redirected here (308, so the method
 * and body are kept), as the backend would. Every other path and method under /api answers
 * 404 JSON without contacting the backend: its other calls (customer lists and updates,
 * profiles, users) are private, and the admin area calls them from the server, behind a
 * session. No client Cookie or Authorization header is sent on; no backend header comes back.
 */
/** One of the site's own calls under /api: its path and the handlers that answer it (src/features.server.ts). */
export interface ApiCall {
  path: string;
  handlers: RequestHandler[];
}

export function apiGateway(calls: readonly ApiCall[]): Router {
  const api = Router({ strict: true, caseSensitive: true });
  for (const { path, handlers } of calls) api.post(path, ...handlers);
  api.post(
    calls.map(({ path }) => path.slice(0, -1)),
    (req, res) => {
      const query = req.originalUrl.slice(req.path.length);
      res.redirect(308, `${req.path}/${query}`);
    },
  );
  api.use('/api', (_req, res) => apiError(res, 404, 'There is no such service.'));
  return api;
}
