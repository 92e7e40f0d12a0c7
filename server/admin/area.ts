import type { AdminRecord } from '../../src/features/admin/records.ts';
import type { RegistrationValues } from '../../src/features/registration/contract.ts';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { siteRequestOf, type SiteRequest } from '../site-request.ts';
import { listRecords, updateRecord, type Answer } from './backend.ts';
import { csrfTokenMatches } from './session.ts';

/**
 * What every admin page's navigation shows of the Contact inbox (src/features/contact/): how many
 * messages are new. The inbox's own pages read the store themselves (decision 106).
 */
export interface AdminInbox {
  countNew(): Promise<number>;
}

/** An admin with a live session: the backend is called with its token, which never leaves the server. */
export interface SignedInAdmin {
  /** The session's form token, for the pages' forms. */
  csrfToken: string;
  /** Whether a form's token is this session's (compared in constant time). */
  csrfMatches(given: unknown): boolean;
  /** GET allcustomers, read tolerantly: the records and how many rows could not be read. */
  list(): Promise<Answer<{ records: AdminRecord[]; unreadable: number }>>;
  /** PUT updatecustomer/{id} with the seven text fields. */
  update(id: string, values: RegistrationValues): Promise<Answer<undefined>>;
  /** The count of new Contact messages in the site's own store; it rejects when the store fails (or the site has none). */
  inbox: AdminInbox;
}

/** The inbox of a site without a store: each call fails as a store that cannot be read does (503 page). */
const noStore = (): Promise<never> => Promise.reject(new Error('The site has no store'));
const noInbox: AdminInbox = { countNew: noStore };

/** One reading of the session a request: the area's layout and its page both ask. */
const admins = new WeakMap<SiteRequest['req'], Promise<SignedInAdmin | undefined>>();

/**
 * The admin area's server side (issue 13, decision 054). Its addresses (the list, a record and
 * its correction, the CSV export, logout) are routes like any other: their loaders and actions
 * (src/features/admin/admin-routes.server.ts, src/features/login/logout-action.server.ts) work
 * out what to show and answer. What only the server may do is here: `signedInAdmin` reads the
 * session (server/admin/session.ts) and gives the routes the backend's private calls made with
 * its token, which never reaches the browser; undefined without a live session. A row the backend
 * gave no id is listed, filtered, exported and opened like the others (under its `row-…` name,
 * server/admin/records.ts), but shown read-only.
 */
export function signedInAdmin(site: SiteRequest): Promise<SignedInAdmin | undefined> {
  let admin = admins.get(site.req);
  if (!admin) admins.set(site.req, (admin = readAdmin(site)));
  return admin;
}

async function readAdmin({ req, services }: SiteRequest): Promise<SignedInAdmin | undefined> {
  const { config, logger, sessions, inbox } = services;
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
  };
}

/**
 * Ends the session the request's cookie names, if any, and clears the cookie on this response
 * (logout; the backend no longer takes the session's token). A session store that does not
 * answer is logged, and the cookie cleared all the same.
 */
export const endSession = ({ req, res, services }: SiteRequest): Promise<void> => services.sessions.end(req, res);

/**
 * The signed-in admin, for an admin route's loader or action: without a live session, on to the
 * login page with the way back (`toLogin`); while sessions cannot be read (Redis away) the
 * server's error page, 503, with Retry-After. Every admin route asks here, whatever its feature.
 */
export async function signedIn(request: Request, context: Readonly<RouterContextProvider>): Promise<SignedInAdmin> {
  let admin;
  try {
    admin = await signedInAdmin(siteRequestOf(context));
  } catch (error) {
    const { status, retryAfterSeconds } = error as { status?: number; retryAfterSeconds?: number };
    if (status !== 503) throw error;
    throw data(null, { status, headers: { 'Retry-After': String(retryAfterSeconds ?? 30) } });
  }
  if (!admin) throw toLogin(request);
  return admin;
}

/** To the login page, with the way back: the whole address of a GET, the path of a POST. */
export function toLogin(request: Request) {
  const url = new URL(request.url);
  const back = request.method === 'GET' || request.method === 'HEAD' ? url.pathname + url.search : url.pathname;
  return redirect(`/login?next=${encodeURIComponent(back)}`, 303);
}
