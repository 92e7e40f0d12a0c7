import type { Server } from 'node:http';
import { createApp, officeOutbox, siteJobs } from './app.ts';
import { boundConnections, pressureGauge } from './bounds.ts';
import { ConfigError, configWarnings, loadConfig, type Config } from './config.ts';
import type { Lifecycle } from './health.ts';
import { createHttpServer } from './http-server.ts';
import { launchProblems } from './launch-check.ts';
import { createLogger } from './logging.ts';
import { describeFailure } from './mail/outbox.ts';
import { mailStatement, newsletterStatement } from './mail/statement.ts';
import { smtpTransport } from './mail/office-mail.ts';
import { Snapshots } from './store/snapshots.ts';
import { migrateStore, openStore } from './store/store.ts';
import { DataVersions } from './store/versions.ts';
import { retentionStatement, Sweeper, sweepRules } from './store/sweep.ts';
import { PageCache } from './page-cache.ts';
import type { Renderer } from './render.ts';
import type { Express } from 'express';
import type { Logger } from './logging.ts';
import { refusalPagesOf } from './refusal-page.ts';
import { warmPageCache } from './warm-up.ts';

const shutdownGraceMs = 10_000;

/**
 * How the site renders its pages: from the build (server/index.ts, `npm start`), or from the
 * sources through Vite (server/dev.ts, `npm run dev`), whose servers hot-reload over the site's
 * own HTTP server and are closed with it.
 */
export interface Rendering {
  development: boolean;
  renderer(server: Server): Promise<DevelopmentRenderer>;
  /** The HTTP server, when the caller made it (development: Vite's servers needed it first). */
  server?: Server;
}

/**
 * A renderer and, in development, how the site is made again after an edit (server/dev.ts):
 * `edited` calls back after Vite's module runner has dropped the modules an edit touched, and
 * `openSite` is this function again from the runner's newest modules, so that the app and the
 * pages share one module graph after the edit as before it (decision 108).
 */
export type DevelopmentRenderer = Renderer & {
  close?(): Promise<void>;
  edited?(listener: () => void): void;
  openSite?(): Promise<typeof openSite>;
};

/** What runs while the site is up, besides its HTTP server: the app, and what `stop` ends. */
export interface Site {
  app: Express;
  lifecycle: Lifecycle;
  pageCache: PageCache | undefined;
  snapshots: Snapshots;
  stop(): Promise<void>;
}

/**
 * Starts the site: reads and checks the configuration, brings the store up to date, starts the
 * mail outbox and the sweeps, listens, warms the page cache (production), and stops cleanly on
 * SIGTERM or SIGINT. Exits the process when the configuration or the store cannot be used.
 */
export async function startSite({
  development,
  renderer: makeRenderer,
  server = createHttpServer(),
}: Rendering): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }

  const logger = createLogger(config);
  for (const warning of configWarnings(config)) logger.warn(warning);
  // The operator is told, not surprised: every stand-in about to go live, by name (npm run check:config).
  const notReady = config.env === 'production' ? launchProblems(config) : [];
  if (notReady.length > 0)
    logger.warn({ standIns: notReady }, `not ready to launch, stand-ins in use:\n  ${notReady.join('\n  ')}`);
  // In development both languages' Vite servers hot-reload over this server's socket (decision 055).
  const renderer = await makeRenderer(server);
  let site: Site = await openSite(config, logger, renderer, development);
  const { app, lifecycle, pageCache, snapshots } = site;
  const trusted = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  boundConnections(server, {
    perAddress: config.bounds.connectionsPerAddress,
    trusted: (address) => config.trustProxy !== false && trusted(address, 0),
    logger,
  });
  // In development the site is made again after an edit, and a request waits for the newest.
  let reopened = Promise.resolve();
  const { edited, openSite: newest } = renderer;
  if (edited && newest) {
    server.on('request', (req, res) => void reopened.then(() => site.app(req, res)));
    edited(() => {
      reopened = reopened.then(async () => {
        const old = site;
        try {
          site = await (await newest())(config, logger, renderer, development);
        } catch (error) {
          logger.error({ err: error }, 'the site could not be made again after the edit; the one before it answers');
          return;
        }
        await old.stop();
        logger.info('the site was made again from the edited modules');
      });
    });
  } else server.on('request', app);

  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.fatal({ code: error.code }, `cannot listen on ${config.host}:${config.port}: ${error.message}`);
    process.exit(1);
  });
  // A deep accept queue: a burst of connections waits to be refused cheaply rather than dropped (decision 063).
  server.listen({ port: config.port, host: config.host, backlog: 4_096 }, () => {
    logger.info(`${config.env} server listening on http://${config.host}:${config.port}`);
    // The refusals' pages first: a flood at start-up is refused in the site's own pages.
    const refusals = refusalPagesOf(app.locals)?.prepare();
    if (lifecycle.warming && pageCache) {
      void Promise.resolve(refusals).then(() =>
        warmPageCache({
          renderer,
          cache: pageCache,
          siteUrl: config.siteUrl,
          settings: config.site,
          retentionDays: config.retentionDays,
          snapshots,
          logger,
          lifecycle,
        }).catch((error: unknown) => {
          lifecycle.warming = false;
          logger.error({ err: error }, 'warming the page cache failed; pages render on request');
        }),
      );
    }
  });

  /** Stop accepting, let in-flight requests finish (at most 10 s), then exit. */
  function shutdown(signal: string) {
    if (site.lifecycle.shuttingDown) return;
    site.lifecycle.shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing them');
      server.closeAllConnections();
    }, shutdownGraceMs);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      await reopened;
      await renderer.close?.();
      await site.stop();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

/**
 * The site's parts: the store brought up to date, the mail outbox and the sweeps started, and the
 * app. Exits the process when the store cannot be used.
 */
export async function openSite(
  config: Config,
  logger: Logger,
  renderer: Renderer,
  development: boolean,
): Promise<Site> {
  // The site's own store, brought up to its newest migration before anything is served (decision 075).
  const store = openStore(config);
  try {
    await migrateStore(store, logger);
  } catch (error) {
    logger.fatal({ err: error }, `the store (${store.kind}, ${store.where}) cannot be used`);
    process.exit(1);
  }
  logger.info(`store: ${store.kind}, ${store.where}`);
  // What is kept no longer than it is needed goes: now, then daily (decision 082).
  logger.info(retentionStatement(config));
  const sweeper = new Sweeper({ db: store.db, rules: sweepRules(config), logger });
  sweeper.start();
  // Mail to the office through the outbox, resuming what a previous run left unsent (decision 080).
  const outbox = officeOutbox(config, store, logger);
  if (config.mail) {
    logger.info(mailStatement(config));
    outbox?.start();
    // Whether the mail server answers and takes the login: said at start, never waited for.
    smtpTransport(config.mail)
      .verify()
      .then(
        () => logger.info(`mail: ${config.mail?.smtpWhere} answers and accepts the login`),
        (error: unknown) =>
          logger.warn(
            { failure: describeFailure(error) },
            `mail: ${config.mail?.smtpWhere} cannot be used now; messages wait in the outbox`,
          ),
      );
  } else logger.warn(mailStatement(config));
  // What becomes of a newsletter sign-up: double opt-in by mail, or confirmed at once (decision 081).
  if (config.mail && config.siteUrlSet) logger.info(newsletterStatement(config));
  else logger.warn(newsletterStatement(config));
  // The features' clocks and the newsletter's sender (src/features.server.ts `siteJobs`).
  const jobs = siteJobs({ config, store, logger, mailed: outbox !== undefined });
  jobs.start();
  const { newsletterSender } = jobs;
  // The store's public data (the directory): read now, then every 2 s for other replicas' changes (decision 095).
  const versions = new DataVersions(store.db, { logger });
  await versions.start();
  const snapshots = new Snapshots(store.db, versions);
  const lifecycle: Lifecycle = { shuttingDown: false };
  // Served pages are compressed once, at brotli's best, in the background (decision 056).
  const pageCache = config.pageCache ? new PageCache({ compress: !development }) : undefined;
  // In production every page goes into the cache before /readyz answers ready (/healthz answers at once).
  if (pageCache && !development) lifecycle.warming = true;
  // What one client, and everyone together, may hold (decision 063): connections here, requests in the app.
  const pressure = pressureGauge();
  const app = createApp({
    config,
    logger,
    renderer,
    lifecycle,
    pageCache,
    pressed: pressure.pressed,
    store,
    outbox,
    versions,
    snapshots,
    newsletterSender,
  });
  return {
    app,
    lifecycle,
    pageCache,
    snapshots,
    stop: async () => {
      versions.stop();
      await Promise.all([outbox?.stop(), sweeper.stop(), jobs.stop()]);
      await store.close();
    },
  };
}
