import { createContext, type RouterContextProvider } from 'react-router';
import type { Config } from '../server/config.ts';
import type { AdminSessions } from '../server/admin-sessions.ts';
import type { AdminArea } from './features/admin/area.server.ts';
import type { ContactDesk } from './features/contact/desk.server.ts';
import type { ContactMessages } from './features/contact/messages.server.ts';
import type { EnquiryDesk } from './features/enquiries/desk.server.ts';
import type { WorkshopDesk } from './features/workshops/desk.server.ts';
import type { Logger } from '../server/logging.ts';
import type { Visitor } from '../server/visitor.ts';
import type { Outbox } from '../server/mail/outbox.ts';
import type { NewsletterDesk } from './features/newsletter/desk.server.ts';
import type { NewsletterSender } from './features/newsletter/sender.server.ts';
import type { Subscribers } from './features/newsletter/subscribers.server.ts';
import type { LoginDeps } from './features/login/attempt.server.ts';
import type { RegistrationLimits } from './features/registration/limits.server.ts';
import type { Store } from '../server/store/store.ts';
import type { DataVersions } from '../server/store/versions.ts';

/** The server's services the routes' loaders and actions use, made once by the app (server/app.ts). */
export interface SiteServices {
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl' | 'site'>;
  logger: Logger;
  sessions: AdminSessions;
  login: LoginDeps;
  /** The admin area: who is signed in, with the backend's private calls (src/admin-gate.server.ts asks it). */
  admin: AdminArea;
  registrations: RegistrationLimits;
  contact: ContactDesk;
  /** The admin inbox's messages; undefined when the site has no store. */
  inbox: ContactMessages | undefined;
  newsletter: NewsletterDesk;
  /** The newsletter's subscribers, for their mails' links and the admin; undefined when the site has no store. */
  subscribers: Subscribers | undefined;
  /** Where a centre's enquiries are received (src/features/enquiries/). */
  enquiries: EnquiryDesk;
  /** Where workshop sign-ups are received (src/features/workshops/). */
  workshops: WorkshopDesk;
  /**
   * The outbox, when the site sends mail (SMTP_URL): a feature writes its mails' rows only then,
   * and pokes it so they go at once.
   */
  outbox: Pick<Outbox, 'poke'> | undefined;
  /** The newsletter's sender, when the site sends mail: poked when an issue starts or resumes, and the admin's test mail. */
  newsletterSender: Pick<NewsletterSender, 'poke' | 'sendTest'> | undefined;
  /** The site's store, for the features whose server code lives with them (the directory); undefined without one. */
  store: Store | undefined;
  /** The versions of the store's public data: a feature that changes it says so (server/store/versions.ts). */
  versions: DataVersions | undefined;
}

/**
 * What a route's loader or action has on the server besides its Fetch `Request` (decision 089,
 * issue 57 item 3): the visitor as the edge read them (address, protocol, request id, log) and
 * the app's services. Nothing of Express's request or response: a route reads the Fetch
 * `Request` and sets cookies by the headers it returns. server/render.ts puts it in the router's
 * request context only for personal answers: a public page, rendered into the page cache, has none.
 */
export interface SiteRequest {
  visitor: Visitor;
  services: SiteServices;
}

export const siteContext = createContext<SiteRequest | undefined>(undefined);

/** This request's `SiteRequest`; a route that needs it is never rendered without it. */
export function siteOf(context: Readonly<RouterContextProvider>): SiteRequest {
  const site = context.get(siteContext);
  if (!site) throw new Error('This route runs on the server, for one visitor (src/site.server.ts)');
  return site;
}
