import { Router } from 'express';
import { registrationPath } from '../../src/features/registration/contract.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { loginPath } from '../../src/features/login/contract.ts';
import { loginApi, type LoginDeps } from '../../src/features/login/api.server.ts';
import { registrationApi } from '../../src/features/registration/api.server.ts';
import type { RegistrationLimits } from '../../src/features/registration/limits.server.ts';
import type { Store } from '../store/store.ts';
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
export function apiGateway(
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl' | 'redisUrl'>,
  logger: Logger,
  login: LoginDeps,
  registrations: RegistrationLimits,
  store?: Pick<Store, 'write'>,
): Router {
  const api = Router({ strict: true, caseSensitive: true });
  api.post(loginPath, ...loginApi(login, logger));
  api.post(registrationPath, registrationApi(config, logger, registrations, store));
  api.post([loginPath.slice(0, -1), registrationPath.slice(0, -1)], (req, res) => {
    const query = req.originalUrl.slice(req.path.length);
    res.redirect(308, `${req.path}/${query}`);
  });
  api.use('/api', (_req, res) => apiError(res, 404, 'There is no such service.'));
  return api;
}
