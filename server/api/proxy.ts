import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Config } from '../config.ts';
import type { Logger } from '../logging.ts';
import { apiError } from './errors.ts';

const unreachable = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

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
    autoRewrite: true,
    proxyTimeout: config.apiTimeoutMs,
    timeout: config.apiTimeoutMs,
    on: {
      proxyRes(proxyRes) {
        delete proxyRes.headers['server'];
        delete proxyRes.headers['x-powered-by'];
      },
      error(error, _req, res) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        logger.warn({ code }, 'backend request failed');
        if (!isResponse(res)) return void res.destroy();
        if (res.headersSent) return void res.destroy();
        if (unreachable.has(code)) apiError(res, 502, 'The service is not reachable right now. Please try again later.');
        else apiError(res, 504, 'The service took too long to answer. Please try again later.');
      },
    },
  });
}

const isResponse = (res: ServerResponse | Socket): res is ServerResponse => 'setHeader' in res;
