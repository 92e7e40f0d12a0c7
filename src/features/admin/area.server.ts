import { cookiesOf, csrfTokenMatches, type AdminSessions } from '../../../server/admin-sessions.ts';
import { fetchBackendFile, type BackendConfig, type BackendFileResult } from '../../../server/backend/client.ts';
import type { Visitor } from '../../../server/visitor.ts';
import { languages } from '../../languages.ts';
import type { RegistrationValues } from '../registration/contract.ts';
import { listRecords, updateRecord, type Answer } from './backend.server.ts';
import { adminPaths } from './contract.ts';
import type { AdminRecord } from './records.ts';

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
  /** A record's document from the backend (document.server.ts checks where it is first), at most `maxBytes`, streamed. */
  document(url: URL, maxBytes: number): Promise<BackendFileResult>;
  /** The count of new Contact messages in the site's own store; it rejects when the store fails (or the site has none). */
  inbox: AdminInbox;
}

/** The inbox of a site without a store: each call fails as a store that cannot be read does (503 page). */
const noStore = (): Promise<never> => Promise.reject(new Error('The site has no store'));
const noInbox: AdminInbox = { countNew: noStore };

interface AreaOptions {
  config: BackendConfig;
  sessions: AdminSessions;
  inbox: AdminInbox | undefined;
}

/**
 * The admin area's server side (issue 13, decision 054), made once by the app (server/app.ts) and
 * handed to the routes in the services (`SiteServices.admin`): every admin route, whatever its
 * feature, asks it through src/admin-gate.server.ts `signedIn`. `signedInAdmin` reads the session
 * (server/admin-sessions.ts) and gives the routes the backend's private calls made with its
 * token, which never reaches the browser; undefined without a live session. A row the backend
 * gave no id is listed, filtered, exported and opened like the others (under its `row-…` name,
 * read-records.server.ts), but shown read-only.
 */
export class AdminArea {
  readonly #options: AreaOptions;
  /**
   * One reading of the session a request: the area's layout and its page both ask. Kept here,
   * in the app's one object, by the Fetch `Request` the router hands every loader of a request:
   * a module of src/ exists twice in the build (decision 089) and keeps no state of its own.
   */
  readonly #admins = new WeakMap<Request, Promise<SignedInAdmin | undefined>>();

  constructor(options: AreaOptions) {
    this.#options = options;
  }

  signedInAdmin(request: Request, visitor: Visitor): Promise<SignedInAdmin | undefined> {
    let admin = this.#admins.get(request);
    if (!admin) this.#admins.set(request, (admin = this.#read(request, visitor)));
    return admin;
  }

  async #read(request: Request, visitor: Visitor): Promise<SignedInAdmin | undefined> {
    const { config, sessions, inbox } = this.#options;
    const session = await sessions.read(cookiesOf(request, visitor));
    if (!session) return undefined;
    return {
      csrfToken: session.csrfToken,
      csrfMatches: (given) => csrfTokenMatches(session, given),
      list: () => listRecords(visitor, config, session.token),
      async update(id, values) {
        const answer = await updateRecord(visitor, config, session.token, id, values);
        if (!answer.ok && answer.problem !== 'unauthorized')
          visitor.log.warn({ problem: answer.problem }, 'admin update not taken');
        return answer;
      },
      document: (url, maxBytes) => fetchBackendFile(visitor, config, { url, token: session.token, maxBytes }),
      inbox: inbox ?? noInbox,
    };
  }
}

/** A multipart post under the admin area (a centre's photo, up to 15 MB) has an upload's time to arrive (server/bounds.ts). */
export const adminUploads = new RegExp(
  `^(?:${Object.values(languages)
    .map(({ prefix }) => prefix)
    .join('|')})${adminPaths.area}/`,
);

/** Every address of the admin area, in each language (its forms' bodies are larger: server/app.ts). */
export const adminAreaPaths = Object.values(languages).map(({ prefix }) => `${prefix}${adminPaths.area}/{*rest}`);
