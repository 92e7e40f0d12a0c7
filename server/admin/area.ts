import type { Request } from 'express';
import type { AdminInbox, AdminSubscribers, SignedInAdmin } from '../../src/server-context.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { listRecords, updateRecord } from './backend.ts';
import { csrfTokenMatches, type AdminSessions } from './session.ts';

interface Options {
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;
  logger: Logger;
  sessions: AdminSessions;
  /** The Contact messages of the site's store (server/contact/messages.ts); without a store, every call fails. */
  inbox: AdminInbox | undefined;
  /** The newsletter's subscribers (server/newsletter/subscribers.ts); without a store, every call fails. */
  subscribers: AdminSubscribers | undefined;
}

/** The inbox of a site without a store: each call fails as a store that cannot be read does (503 page). */
const noStore = (): Promise<never> => Promise.reject(new Error('The site has no store'));
const noInbox: AdminInbox = { list: noStore, one: noStore, countNew: noStore, mark: noStore, remove: noStore };
const noSubscribers: AdminSubscribers = { list: noStore, remove: noStore };

/**
 * The admin area's server side (issue 13, decision 054). Its addresses (the list, a record and
 * its correction, the CSV export, logout) are routes like any other: their loaders and actions
 * (src/features/admin/admin-routes.ts, src/features/login/logout-action.ts) work out what to
 * show and answer. What only the server may do is here: `signedInAdmin` reads the session
 * (server/admin/session.ts) and lends the routes the backend's private calls made with its
 * token, which never reaches the browser. A row the backend gave no id is listed, filtered,
 * exported and opened like the others (under its `row-…` name, server/admin/records.ts), but
 * shown read-only.
 */
export async function signedInAdmin(
  req: Request,
  { config, logger, sessions, inbox, subscribers }: Options,
): Promise<SignedInAdmin | undefined> {
  const session = await sessions.read(req);
  if (!session) return undefined;
  return {
    csrfToken: session.csrfToken,
    csrfMatches: (given) => csrfTokenMatches(session, given),
    list: () => listRecords(req, config, session.token),
    async update(id, values) {
      const answer = await updateRecord(req, config, session.token, id, values);
      if (!answer.ok && answer.problem !== 'unauthorized')
        (req.log ?? logger).warn({ problem: answer.problem }, 'admin update not taken');
      return answer;
    },
    inbox: inbox ?? noInbox,
    subscribers: subscribers ?? noSubscribers,
  };
}
