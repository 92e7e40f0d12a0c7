import compression from 'compression';
import express from 'express';
import createError from 'http-errors';
import { contactApi, contactPaths } from '../src/features/contact/api.server.ts';
import { ContactDesk } from '../src/features/contact/desk.server.ts';
import { ContactMessages } from '../src/features/contact/messages.server.ts';
import { enquiryApi, enquiryPostPaths, ownerLinkPaths } from '../src/features/enquiries/api.server.ts';
import { EnquiryDesk } from '../src/features/enquiries/desk.server.ts';
import { newsletterApi, signUpPaths, unsubscribePaths } from '../src/features/newsletter/api.server.ts';
import { NewsletterDesk } from '../src/features/newsletter/desk.server.ts';
import type { NewsletterSender } from '../src/features/newsletter/sender.server.ts';
import { Subscribers } from '../src/features/newsletter/subscribers.server.ts';
import { cancelPaths, signupApi, signupPostPaths } from '../src/features/workshops/api.server.ts';
import { WorkshopDesk } from '../src/features/workshops/desk.server.ts';
import { registrationPath } from '../src/features/registration/contract.ts';
import { AdminArea, adminAreaPaths, adminUploads } from '../src/features/admin/area.server.ts';
import { loginDeps, loginFormPaths, refuseSpentLogins } from '../src/features/login/api.server.ts';
import { adminSessions } from './admin-sessions.ts';
import { apiGateway } from './api/gateway.ts';
import { boundRequests, proxyTrustCheck } from './bounds.ts';
import type { Config } from './config.ts';
import { everyIndiaMidnight, todayData } from './day-turn.ts';
import { errorHandler } from './errors.ts';
import { healthRoutes, type Lifecycle } from './health.ts';
import { accessLog, type Logger } from './logging.ts';
import { mediaFilePath, mediaFiles } from './media-files.ts';
import { refuseOtherMethods } from './methods.ts';
import { PageCache } from './page-cache.ts';
import {
  refuseBusyUploads,
  registrationFormPaths,
  registrationLimits,
} from '../src/features/registration/limits.server.ts';
import { errorPages, refusalRenderer, renderPages, type Renderer } from './render.ts';
import { RefusalPages } from './refusal-page.ts';
import { seoFiles } from './seo.ts';
import { originFormTarget, rejectTraversal, sameSiteOnly, securityHeaders } from './security.ts';
import type { Outbox } from './mail/outbox.ts';
import { Snapshots } from './store/snapshots.ts';
import type { Store } from './store/store.ts';
import { DataVersions } from './store/versions.ts';

export interface AppOptions {
  config: Config;
  logger: Logger;
  renderer: Renderer;
  lifecycle?: Lifecycle;
  /** Whether the process is near its limits (server/bounds.ts); posts are shed while it is. */
  pressed?: () => boolean;
  /** The page cache, when the caller fills it too (server/warm-up.ts); else one of its own if config.pageCache. */
  pageCache?: PageCache | undefined;
  /** The site's own store, migrated (server/store/); without one, Contact messages are refused (503). */
  store?: Store | undefined;
  /**
   * The outbox mailing contact messages to the office and newsletter confirmations (server/mail/,
   * SMTP_URL); without one, messages are only stored and sign-ups confirmed at once.
   */
  outbox?: Outbox | undefined;
  /**
   * The versions of the store's public data (server/store/versions.ts), polled by the caller
   * (server/start.ts) so that a change another replica made is seen; made here, unpolled, if not
   * given. `snapshots`: that data held in memory for the pages; made here if not given.
   */
  versions?: DataVersions | undefined;
  snapshots?: Snapshots | undefined;
  /** The newsletter's sender (src/features/newsletter/sender.server.ts), started by the caller; without one, nothing is sent. */
  newsletterSender?: NewsletterSender | undefined;
}

/**
 * The middleware in request order, and nothing else. Tests build the app from here. Express
 * answers what is not a route (the /api gateway, static files, health, SEO files, the store's
 * photos) and what must happen before a form's body is read; every address of the route
 * table (src/routes.tsx: every page, the admin area's and the answers of the forms that work
 * without JavaScript included, the bare `/`, the admin's CSV, an owner's document and logout)
 * is answered by its route through render.ts, whose loaders and actions use the server's
 * services and functions directly (server/site-request.ts, decision 089).
 */
export function createApp({
  config,
  logger,
  renderer,
  lifecycle = { shuttingDown: false },
  pressed = () => false,
  pageCache,
  store,
  outbox,
  versions = store && new DataVersions(store.db, { logger }),
  snapshots = store && versions && new Snapshots(store.db, versions),
  newsletterSender,
}: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Express's weak ETags are computed per response; pages get a strong one from the page cache.
  app.disable('etag');
  app.set('trust proxy', config.trustProxy);
  // The pages of what is refused before routing, rendered once each (server/refusal-page.ts).
  const pageOptions = { renderer, siteUrl: config.siteUrl, settings: config.site, retentionDays: config.retentionDays };
  app.locals.refusalPages = new RefusalPages(refusalRenderer(pageOptions), logger);

  // First: what a request may hold, refused before anything else is spent on it (decision 063).
  app.use(
    boundRequests(config.bounds, {
      uploadPaths: [registrationPath, ...registrationFormPaths, adminUploads],
      pressed,
      logger,
    }),
  );
  app.use(accessLog(logger));
  app.use(securityHeaders(config));
  app.use(originFormTarget);
  app.use(compression());
  app.use(rejectTraversal);
  // A method no page takes: a small fixed answer, before anything looks for a file or a page.
  app.use(refuseOtherMethods(renderer));
  app.use(renderer.assets);
  app.use(healthRoutes(config.apiUrl, lifecycle));
  app.use(proxyTrustCheck(config.trustProxy, logger));
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
  app.use(apiGateway(config, logger, login, registrations, store));
  app.use(seoFiles(renderer, config.siteUrl, snapshots));
  const cache = config.pageCache ? (pageCache ?? new PageCache()) : undefined;
  // A change to the store's public data, here or on another replica: the data is loaded again,
  // then the pages made from it are forgotten, so the old pages serve until the new data is in.
  versions?.onChange(async (name) => {
    await snapshots?.refresh(name);
    cache?.forget(name);
  });
  // Pages that say something about today are made again when India's date turns.
  if (cache) everyIndiaMidnight(() => cache.forget(todayData));
  const pages = renderPages({
    renderer,
    siteUrl: config.siteUrl,
    settings: config.site,
    retentionDays: config.retentionDays,
    cache,
    cacheControl: config.pageCacheControl,
    snapshots,
    uploadPaths: [...registrationFormPaths, adminUploads],
    services: {
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
    },
    logger,
  });
  // The files the store holds (a centre's photos), under content-hashed names.
  if (store) app.get(mediaFilePath, mediaFiles({ db: store.db, logger }));
  // Every address of the route table: its route's loader works out the answer (decision 054).
  app.get('/{*splat}', pages);
  // The Contact form posts to its page: as JSON with JavaScript, answered here; plainly without,
  // its body read here (a longer one than other forms') and answered by the page's action below.
  app.post(contactPaths, sameSiteOnly(config.siteUrl), ...contactApi(contact, logger));
  // The newsletter box posts to its sign-up page the same way (decision 081).
  app.post(signUpPaths, sameSiteOnly(config.siteUrl), ...newsletterApi(newsletter, logger));
  // A centre's enquiry form posts to the centre's page the same way (issue 54).
  app.post(enquiryPostPaths, sameSiteOnly(config.siteUrl), ...enquiryApi(enquiries, logger));
  // The one exception to "this site's pages only" (decision 005): a newsletter mail's one-click
  // unsubscribe (RFC 8058) is a POST from the reader's mail program or provider, never from this
  // site. It needs no form token: the link's token is the proof, and it only removes that
  // subscriber. Its body (List-Unsubscribe=One-Click) is read if urlencoded and never needed.
  app.post(unsubscribePaths, express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }), pages);
  // So is an owner's link (issue 54: an enquiry answered, the centre unlisted, RFC 8058 style):
  // the token is the proof, and it does one thing to one centre.
  app.post(ownerLinkPaths, express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }), pages);
  // And a workshop sign-up's cancel link: it gives one seat back.
  app.post(cancelPaths, express.urlencoded({ extended: false, limit: '1kb', parameterLimit: 5 }), pages);
  // A workshop's sign-up form posts to the workshop's page, as Contact's (issue 56).
  app.post(signupPostPaths, sameSiteOnly(config.siteUrl), ...signupApi(workshops, logger));
  // The forms that work without JavaScript post to their page (logout to its own address), whose
  // route's action answers (src/routes.tsx): from this site's pages only (decision 005), a
  // urlencoded body read here within limits; a multipart one (the registration) is left for
  // multer, in the action's service. A login whose attempts are used up, and a registration whose
  // client has every upload place taken, are refused before that, with a small page of their own.
  const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
  // The admin's forms are longer (a centre's profile: some 40 fields, two descriptions of 5,000
  // characters), and only a signed-in admin's post gets further than its session check.
  const adminFormBody = express.urlencoded({ extended: false, limit: '160kb', parameterLimit: 200 });
  app.post(loginFormPaths, sameSiteOnly(config.siteUrl), formBody, refuseSpentLogins(login, logger));
  app.post(registrationFormPaths, sameSiteOnly(config.siteUrl), refuseBusyUploads(registrations));
  app.post(adminAreaPaths, sameSiteOnly(config.siteUrl), adminFormBody, pages);
  app.post('/{*splat}', sameSiteOnly(config.siteUrl), formBody, pages);
  app.use((_req, _res, next) => next(createError(404)));
  // Every HTML error is the site's own page in the page's language (decision 073).
  app.use(errorHandler(logger, errorPages({ ...pageOptions, logger })));
  return app;
}
