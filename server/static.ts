import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { withoutDocumentHeaders } from './security.ts';

/**
 * Scripts, styles and SVG compressed at build time (the `precompress` plugin in
 * vite.config.ts: brotli at its best quality, about 14% smaller than the brotli that
 * `compression` can afford per request) are served as they are: `x.js.br` for a
 * client that accepts brotli, `x.js.gz` for one that accepts only gzip. The
 * `compression` middleware leaves an answer that already has a Content-Encoding alone.
 */
export function precompressed(dir: string): RequestHandler {
  const files = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const encodings = [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const;
  return (req, res, next) => {
    const name = req.path.slice(1);
    const compressed = encodings.filter(([, suffix]) => files.has(name + suffix));
    if (compressed.length === 0) return next();
    res.vary('Accept-Encoding');
    const chosen = compressed.find(([encoding]) => req.acceptsEncodings(encoding) === encoding);
    if (!chosen) return next();
    res.setHeader('Content-Encoding', chosen[0]);
    res.type(path.extname(name));
    req.url = `/${name}${chosen[1]}`;
    next();
  };
}

/**
 * The built client: hashed files under /assets are immutable for a year (and served
 * precompressed); other public files (media, icons, the web manifest) are cached for a week
 * and revalidated by ETag. Files that are never a document go without the document's
 * security headers (server/security.ts).
 */
export function staticFiles(clientDir: string): RequestHandler {
  const router = express.Router();
  const assets = path.join(clientDir, 'assets');
  router.use('/assets', precompressed(assets));
  router.use(
    '/assets',
    express.static(assets, {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
      fallthrough: false,
      setHeaders: withoutDocumentHeaders,
    }),
  );
  const publicFiles = express.static(clientDir, {
    maxAge: '7d',
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    setHeaders: withoutDocumentHeaders,
  });
  // The build's top-level names (icons, media, the manifest...), read once: a page's path, which is
  // none of them, goes on to its route without a look at the disk.
  const publicNames = new Set(existsSync(clientDir) ? readdirSync(clientDir) : []);
  router.use((req, res, next) => {
    const [, first = ''] = req.path.split('/', 2);
    if (publicNames.has(first)) return publicFiles(req, res, next);
    next();
  });
  return router;
}
