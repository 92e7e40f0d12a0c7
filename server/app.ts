import compression from 'compression';
import express from 'express';
import { apiProxy } from './api/proxy.ts';
import { loginRateLimit } from './api/rate-limit.ts';
import { registrationApi } from './api/registration.ts';
import type { Config } from './config.ts';
import { errorHandler } from './errors.ts';
import { registrationForm } from './forms/profile.ts';
import { healthRoutes, type Lifecycle } from './health.ts';
import { accessLog, type Logger } from './logging.ts';
import { PageCache } from './page-cache.ts';
import { renderPages, type Renderer } from './render.ts';
import { seoFiles } from './seo.ts';
import { securityHeaders } from './security.ts';
import { rejectTraversal } from './static.ts';

export interface AppOptions {
  config: Config;
  logger: Logger;
  renderer: Renderer;
  lifecycle?: Lifecycle;
}

/** The middleware in request order, and nothing else. Tests build the app from here. */
export function createApp({ config, logger, renderer, lifecycle = { shuttingDown: false } }: AppOptions) {
  const app = express();
  app.disable('x-powered-by');
  // Pages differ in every response (the CSP nonce), so an ETag would never match; static files keep theirs.
  app.disable('etag');
  app.set('trust proxy', config.trustProxy);

  app.use(accessLog(logger));
  app.use(securityHeaders(config));
  app.use(compression());
  app.use(rejectTraversal);
  app.use(renderer.assets);
  app.use(healthRoutes(config.apiUrl, lifecycle));
  app.use(loginRateLimit(config, logger));
  app.use(registrationApi(config, logger));
  app.use(apiProxy(config, logger));
  app.use(seoFiles(renderer, config.siteUrl));
  const pages = renderPages({
    renderer,
    siteUrl: config.siteUrl,
    cache: config.pageCache ? new PageCache() : undefined,
    logger,
  });
  app.post('/profile', registrationForm(config, logger), pages);
  app.get('/{*splat}', pages);
  app.use((_req, _res, next) => next({ status: 404 }));
  app.use(errorHandler(logger));
  return app;
}
