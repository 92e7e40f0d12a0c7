import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * Against slow clients: headers within 10 s (a slow-headers client is cut off), a whole
 * request (a 10 MB upload on a slow rural line) within 2 min, idle keep-alive closed after 5 s.
 * Node enforces the first two on a timer; checking every second keeps the bounds close.
 */
export const serverTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 1_000,
};

/**
 * The site's HTTP server around an app (index.ts; tests pass shorter timeouts). Without one,
 * the app is attached later (`server.on('request', app)`): in development Vite's hot-reload
 * socket needs the server before the app exists.
 */
export function createHttpServer(app?: RequestListener, timeouts: Partial<typeof serverTimeouts> = {}): Server {
  const options = { ...serverTimeouts, ...timeouts };
  const server = app ? createServer(options, app) : createServer(options);
  server.keepAliveTimeout = options.keepAliveTimeout;
  return server;
}
