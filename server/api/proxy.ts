import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { apiError } from './errors.ts';

/**
 * Everything under /api/ goes to the backend untouched: same path, same trailing
 * slash, the body streamed raw (so this must run before any body parser). A backend
 * that refuses is a 502, one that is too slow a 504, both as JSON that names no host.
 */
export function apiProxy(config: Pick<Config, 'apiUrl' | 'apiTimeoutMs'>, logger: Logger) {
  return createProxyMiddleware({
    target: config.apiUrl.href,
    pathFilter: '/api/',
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: config.apiTimeoutMs,
    on: {
      proxyReq(proxyReq, req) {
        proxyReq.on('timeout', () => timedOut.add(req));
      },
      proxyRes(proxyRes) {
        delete proxyRes.headers['server'];
        delete proxyRes.headers['x-powered-by'];
        // A redirect to the backend's own address (Django's APPEND_SLASH) becomes a path on this site.
        const location = proxyRes.headers.location;
        if (location?.startsWith(config.apiUrl.origin)) proxyRes.headers.location = location.slice(config.apiUrl.origin.length);
      },
      error(error, req, res) {
        const code = timedOut.has(req) ? 'TIMEOUT' : ((error as NodeJS.ErrnoException).code ?? 'UNKNOWN');
        logger.warn({ code, path: req.url }, 'backend request failed');
        if (!isResponse(res) || res.headersSent) return void res.destroy();
        if (code === 'TIMEOUT') apiError(res, 504, 'The service took too long to answer. Please try again later.');
        else apiError(res, 502, 'The service is not reachable right now. Please try again later.');
      },
    },
  });
}

const timedOut = new WeakSet<IncomingMessage>();

const isResponse = (res: ServerResponse | Socket): res is ServerResponse => 'setHeader' in res;
