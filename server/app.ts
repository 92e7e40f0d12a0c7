import compression from 'compression';
import express from 'express';
import createError from 'http-errors';
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
import { makeFeatures, officeOutbox, siteJobs, type FeatureParts } from '../src/features.server.ts';
import { errorPages, refusalRenderer, renderPages, type Renderer } from './render.ts';
import { RefusalPages } from './refusal-page.ts';
import { seoFiles } from './seo.ts';
import { originFormTarget, rejectTraversal, sameSiteOnly, securityHeaders } from './security.ts';
import type { Outbox } from './mail/outbox.ts';
import { Snapshots } from './store/snapshots.ts';
import type { Store } from './store/store.ts';
import { DataVersions } from './store/versions.ts';

/**
 * The features' work beside the app, which start-up runs (server/start.ts): the office's outbox
 * and the features' clocks. The edge takes the features here alone (decision 111).
 */
export { officeOutbox, siteJobs };

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
  newsletterSender?: FeatureParts['newsletterSender'];
}

/**
 * The middleware in request order, and nothing else. Tests build the app from here. Express
 * answers what is not a route (the /api gateway, static files, health, SEO files, the store's
 * photos) and what must happen before a form's body is read; every address of the route
 * table (src/routes.tsx: every page, the admin area's and the answers of the forms that work
 * without JavaScript included, the bare `/`, the admin's CSV, an owner's document and logout)
 * is answered by its route through render.ts, whose loaders and actions use the server's
 * services and functions directly (src/site.server.ts, decision 089).
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

  const features = makeFeatures({ config, logger, store, outbox, versions, newsletterSender });

  // First: what a request may hold, refused before anything else is spent on it (decision 063).
  app.use(boundRequests(config.bounds, { uploadPaths: features.uploadPaths, pressed, logger }));
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
  app.use(apiGateway(features.apiCalls));
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
    uploadPaths: features.fileForms,
    services: features.services,
    logger,
  });
  // The files the store holds (a centre's photos), under content-hashed names.
  if (store) app.get(mediaFilePath, mediaFiles({ db: store.db, logger }));
  // Every address of the route table: its route's loader works out the answer (decision 054).
  app.get('/{*splat}', pages);
  // The features' posts, each behind its own checks and body limits (src/features.server.ts).
  app.use(features.posts(pages, sameSiteOnly(config.siteUrl)));
  // Any other post goes to its page's action from this site's pages only (decision 005), its
  // urlencoded body read here within limits; a page that takes none answers 404.
  const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });
  app.post('/{*splat}', sameSiteOnly(config.siteUrl), formBody, pages);
  app.use((_req, _res, next) => next(createError(404)));
  // Every HTML error is the site's own page in the page's language (decision 073).
  app.use(errorHandler(logger, errorPages({ ...pageOptions, logger })));
  return app;
}
