import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Config } from './config.ts';

/** Hosts that pages embed only after a visitor clicks: YouTube's privacy-enhanced player and Google Maps. */
export const frameHosts = ['https://www.youtube-nocookie.com', 'https://www.google.com'];

/**
 * Helmet with a strict CSP: scripts only from files of this origin (pages hold no inline
 * script, only JSON data blocks that never run, so there is no nonce and every visitor
 * gets the same bytes),
 * styles only from files (no inline styles in production), nothing framed but the
 * two embed hosts, and this site never framed itself.
 */
export function securityHeaders(config: Pick<Config, 'env' | 'hsts'>): RequestHandler[] {
  const dev = config.env === 'development';
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Vite's dev client injects <style> elements for hot reloading; production has none.
          styleSrc: dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
          imgSrc: ["'self'", 'data:'],
          fontSrc: ["'self'"],
          mediaSrc: ["'self'"],
          connectSrc: dev ? ["'self'", 'ws://127.0.0.1:*'] : ["'self'"],
          frameSrc: frameHosts,
          manifestSrc: ["'self'"],
          workerSrc: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: config.hsts ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    }),
  ];
}
