import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { languages, splitPath, type Language, type Refusal } from './from-src.ts';
import { lastResortBytes } from './errors.ts';
import type { Logger } from './logging.ts';
import { allowInline } from './page-delivery.ts';
import type { InlineSources } from './security.ts';

/**
 * A refusal's page as the site's error page renders it, kept as bytes, with a brotli and a gzip
 * copy made once (a refusal costs no compression), and the inline sources its CSP allows.
 */
export interface PreparedPage {
  body: Buffer;
  encoded: { br: Buffer; gzip: Buffer };
  sources: InlineSources;
}

/** What a render gives: the page, before its compressed copies are made. */
export type RenderedPage = Omit<PreparedPage, 'encoded'>;

/** Renders the site's error page for a status (and refusal) in a language, whole (server/render.ts `refusalRenderer`). */
export type RenderRefusal = (lang: Language, status: number, refusal: Refusal | undefined) => Promise<RenderedPage>;

/** The refusals whose page does not depend on a wait: rendered for each language at warm-up. */
const fixed: readonly [number, Refusal | undefined][] = [
  [503, { kind: 'busy' }],
  [408, { kind: 'slow' }],
  [429, { kind: 'uploads' }],
  [405, { kind: 'method' }],
  [404, undefined],
];

/** How many pages are kept: a wait is said in whole minutes, so a few hundred at most; past the cap, none is rendered. */
const preparedCap = 500;

/**
 * The pages of requests the server refuses before routing them (decisions 063, 101; issue 57
 * item 5): the site's own error page, in the shell and the request's language, rendered once
 * and then served as bytes, so a flood of refusals costs a lookup each. The fixed ones are
 * rendered at warm-up (`prepare`); a login's or a form's wait is said in whole minutes, one page
 * a minute, rendered the first time it is needed. Until a page is ready, and if it cannot be
 * rendered, the last-resort page answers (server/errors.ts). No page holds anything of the
 * request: its way back to the form is the document's own address (decision 110).
 */
export class RefusalPages {
  readonly #render: RenderRefusal;
  readonly #logger: Logger;
  readonly #pages = new Map<string, PreparedPage>();
  readonly #rendering = new Map<string, Promise<PreparedPage | undefined>>();

  constructor(render: RenderRefusal, logger: Logger) {
    this.#render = render;
    this.#logger = logger;
  }

  /** Renders the fixed pages of every language (start-up's warm-up, server/start.ts). */
  async prepare(): Promise<void> {
    const langs = Object.keys(languages) as Language[];
    await Promise.all(langs.flatMap((lang) => fixed.map(([status, refusal]) => this.page(lang, status, refusal))));
  }

  /** The page if it is ready: for an answer that cannot wait (server/bounds.ts). */
  ready(lang: Language, status: number, refusal: Refusal | undefined): PreparedPage | undefined {
    const key = keyOf(lang, status, refusal);
    const page = this.#pages.get(key);
    if (!page && this.#pages.size < preparedCap) void this.page(lang, status, refusal);
    return page;
  }

  /** The page, rendered the first time it is asked for (once, however many ask at once); undefined if it cannot be. */
  page(lang: Language, status: number, refusal: Refusal | undefined): Promise<PreparedPage | undefined> {
    const key = keyOf(lang, status, refusal);
    const page = this.#pages.get(key);
    if (page) return Promise.resolve(page);
    if (this.#pages.size >= preparedCap) return Promise.resolve(undefined);
    let rendering = this.#rendering.get(key);
    if (!rendering) {
      rendering = this.#render(lang, status, asSaid(refusal)).then(
        async (made) => {
          const [br, gz] = await Promise.all([brotli(made.body), gzipped(made.body)]);
          const prepared = { ...made, encoded: { br, gzip: gz } };
          this.#pages.set(key, prepared);
          return prepared;
        },
        (error: unknown) => {
          this.#logger.error({ err: error, status }, 'refusal page not rendered; the last resort answers');
          return undefined;
        },
      );
      this.#rendering.set(key, rendering);
      void rendering.finally(() => this.#rendering.delete(key));
    }
    return rendering;
  }
}

const brotliOnce = promisify(brotliCompress);
const gzipOnce = promisify(gzip);
/** A page's compressed copies, made once, off the event loop. */
const brotli = (body: Buffer) =>
  brotliOnce(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
const gzipped = (body: Buffer) => gzipOnce(body, { level: 9 });

/** A wait, said in whole minutes: one page a minute's wait. */
const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

const keyOf = (lang: Language, status: number, refusal: Refusal | undefined) =>
  `${lang} ${status} ${refusal?.kind ?? ''} ${refusal && 'retryAfterSeconds' in refusal ? minutesOf(refusal.retryAfterSeconds) : ''}`;

/** The refusal as its page says it: a wait rounded up to its whole minutes, as its key. */
const asSaid = (refusal: Refusal | undefined): Refusal | undefined =>
  refusal && 'retryAfterSeconds' in refusal
    ? { ...refusal, retryAfterSeconds: minutesOf(refusal.retryAfterSeconds) * 60 }
    : refusal;

/** The app's refusal pages, which server/app.ts keeps in its `locals`. */
export function refusalPagesOf(locals: Record<string, unknown>): RefusalPages | undefined {
  const pages = locals.refusalPages;
  return pages instanceof RefusalPages ? pages : undefined;
}

/** The language of the page a request asked for (its path's). */
const languageOf = (req: Request) => splitPath(req.path).lang;

/** The page's bytes as the request takes them: compressed as the client reads, else as they are. */
function encodedFor(req: Request, page: PreparedPage): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const encoding = req.acceptsEncodings('br', 'gzip');
  return encoding === 'br' || encoding === 'gzip' ? { body: page.encoded[encoding], encoding } : { body: page.body };
}

/**
 * The page for an answer that cannot wait for a render (server/bounds.ts): the refusal's page if
 * it is ready, else the last resort in the request's language. Sent before the security headers
 * are set, so the page's inline sources need no policy of their own.
 */
export function refusalBytes(
  req: Request,
  status: number,
  refusal: Refusal,
): { body: Buffer; encoding?: 'br' | 'gzip' } {
  const lang = languageOf(req);
  const page = refusalPagesOf(req.app.locals)?.ready(lang, status, refusal);
  return page ? encodedFor(req, page) : { body: lastResortBytes(status, lang) };
}

/**
 * Answers `status` with the refusal's page (the caller has set its other headers: Retry-After,
 * Cache-Control, Allow, Connection): its CSP allows the page's inline style and start script.
 */
export async function sendRefusal(req: Request, res: Response, status: number, refusal?: Refusal): Promise<void> {
  const lang = languageOf(req);
  const page = await refusalPagesOf(req.app.locals)?.page(lang, status, refusal);
  if (res.headersSent) return;
  res.status(status).type('html');
  if (!page) return void res.send(lastResortBytes(status, lang));
  allowInline(res, page.sources);
  const { body, encoding } = encodedFor(req, page);
  // compression() leaves an encoded body alone.
  if (encoding) res.set('Content-Encoding', encoding);
  res.vary('Accept-Encoding').send(body);
}
