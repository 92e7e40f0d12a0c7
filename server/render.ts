import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request as ExpressRequest, RequestHandler, Response } from 'express';
import createError from 'http-errors';
import { isbot } from 'isbot';
import type { PipeableStream } from 'react-dom/server';
import { languages, type Language, type PageAssets, type Refusal, type SiteSettings } from './from-src.ts';
import type { Logger } from './logging.ts';
import type { PageCache } from './page-cache.ts';
import type { RenderRefusal } from './refusal-page.ts';
import type { Snapshots } from './store/snapshots.ts';
import { bodyInit } from './multipart.ts';
import { allowInline, PageDelivery } from './page-delivery.ts';
import { sourceHash, styleHash } from './security.ts';
import { visitorOf, type Visitor } from './visitor.ts';

/**
 * What the server asks of the pages' entry (src/entry-server.tsx, which implements it): the
 * contract between the edge and the pages, the server's to say.
 */
export interface RenderOptions {
  siteUrl: string;
  /** The operator's file (SITE_CONFIG), read at start: the same for every request. */
  settings?: SiteSettings | undefined;
  /** Days a contact message is kept (RETENTION_DAYS, read at start): the privacy notice says it. */
  retentionDays: number;
  /** Wait for the whole document (crawlers) rather than sending the shell as soon as it is ready. */
  waitForAll: boolean;
  /** The files the matched pages need, by page module name (`handle.page` of the matched routes). */
  assetsFor: (pages: string[]) => PageAssets;
  /**
   * The request as the routes' loaders and actions see it on the server (src/site.server.ts
   * `SiteRequest`): the visitor, and the services the app made, which the server only carries;
   * none for public pages.
   */
  site?: { visitor: Visitor; services: unknown } | undefined;
  /** The store's public data held in memory (server/store/snapshots.ts), for pages made from it; none without a store. */
  snapshots?: Snapshots | undefined;
  onError: (error: unknown) => void;
}

/**
 * A redirect (from the router, a loader or an action), a document, a resource route's own
 * answer (`response`: a file, an empty 204), or a refusal the server answers with its own error
 * page, as it answers every refused request: a post to no page, to a page that takes none, or to
 * a record that cannot be one (404); a form without its session's token (403); a resource
 * route's error (its status). `headers`: the ones the routes' answers carry (Retry-After,
 * Set-Cookie...).
 */
export type RenderResult =
  | { type: 'redirect'; status: number; location: string; headers: Headers }
  | { type: 'document'; status: number; headers: Headers; stream: PipeableStream; data: readonly string[] }
  | { type: 'response'; response: globalThis.Response; streamed: boolean }
  | { type: 'refused'; status: number };

export interface EntryServer {
  render(request: Request, options: RenderOptions): Promise<RenderResult>;
  /** The site's error page for a status, in this build's language (every HTML error: server/errors.ts). */
  renderError(status: number, options: RenderOptions, refusal?: Refusal): Promise<RenderResult>;
  /** sitemap.xml: the route table's pages, and the store's published ones (`snapshots`). */
  sitemap(origin: string, snapshots?: Snapshots): Promise<string>;
  pageIndex(): Map<string, readonly string[]>;
  /** Every page the cache holds for anyone, by path (src/sitemap.server.ts). */
  publicPages(): string[];
  /** The language this server bundle renders (src/current-language.ts). */
  language: Language;
  /** The source module of a page named in a route's `handle.page` (src/routes.tsx). */
  pageModule(page: string): string;
  /** Whether a path is a page rendered for one signed-in admin (`handle.personal`), never cached. */
  isPersonal(path: string): boolean;
  /** The methods a path is answered to (GET, HEAD, and POST where a route takes a form), or undefined for no page. */
  methodsOf(path: string): Promise<readonly string[] | undefined>;
  /**
   * The text of the inline start script in every page's `<head>` (src/islands/start.ts, built
   * by build/start-script.ts): each page's CSP allows it by its hash (`scriptSources`).
   */
  startIslandsScript: string;
}

/**
 * The CSP sources of the inline script in the pages a build renders: its start script's hash,
 * from the build itself (decision 088), added to the policy of each page it renders and kept
 * with the page in the cache. Never read from a page.
 */
export function scriptSources(entry: EntryServer): readonly string[] {
  let sources = scriptHashes.get(entry);
  if (!sources) scriptHashes.set(entry, (sources = [sourceHash(entry.startIslandsScript)]));
  return sources;
}
/** Worked out once a build (in development, once a reload of it), not for every page sent. */
const scriptHashes = new WeakMap<EntryServer, readonly string[]>();

/** One language's build: its server bundle, and the client files its pages need. */
export interface SiteBuild {
  entry: EntryServer;
  assetsFor(pages: string[]): PageAssets;
}

/** How pages are rendered: from Vite in development, from dist/ in production. */
export interface Renderer {
  /** Serves the client files (Vite's middlewares in development). */
  assets: RequestHandler;
  /** The build that renders a path: the Marathi one under /mr, else the English one (decision 036). */
  site(path: string): Promise<SiteBuild>;
  /** Turns a render error's stack into source positions (development). */
  fixStack?(error: Error): void;
}

interface Options {
  renderer: Renderer;
  siteUrl: URL;
  /** The operator's file (SITE_CONFIG), read at start: every page shows its details. */
  settings?: SiteSettings;
  /** Days a contact message is kept (RETENTION_DAYS): the privacy notice says it. */
  retentionDays: number;
  cache: PageCache | undefined;
  /** Cache-Control of pages that are the same for every visitor (config.pageCacheControl). */
  cacheControl: string;
  /** The services the routes' loaders and actions use on the server (src/site.server.ts): sessions, limits, the store. */
  services?: unknown;
  /** The store's public data in memory (server/store/snapshots.ts), for the pages made from it. */
  snapshots?: Snapshots | undefined;
  /**
   * The paths of the forms that take a file (server/app.ts): a multipart post to one reaches its
   * action's `Request` with its body; to any other path, with an empty form, its body never read.
   */
  uploadPaths?: readonly (string | RegExp)[];
  logger: Logger;
  renderTimeoutMs?: number;
}

/**
 * GET and HEAD of any page, and the posts of the forms that work without JavaScript: delivered
 * as server/page-delivery.ts decides (moved, from the page cache, or rendered and perhaps kept
 * there), routed by React Router's static handler, whose loaders and actions compute the page's
 * data and outcome on the server with this request and the app's `services` (src/site.server.ts,
 * decision 089), and streamed by React. The routes' own headers (Retry-After; Set-Cookie on a
 * loader's redirect) are passed on. A POST arrives with its urlencoded body parsed by Express
 * (server/app.ts) and is handed to the action as the Request's form data; a multipart body is
 * handed to it unread, as the Request's stream (server/multipart.ts reads it within limits).
 */
export function renderPages({
  renderer,
  siteUrl,
  settings,
  retentionDays,
  cache,
  cacheControl,
  services,
  snapshots,
  uploadPaths = [],
  logger,
  renderTimeoutMs = 10_000,
}: Options): RequestHandler {
  const pages = new PageDelivery({ siteUrl, cache, cacheControl });
  return async (req, res, next) => {
    try {
      const site = await renderer.site(req.path);
      const delivery = pages.plan(site.entry, req);
      if (delivery.kind === 'moved') return res.redirect(301, delivery.location);
      if (pages.answerFromCache(req, res, delivery)) return;

      let failed = false;
      const controller = new AbortController();
      res.on('close', () => controller.abort());
      const { result, assets } = await renderPage(site, delivery.key ?? req.originalUrl, {
        siteUrl,
        settings,
        retentionDays,
        // Crawlers, link previews and Lighthouse get the whole document before its first byte (isbot).
        waitForAll: isbot(req.get('user-agent')),
        init: {
          method: req.method,
          signal: controller.signal,
          // What a route may read of the request's headers, for an answer no cache keeps: a
          // cached page is the same for every visitor, whatever their cookies.
          ...(delivery.key === undefined && { headers: headersOf(req) }),
          ...(req.method === 'POST' && bodyOf(req, uploadPaths)),
        },
        site: delivery.personal && services ? { visitor: visitorOf(req, logger), services } : undefined,
        snapshots,
        onError: (error) => {
          failed = true;
          logRenderError(req, logger, renderer, error);
        },
      });
      if (result.type === 'refused') return next(createError(result.status));
      if (result.type === 'response') return void (await sendResponse(req, res, result, logger));
      passHeaders(res, result.headers);
      if (result.type === 'redirect') return res.redirect(result.status, result.location);
      if (result.status >= 500) res.set('Cache-Control', 'no-store');
      const scripts = scriptSources(site.entry);
      sendDocument(res, result, assets, scripts, renderTimeoutMs, (html) =>
        pages.keep(delivery, result.status, failed, html, scripts, result.data),
      );
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The site's error page for `status`, in the language of the path asked for and inside its
 * shell (src/entry-server.tsx `renderError`): how server/errors.ts answers every HTML error.
 * Never cached, `no-store`. Rejects when it cannot be rendered; the caller then says it plainly.
 */
export function errorPages({
  renderer,
  siteUrl,
  settings,
  retentionDays,
  logger,
  renderTimeoutMs = 10_000,
}: Omit<Options, 'cache' | 'cacheControl'>) {
  return async (req: ExpressRequest, res: Response, status: number) => {
    const site = await renderer.site(req.path);
    let assets: PageAssets | undefined;
    const result = await site.entry.renderError(status, {
      siteUrl: siteUrl.origin,
      settings,
      retentionDays,
      waitForAll: true,
      assetsFor: (pages) => (assets = site.assetsFor(pages)),
      onError: (error) => logRenderError(req, logger, renderer, error),
    });
    if (result.type !== 'document') throw new Error(`No error page for ${status}: ${result.type}`);
    res.set('Cache-Control', 'no-store').vary('Accept-Encoding');
    sendDocument(res, { ...result, status }, assets, scriptSources(site.entry), renderTimeoutMs);
  };
}

/**
 * The site's error page for `status`, and a refusal's words, in `lang`, rendered whole with the
 * inline sources its CSP must allow: how server/refusal-page.ts makes the pages it keeps as bytes.
 * Rejects when the page cannot be rendered whole, or a part of it failed.
 */
export function refusalRenderer({
  renderer,
  siteUrl,
  settings,
  retentionDays,
  renderTimeoutMs = 10_000,
}: Omit<Options, 'cache' | 'cacheControl' | 'logger'>): RenderRefusal {
  return async (lang, status, refusal) => {
    const site = await renderer.site(`${languages[lang].prefix}/`);
    let assets: PageAssets | undefined;
    let failure: unknown;
    const result = await site.entry.renderError(
      status,
      {
        siteUrl: siteUrl.origin,
        settings,
        retentionDays,
        waitForAll: true,
        assetsFor: (pages) => (assets = site.assetsFor(pages)),
        onError: (error) => (failure ??= error ?? new Error('render failed')),
      },
      refusal,
    );
    if (result.type !== 'document') throw new Error(`No error page for ${status}: ${result.type}`);
    const html = await wholeDocument(result.stream, renderTimeoutMs);
    if (failure !== undefined) throw failure;
    const style = assets?.css ? [styleHash(assets.css)] : [];
    return { body: Buffer.from(html), sources: { script: scriptSources(site.entry), style } };
  };
}

/** A document's stream read to its end, within `timeoutMs` (the page cache's warm-up, the refusal pages). */
export async function wholeDocument(stream: PipeableStream, timeoutMs: number): Promise<string> {
  const chunks: Buffer[] = [];
  const { promise, resolve, reject } = Promise.withResolvers<void>();
  const timer = setTimeout(() => stream.abort(new Error('Render timed out')), timeoutMs);
  stream.pipe(
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        resolve();
        callback();
      },
      destroy(error, callback) {
        if (error) reject(error);
        callback(error);
      },
    }),
  );
  try {
    await promise;
  } finally {
    clearTimeout(timer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Streams a rendered document to the response with its status, its start script (`scripts`) and
 * styles allowed by the CSP, within `timeoutMs`; `store` gets the whole page.
 */
function sendDocument(
  res: Response,
  result: Extract<RenderResult, { type: 'document' }>,
  assets: PageAssets | undefined,
  scripts: readonly string[],
  timeoutMs: number,
  store?: (html: string) => void,
) {
  res.status(result.status).type('html');
  allowInline(res, { script: scripts, style: assets?.css ? [styleHash(assets.css)] : [] });
  const timer = setTimeout(() => result.stream.abort(new Error('Render timed out')), timeoutMs);
  result.stream.pipe(new ResponseWriter(res, () => clearTimeout(timer), store));
  res.on('close', () => {
    clearTimeout(timer);
    if (!res.writableFinished) result.stream.abort();
  });
}

/** How one page is rendered: for a visitor's request (above) and into the cache at start (server/warm-up.ts) alike. */
export interface PageRender {
  siteUrl: URL;
  /** The operator's file (SITE_CONFIG), read at start: every page shows its details. */
  settings?: SiteSettings | undefined;
  /** Days a contact message is kept (RETENTION_DAYS): the privacy notice says it. */
  retentionDays: number;
  /** The whole document before the first byte (crawlers, the cache's warm-up), else the shell first. */
  waitForAll: boolean;
  /** The request's method, body and abort signal; a plain GET when absent. */
  init?: RequestInit;
  /** The request as the routes' loaders and actions see it on the server; public pages need none. */
  site?: RenderOptions['site'];
  /** The store's public data in memory, for the pages made from it. */
  snapshots?: Snapshots | undefined;
  onError: (error: unknown) => void;
}

/** Routes `path` (with its query) in a build and starts rendering it; `assets`: the files its pages need. */
export async function renderPage({ entry, assetsFor }: SiteBuild, path: string, how: PageRender) {
  let assets: PageAssets | undefined;
  const result = await entry.render(new Request(how.siteUrl.origin + path, how.init), {
    siteUrl: how.siteUrl.origin,
    settings: how.settings,
    retentionDays: how.retentionDays,
    waitForAll: how.waitForAll,
    assetsFor: (pages) => (assets = assetsFor(pages)),
    site: how.site,
    snapshots: how.snapshots,
    onError: how.onError,
  });
  return { result, assets };
}

/**
 * A post's body for the action's `Request`: a multipart one to a form that takes a file, its
 * stream, unread, with its type and length (server/multipart.ts reads it, with the action's
 * limits); else the form's fields as Express's urlencoded parser read them (server/app.ts), for
 * `request.formData()`, which never reads a body without limits.
 */
function bodyOf(req: ExpressRequest, uploadPaths: readonly (string | RegExp)[]): RequestInit {
  const upload = uploadPaths.some((path) => (typeof path === 'string' ? path === req.path : path.test(req.path)));
  if (!upload || typeof req.is('multipart/form-data') !== 'string') return { body: formOf(req) };
  const { headers, ...body } = bodyInit(req);
  const all = headersOf(req);
  for (const [name, value] of Object.entries(headers)) all.set(name, value);
  return { ...body, headers: all };
}

function formOf(req: ExpressRequest): URLSearchParams {
  const form = new URLSearchParams();
  const body: unknown = req.body;
  if (!body || typeof body !== 'object') return form;
  for (const [name, value] of Object.entries(body))
    for (const one of Array.isArray(value) ? value : [value]) if (typeof one === 'string') form.append(name, one);
  return form;
}

/**
 * The request's headers a route may read: what the client takes (a script asks logout for
 * JSON) and its cookies (the language chosen, for `/`).
 */
function headersOf(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const name of ['accept', 'cookie']) {
    const value = req.get(name);
    if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

/**
 * A resource route's own answer (the CSV, logout's 204, a record's document): status, headers
 * and body as the route made them. A `streamed` one (`handle.streamed`) is passed on as it comes,
 * with the length the route gives, if any; one that fails on the way ends the connection, so
 * the download fails rather than looking whole. The others are sent whole, with their length.
 */
async function sendResponse(
  req: ExpressRequest,
  res: Response,
  { response, streamed }: { response: globalThis.Response; streamed: boolean },
  logger: Logger,
) {
  passHeaders(res, response.headers);
  const type = response.headers.get('content-type');
  if (type) res.set('Content-Type', type);
  res.status(response.status);
  if (!streamed || !response.body) return void res.send(Buffer.from(await response.arrayBuffer()));
  const length = response.headers.get('content-length');
  if (length !== null) res.set('Content-Length', length);
  try {
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream<Uint8Array>), res);
  } catch (error) {
    (req.log ?? logger).debug({ err: error }, 'streamed answer cut short');
    res.destroy();
  }
}

/** The headers a route's answer carries; Set-Cookie and Vary added to the ones already set, the others set. */
function passHeaders(res: Response, headers: Headers) {
  for (const cookie of headers.getSetCookie()) res.append('Set-Cookie', cookie);
  for (const [name, value] of headers) {
    if (name === 'location' || name === 'set-cookie' || name === 'content-type' || name === 'content-length') continue;
    if (name === 'vary') res.vary(value);
    else res.set(name, value);
  }
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
