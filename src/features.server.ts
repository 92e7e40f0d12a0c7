import express, { type RequestHandler, type Router } from 'express';
import type { ApiCall } from '../server/api/gateway.ts';
import type { Config } from '../server/config.ts';
import type { Logger } from '../server/logging.ts';
import type { Outbox } from '../server/mail/outbox.ts';
import { adminSessions } from '../server/admin-sessions.ts';
import type { Store } from '../server/store/store.ts';
import type { DataVersions } from '../server/store/versions.ts';
import { AdminArea, adminAreaPaths, adminUploads } from './features/admin/area.server.ts';
import { contactApi, contactPaths } from './features/contact/api.server.ts';
import { ContactDesk } from './features/contact/desk.server.ts';
import { ContactMessages } from './features/contact/messages.server.ts';
import { enquiryApi, enquiryPostPaths, ownerLinkPaths } from './features/enquiries/api.server.ts';
import { EnquiryDesk } from './features/enquiries/desk.server.ts';
import { enquiryTimer } from './features/enquiries/timers.server.ts';
import { loginApi, loginDeps, loginFormPaths, refuseSpentLogins } from './features/login/api.server.ts';
import { loginPath } from './features/login/contract.ts';
import { newsletterApi, signUpPaths, unsubscribePaths } from './features/newsletter/api.server.ts';
import { NewsletterDesk } from './features/newsletter/desk.server.ts';
import { siteNewsletterSender, type NewsletterSender } from './features/newsletter/sender.server.ts';
import { Subscribers } from './features/newsletter/subscribers.server.ts';
import { newsletterSweep } from './features/newsletter/sweep.server.ts';
import { registrationApi } from './features/registration/api.server.ts';
import { registrationFormPaths, registrationPath } from './features/registration/contract.ts';
import { refuseBusyUploads, registrationLimits } from './features/registration/limits.server.ts';
import { cancelPaths, signupApi, signupPostPaths } from './features/workshops/api.server.ts';
import { WorkshopDesk } from './features/workshops/desk.server.ts';
import { workshopTimer } from './features/workshops/timers.server.ts';
import type { SiteServices } from './site.server.ts';

/** The office's outbox, the features' mails (server/start.ts starts it). */
export { officeOutbox } from './office-mail.server.ts';

/** What the features are made from: the infrastructure start-up makes (server/start.ts, server/app.ts). */
export interface FeatureParts {
  config: Config;
  logger: Logger;
  store: Store | undefined;
  outbox: Outbox | undefined;
  versions: DataVersions | undefined;
  newsletterSender: NewsletterSender | undefined;
}

/** The site's features as the edge takes them (server/app.ts). */
export interface Features {
  /** What the routes' loaders and actions use on the server (src/site.server.ts). */
  services: SiteServices;
  /** Where a multipart post is an upload: the edge gives it an upload's time (server/bounds.ts). */
  uploadPaths: (string | RegExp)[];
  /** The pages whose form takes a file: their multipart body reaches the action (server/render.ts). */
  fileForms: (string | RegExp)[];
  /** The site's own calls under /api: nothing else goes through to the backend. */
  apiCalls: ApiCall[];
  /**
   * The features' posts, each behind its own checks and body limits, handed on to `pages` (the
   * route table's actions) where the page answers: mounted after the pages' GET and before the
   * edge's catch-all post.
   */
  posts(pages: RequestHandler, sameSite: RequestHandler): Router;
}

/**
 * The features, made once for the app (issue 57 item 1): each feature's desk, limits and edges
 * live in its folder; this module is where the edge meets them, and server/app.ts the one edge
 * module that imports it (decision 111). Nothing here keeps state but the objects it makes.
 */
export function makeFeatures({ config, logger, store, outbox, versions, newsletterSender }: FeatureParts): Features {
  const sessions = adminSessions(config, logger);
  const login = loginDeps(config, logger, sessions);
  const registrations = registrationLimits(config, logger);
  const contact = new ContactDesk(config, logger, store, { outbox });
  const newsletter = new NewsletterDesk(config, logger, store, { outbox });
  const enquiries = new EnquiryDesk(config, logger, store, { outbox });
  const workshops = new WorkshopDesk(config, logger, store, { outbox, versions });
  const inbox = store && new ContactMessages(store);
  const subscribers = store && new Subscribers(store.db);
  const admin = new AdminArea({ config, sessions, inbox });
  const services: SiteServices = {
    config,
    logger,
    sessions,
    login,
    admin,
    registrations,
    contact,
    inbox,
    newsletter,
    subscribers,
    enquiries,
    workshops,
    outbox,
    newsletterSender,
    store,
    versions,
  };
  return {
    services,
    uploadPaths: [registrationPath, ...registrationFormPaths, adminUploads],
    fileForms: [...registrationFormPaths, adminUploads],
    apiCalls: [
      { path: loginPath, handlers: loginApi(login, logger) },
      { path: registrationPath, handlers: [registrationApi(config, logger, registrations, store)] },
    ],
    posts(pages, sameSite) {
      // Matched as the app matches (any case, a trailing slash or not), as when the app held them.
      const posts = express.Router();
      // The Contact form posts to its page: as JSON with JavaScript, answered here; plainly without,
      // its body read here (a longer one than other forms') and answered by the page's action.
      posts.post(contactPaths, sameSite, ...contactApi(contact, logger));
      // The newsletter box posts to its sign-up page the same way (decision 081).
      posts.post(signUpPaths, sameSite, ...newsletterApi(newsletter, logger));
      // A centre's enquiry form posts to the centre's page the same way (issue 54).
      posts.post(enquiryPostPaths, sameSite, ...enquiryApi(enquiries, logger));
      // A workshop's sign-up form posts to the workshop's page, as Contact's (issue 56).
      posts.post(signupPostPaths, sameSite, ...signupApi(workshops, logger));
      // The one exception to "this site's pages only" (decision 005): a newsletter mail's one-click
      // unsubscribe (RFC 8058) is a POST from the reader's mail program or provider, never from this
      // site. It needs no form token: the link's token is the proof, and it only removes that
      // subscriber. Its body (List-Unsubscribe=One-Click) is read if urlencoded and never needed.
      // So are an owner's link (issue 54: an enquiry answered, the centre unlisted) and a workshop
      // sign-up's cancel link (one seat back): the token is the proof, and each does one thing.
      const linkBody = express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 });
      posts.post([...unsubscribePaths, ...ownerLinkPaths, ...cancelPaths], linkBody, pages);
      // A login whose attempts are used up, and a registration whose client has every upload place
      // taken, are refused before their page, with the site's prepared page (server/refusal-page.ts).
      const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
      posts.post(loginFormPaths, sameSite, formBody, refuseSpentLogins(login, logger));
      posts.post(registrationFormPaths, sameSite, refuseBusyUploads(registrations));
      // The admin's forms are longer (a centre's profile: some 40 fields, two descriptions of 5,000
      // characters), and only a signed-in admin's post gets further than its session check.
      const adminFormBody = express.urlencoded({ extended: false, limit: '160kb', parameterLimit: 200 });
      posts.post(adminAreaPaths, sameSite, adminFormBody, pages);
      return posts;
    },
  };
}

/**
 * The features' work on a clock, started once the store is migrated (server/start.ts): sign-ups
 * left unconfirmed for 7 days deleted hourly; the enquiries' reminders, "no answer" after 5 days,
 * monthly summaries and retention; the workshops' reminders and invitations (decision 100); and
 * the newsletter's sender at NEWSLETTER_RATE, resuming an issue a previous run left half sent
 * (decision 099), which the app's routes poke (`newsletterSender`).
 */
export function siteJobs({
  config,
  store,
  logger,
  mailed,
}: {
  config: Config;
  store: Store;
  logger: Logger;
  mailed: boolean;
}) {
  const sweep = newsletterSweep({ db: store.db, logger });
  const enquiries = enquiryTimer({ store, logger, mailed, retentionDays: config.retentionDays });
  const workshops = workshopTimer({ store, logger, mailed });
  const newsletterSender = siteNewsletterSender(config, store, logger);
  const clocks = [sweep, enquiries, workshops, ...(newsletterSender ? [newsletterSender] : [])];
  return {
    newsletterSender,
    start: () => {
      for (const clock of clocks) clock.start();
    },
    stop: () => Promise.all(clocks.map((clock) => clock.stop())),
  };
}
