import type { Request, Response } from 'express';
import type { ServerServices } from '../src/server-context.ts';
import { signedInAdmin } from './admin/area.ts';
import type { AdminSessions } from './admin/session.ts';
import type { Config } from './config.ts';
import type { ContactDesk } from './contact/desk.ts';
import type { ContactMessages } from './contact/messages.ts';
import type { Logger } from './logging.ts';
import type { LoginDeps } from './login/attempt.ts';
import type { NewsletterDesk } from './newsletter/desk.ts';
import type { Subscribers } from './newsletter/subscribers.ts';
import { loginFromForm } from './login/routes.ts';
import type { RegistrationLimits } from './registration/limits.ts';
import { registrationFromForm } from './registration/no-script-form.ts';

interface Deps {
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;
  logger: Logger;
  sessions: AdminSessions;
  login: LoginDeps;
  registrations: RegistrationLimits;
  contact: ContactDesk;
  /** The admin inbox's messages; undefined when the site has no store. */
  inbox: ContactMessages | undefined;
  newsletter: NewsletterDesk;
  /** The newsletter's subscribers, for their mails' links and the admin; undefined when the site has no store. */
  subscribers: Subscribers | undefined;
}

/** A site without a store: every link of a mail fails as a store that cannot be read does (503 page). */
const noStore = (): Promise<never> => Promise.reject(new Error('The site has no store'));

/**
 * What the server lends the routes' loaders and actions for one request (src/server-context.ts,
 * decision 054), bound to that request: its session cookie, its address (for the limits), its
 * body (multer reads a multipart one), and its response (for the cookies a login or an ended
 * session clears). The backend is called through the one client (server/backend/client.ts).
 * server/render.ts builds these only for personal answers: a public page gets none.
 */
export function routeServices({
  config,
  logger,
  sessions,
  login,
  registrations,
  contact,
  inbox,
  newsletter,
  subscribers,
}: Deps) {
  return (req: Request, res: Response): ServerServices => {
    let admin: ReturnType<ServerServices['admin']> | undefined;
    return {
      admin: () => (admin ??= signedInAdmin(req, { config, logger, sessions, inbox, subscribers })),
      login: (fields) => loginFromForm(req, res, fields, login, logger),
      registration: () => registrationFromForm(req, res, config, logger, registrations),
      endSession: () => sessions.end(req, res),
      prefersJson: () => req.accepts(['html', 'json']) === 'json',
      contact: (fields) => contact.receive(req, { fields }),
      newsletter: (fields) => newsletter.receive(req, { fields }),
      subscription: subscribers
        ? {
            find: (token) => subscribers.byToken(token),
            confirm: (token) => subscribers.confirm(token),
            leave: (token) => subscribers.leave(token),
          }
        : { find: noStore, confirm: noStore, leave: noStore },
    };
  };
}
