import { Writable } from 'node:stream';
import type { Request as ExpressRequest, RequestHandler, Response } from 'express';
import type { PageAssets, RenderResult, RenderOptions } from '../src/entry-server.tsx';
import type { FormRender } from './forms/profile.ts';
import type { Logger } from './logging.ts';
import type { PageCache } from './page-cache.ts';
import { nonceOf } from './security.ts';

export interface EntryServer {
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
  sitemap(origin: string): string;
}

/** How pages are rendered: from Vite in development, from dist/ in production. */
export interface Renderer {
  /** Serves the client files (Vite's middlewares in development). */
  assets: RequestHandler;
  entry(): Promise<EntryServer>;
  assetsFor(pages: string[]): PageAssets;
  /** Turns a render error's stack into source positions (development). */
  fixStack?(error: Error): void;
}

interface Options {
  renderer: Renderer;
  siteUrl: URL;
  cache: PageCache | undefined;
  logger: Logger;
  renderTimeoutMs?: number;
}

const crawler = /bot|crawl|spider|slurp|facebookexternalhit|lighthouse|preview/i;

/** GET and HEAD of any page: routed and streamed by React, or served from the page cache. */
export function renderPages({ renderer, siteUrl, cache, logger, renderTimeoutMs = 10_000 }: Options): RequestHandler {
  return async (req, res, next) => {
    const nonce = nonceOf(res);
    const key = req.originalUrl;
    // A form's result (no-JS POST, server/forms/) is this visitor's own: rendered, never cached.
    const form = res.locals.form as FormRender | undefined;
    const cached = form ? undefined : cache?.get(key, nonce);
    res.set('Cache-Control', form ? 'no-store' : 'private, no-cache');
    res.vary('Accept-Encoding');
    if (cached !== undefined) {
      res.status(200).type('html').set('Content-Length', String(cached.reduce((sum, chunk) => sum + chunk.length, 0)));
      for (const chunk of cached) res.write(chunk); // Node sends no body to HEAD
      res.end();
      return;
    }
    try {
      const entry = await renderer.entry();
      let failed = false;
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const result = await entry.render(new Request(new URL(key, siteUrl), { signal: controller.signal }), {
        nonce,
        siteUrl: siteUrl.origin,
        waitForAll: crawler.test(req.get('user-agent') ?? ''),
        assetsFor: renderer.assetsFor,
        formResult: form?.answer,
        onError: (error) => {
          failed = true;
          logRenderError(req, logger, renderer, error);
        },
      });
      if (result.type === 'redirect') {
        res.redirect(result.status, result.location);
        return;
      }
      res.status(form && result.status === 200 ? form.status : result.status).type('html');
      const timer = setTimeout(() => result.stream.abort(new Error('Render timed out')), renderTimeoutMs);
      const store = (html: string) => {
        if (cache && result.status === 200 && !failed && !form) cache.set(key, html, nonce);
      };
      result.stream.pipe(new ResponseWriter(res, () => clearTimeout(timer), store));
      res.on('close', () => {
        clearTimeout(timer);
        if (!res.writableFinished) result.stream.abort();
      });
    } catch (error) {
      next(error);
    }
  };
}

function logRenderError(req: ExpressRequest, logger: Logger, renderer: Renderer, error: unknown) {
  if (error instanceof Error) renderer.fixStack?.(error);
  (req.log ?? logger).error({ err: error }, 'render failed');
}

/**
 * Writes React's stream to the response: passes React's flush() on to compression
 * (or streaming stalls), and hands the finished page to `store` for the cache.
 */
class ResponseWriter extends Writable {
  readonly #chunks: Buffer[] = [];
  readonly res: Response;
  readonly done: () => void;
  readonly store: ((html: string) => void) | undefined;

  constructor(res: Response, done: () => void, store?: (html: string) => void) {
    super();
    this.res = res;
    this.done = done;
    this.store = store;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (this.store) this.#chunks.push(chunk);
    if (this.res.write(chunk)) callback();
    else this.res.once('drain', () => callback());
  }

  override _final(callback: (error?: Error | null) => void) {
    this.done();
    this.res.end();
    this.store?.(Buffer.concat(this.#chunks).toString('utf8'));
    callback();
  }

  flush() {
    (this.res as Response & { flush?: () => void }).flush?.();
  }
}
