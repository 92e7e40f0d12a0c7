import { createContext, type RouterContextProvider } from 'react-router';
import type { AdminRecord } from './features/admin/records.ts';
import type { ContactAnswer } from './features/contact/contract.ts';
import type { LoginProblem } from './features/login/contract.ts';
import type { NewsletterAnswer, Subscriber, SubscriberShow } from './features/newsletter/contract.ts';
import type { RegistrationAnswer, RegistrationValues } from './features/registration/contract.ts';

/**
 * What the server lends the routes for one request (decision 054): the routes' loaders and
 * actions (src/routes.tsx) compute every page's data and outcome, and reach the session, the
 * limits and the private backend only through these. Declared here, in src/, because src/ never
 * imports server/ (decision 053); server/route-services.ts implements them for each request,
 * bound to that request (its cookies, its address, its body), and hands them to the static
 * handler's request context (src/entry-server.tsx). Public pages need none of it: a page
 * rendered into the page cache has no services at all.
 */
export interface ServerServices {
  /** The signed-in admin of this request, or undefined (no session cookie, or no live session). */
  admin(): Promise<SignedInAdmin | undefined>;
  /** One login from the plain form: checked, counted against the limits, asked of the backend. */
  login(fields: { username: unknown; password: unknown }): Promise<LoginAttempt>;
  /** The registration sent without JavaScript: its multipart body read (multer, limits), checked and sent on. */
  registration(): Promise<RegistrationAnswer>;
  /**
   * Ends the session the request's cookie names, if any, and clears the cookie on this response
   * (logout; the backend no longer takes the session's token). A session store that does not
   * answer is logged, and the cookie cleared all the same.
   */
  endSession(): Promise<void>;
  /** Whether the request's Accept header prefers JSON to HTML, as Express weighs it (`req.accepts`). */
  prefersJson(): boolean;
  /** A Contact message sent without JavaScript: its fields (and the hidden one) checked, limited and stored. */
  contact(fields: Record<string, string>): Promise<ContactAnswer>;
  /** A newsletter sign-up sent without JavaScript: the address (and the hidden field) checked, limited and stored. */
  newsletter(fields: Record<string, string>): Promise<NewsletterAnswer>;
  /** What the links of a newsletter mail do, by their token (server/newsletter/subscribers.ts). */
  subscription: SubscriptionLinks;
}

/**
 * A newsletter mail's links, for whoever holds the token (no login: the mail is the proof).
 * Each call rejects when the store cannot be read or written (or the site has none).
 */
export interface SubscriptionLinks {
  /** The subscriber the token names, or undefined (unknown, replaced by a newer mail's, or gone). */
  find(token: string): Promise<Subscriber | undefined>;
  /** Confirms the subscription; false when the token names none. */
  confirm(token: string): Promise<boolean>;
  /** Deletes the subscriber (they leave); false when the token names none. */
  leave(token: string): Promise<boolean>;
}

/** Why a backend call brought nothing to go on with (server/backend/client.ts). */
export type ServiceProblem = 'down' | 'slow' | 'failed' | 'gone' | 'unauthorized' | 'not-found' | 'refused';

export type ServiceAnswer<T> = { ok: true; value: T } | { ok: false; problem: ServiceProblem };

/** An admin with a live session: the backend is called with its token, which never leaves the server. */
export interface SignedInAdmin {
  /** The session's form token, for the pages' forms. */
  csrfToken: string;
  /** Whether a form's token is this session's (compared in constant time). */
  csrfMatches(given: unknown): boolean;
  /** GET allcustomers, read tolerantly: the records and how many rows could not be read. */
  list(): Promise<ServiceAnswer<{ records: AdminRecord[]; unreadable: number }>>;
  /** PUT updatecustomer/{id} with the seven text fields. */
  update(id: string, values: RegistrationValues): Promise<ServiceAnswer<undefined>>;
  /** The Contact messages in the site's own store (the admin inbox). */
  inbox: AdminInbox;
  /** The newsletter's subscribers in the site's store. */
  subscribers: AdminSubscribers;
}

/** The newsletter's subscribers (server/newsletter/subscribers.ts), for a signed-in admin; each call rejects when the store fails. */
export interface AdminSubscribers {
  /** Newest sign-up first, at most `limit` (all without). */
  list(show: SubscriberShow, limit?: number): Promise<Subscriber[]>;
  /** Deletes one for good (a request to be forgotten); false when there is no such subscriber. */
  remove(id: string): Promise<boolean>;
}

/** Which messages the inbox lists: the new ones, the handled ones, or all. */
export type InboxShow = 'new' | 'handled' | 'all';

/** A Contact message as the inbox shows it (times ISO 8601 in UTC). */
export interface InboxMessage {
  id: string;
  receivedAt: string;
  language: string;
  name: string;
  email: string;
  message: string;
  /** When it was marked handled; null while it is new. */
  handledAt: string | null;
}

/**
 * The Contact messages of the site's store (server/contact/messages.ts), for a signed-in admin.
 * Each call rejects when the store cannot be read or written (or the site has none).
 */
export interface AdminInbox {
  /** Newest first, at most `inboxCap` of them. */
  list(show: InboxShow): Promise<InboxMessage[]>;
  one(id: string): Promise<InboxMessage | undefined>;
  countNew(): Promise<number>;
  /** Marks it handled (now), or new again; false when there is no such message. */
  mark(id: string, handled: boolean): Promise<boolean>;
  /** Deletes it for good; false when there is no such message. */
  remove(id: string): Promise<boolean>;
}

/**
 * How a login from the plain form ended (server/login/routes.ts): signed in (`problem`
 * undefined; the session and device cookies are set on this response), or the login page's
 * answer, with the status and wait (Retry-After) the page is sent with. Never the token.
 */
export interface LoginAttempt {
  problem: LoginProblem | undefined;
  httpStatus: number;
  retryAfterSeconds?: number | undefined;
}

export const serverContext = createContext<ServerServices | undefined>(undefined);

/** The server's services of this request; a route that needs them is never rendered without them. */
export function serverOf(context: Readonly<RouterContextProvider>): ServerServices {
  const services = context.get(serverContext);
  if (!services) throw new Error('This route needs the services of the server (src/server-context.ts)');
  return services;
}
