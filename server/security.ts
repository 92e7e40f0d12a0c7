import { hash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import helmet from 'helmet';
import createError from 'http-errors';
import { speculationRulesText } from './from-src.ts';
import type { Config } from './config.ts';
import { lastResortPage } from './errors.ts';

/** Hosts that pages embed only after a visitor clicks: YouTube's privacy-enhanced player and Google Maps. */
export const frameHosts = ['https://www.youtube-nocookie.com', 'https://www.google.com'];
const [videoHost, mapHost] = frameHosts as [string, string];

/**
 * Browser features the site uses, and for whom: its own videos and the click-to-load YouTube
 * player play (autoplay, encrypted media, picture-in-picture) and, like the map, may go full
 * screen. Every other powerful feature is denied to the page and to anything it frames, so a
 * script that got in anyway could not reach them. Only features Chromium knows are named (an
 * unknown one is a console warning on every page: Linux Chromium, for one, knows no `web-share`).
 */
const permissions: Record<string, string[]> = {
  accelerometer: [],
  autoplay: ['self', videoHost],
  'browsing-topics': [],
  camera: [],
  'display-capture': [],
  'encrypted-media': ['self', videoHost],
  fullscreen: ['self', videoHost, mapHost],
  geolocation: [],
  gyroscope: [],
  hid: [],
  'idle-detection': [],
  magnetometer: [],
  microphone: [],
  midi: [],
  payment: [],
  'picture-in-picture': ['self', videoHost],
  'publickey-credentials-get': [],
  'screen-wake-lock': [],
  serial: [],
  usb: [],
  'xr-spatial-tracking': [],
};

/** The `Permissions-Policy` header (structured fields: `name=(self "https://…")`, `()` for none). */
export const permissionsPolicy = Object.entries(permissions)
  .map(([feature, allowed]) => `${feature}=(${allowed.map((who) => (who === 'self' ? who : `"${who}"`)).join(' ')})`)
  .join(', ');

const setPermissionsPolicy: RequestHandler = (_req, res, next) => {
  res.setHeader('Permissions-Policy', permissionsPolicy);
  next();
};

/**
 * Helmet with a strict CSP: scripts only from files of this origin (pages hold no inline
 * script but the two named by their hashes, only JSON data blocks that never run, so there is no nonce and every visitor
 * gets the same bytes; a page's start script is added by its hash, `withInlineSources`),
 * styles only from files and from the `<style>` blocks of the page being answered, allowed one
 * by one by their hash (`withInlineSources`, decision 051; never 'unsafe-inline' in production),
 * nothing framed but the two embed hosts, and this site never framed itself; and a
 * Permissions-Policy.
 */
export function securityHeaders(config: Pick<Config, 'env' | 'hsts'>): RequestHandler[] {
  const dev = config.env === 'development';
  return [
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The speculation rules the loader adds (src/speculation-rules.ts), by their hash; a page
          // adds its inline start script's, as the build that rendered it wrote it (withInlineSources).
          scriptSrc: ["'self'", sourceHash(speculationRulesText)],
          // Vite's dev client injects <style> elements for hot reloading; in production a page's
          // own <style> is added by its hash (withInlineSources).
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
    setPermissionsPolicy,
  ];
}

/**
 * Headers only a document acts on: its CSP and framing rules, opener and agent-cluster
 * isolation, referrer policy, features, and helmet's legacy ones. A script, picture, font, video
 * or manifest is never a document, so the static files of those types go without them: about
 * 1.3 KB less per file, and on a slow link every file fetched before the largest picture shares
 * its round trips (decision 059). SVG can be opened as a document and keeps them all, as does
 * every answer that is not a file (pages, errors, the API). Every answer keeps nosniff, CORP,
 * HSTS, its cache headers and its request id.
 */
export const documentOnlyHeaders = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** Files a browser never renders as a document (named without a `.br`/`.gz` suffix). */
const neverADocument = /\.(js|css|avif|webp|png|jpg|ico|woff2|mp4|webmanifest)(\.br|\.gz)?$/;

/** `express.static`'s `setHeaders`: a file that is never a document goes without the document's headers. */
export function withoutDocumentHeaders(res: ServerResponse, file: string) {
  if (!neverADocument.test(file)) return;
  for (const name of documentOnlyHeaders) res.removeHeader(name);
}

/** A CSP source that allows one inline `<style>` or `<script>`: the SHA-256 of its text, exactly as sent. */
export const sourceHash = (text: string) => `'sha256-${hash('sha256', text, 'base64')}'`;
export const styleHash = sourceHash;

/** The text of every `<style>` element of a page (up to its end tag, which CSS text cannot hold). */
export const styleBlocks = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, css = '']) => css);

/** The CSP sources of a page's own inline elements: its start script, and its `<style>` blocks. */
export interface InlineSources {
  script: readonly string[];
  style: readonly string[];
}

/**
 * The page's CSP: the response's policy with the page's own sources added, its start script's
 * to `script-src` (decision 088) and its styles' to `style-src` (decision 051). Pages are the same
 * bytes for every visitor, so a cached page's sources are worked out once (server/page-cache.ts);
 * a policy without the directive is left as it is.
 */
export function withInlineSources(policy: string | undefined, { script, style }: InlineSources): string | undefined {
  return policy && withSources(withSources(policy, 'script-src', script), 'style-src', style);
}

function withSources(policy: string, directive: 'script-src' | 'style-src', sources: readonly string[]): string {
  if (!sources.length) return policy;
  return policy.replace(
    new RegExp(`(^|;)\\s*${directive}(?![\\w-])([^;]*)`),
    (found) => `${found} ${sources.join(' ')}`,
  );
}

// What a request may ask, checked before anything else reads it (decisions 005, 041).

const absoluteForm = /^https?:\/\/[^/?#]*([^#]*)/i;

/**
 * The request target in origin-form (`/path?query`), what every handler after this reads
 * (RFC 9112 §3.2). A client may send the absolute-form (`GET http://host/path HTTP/1.1`, what
 * proxies are sent): it is answered for its path and query alone, and the host it names is
 * dropped, so that it can never reach a `Location`, a page or a log line as this site's own.
 * Any other target (authority-form, `*`, or no target at all) is answered 400.
 */
export const originFormTarget: RequestHandler = (req, _res, next) => {
  if (req.url.startsWith('/')) return next();
  const absolute = absoluteForm.exec(req.url);
  if (!absolute) return next(createError(400));
  const rest = absolute[1] ?? '';
  const target = rest.startsWith('/') ? rest : `/${rest}`;
  // Express copied the target to originalUrl when the request came in; both must say the same.
  req.url = target;
  req.originalUrl = target;
  next();
};

/**
 * Paths that try to climb out of the site (`..`, encoded slashes or backslashes,
 * NUL bytes, undecodable escapes) are answered 404 before anything looks at disk, with the
 * last-resort page in the language of the path asked for (server/errors.ts): cheap, no render.
 */
export const rejectTraversal: RequestHandler = (req, res, next) => {
  const rawPath = req.url.split('?', 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    decoded = '\0';
  }
  const suspicious =
    /%2f|%5c|%00|\\/i.test(rawPath) || decoded.includes('\0') || decoded.split('/').some((s) => s === '..');
  if (suspicious) {
    lastResortPage(res, 404);
    return;
  }
  next();
};

/**
 * Whether a state-changing request (a form POST) comes from this site's own pages, so that
 * another site cannot post on a visitor's behalf (CSRF). Browsers say so in two headers:
 * `Sec-Fetch-Site` (anything but `same-origin` is refused) and `Origin` (it must be this
 * site: the configured public origin, or the origin the request itself was addressed to).
 * A request with neither header comes from no browser page (curl, old browsers) and is let
 * through: it carries no visitor's cookies that another site could abuse. `Origin: null`
 * (sandboxed frames, some redirects) is refused.
 */
export function isSameSite(req: Request, siteUrl: URL): boolean {
  const fetchSite = req.get('sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = req.get('origin');
  if (origin === undefined) return true;
  return origin === siteUrl.origin || origin === `${req.protocol}://${req.get('host') ?? ''}`;
}

/** Refuses (403) a form posted from another site, before its body is read. */
export const sameSiteOnly =
  (siteUrl: URL): RequestHandler =>
  (req, _res, next) =>
    next(isSameSite(req, siteUrl) ? undefined : createError(403));
