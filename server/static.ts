import path from 'node:path';
import express, { type RequestHandler } from 'express';

/**
 * Paths that try to climb out of the site (`..`, encoded slashes or backslashes,
 * NUL bytes, undecodable escapes) are answered 404 before anything looks at disk.
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
    res.status(404).type('text/plain').send('Not found');
    return;
  }
  next();
};

/**
 * The built client: hashed files under /assets are immutable for a year; other
 * public files (media, icons, robots.txt) are cached for a week and revalidated by ETag.
 */
export function staticFiles(clientDir: string): RequestHandler {
  const router = express.Router();
  router.use(
    '/assets',
    express.static(path.join(clientDir, 'assets'), {
      immutable: true,
      maxAge: '1y',
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(clientDir, { maxAge: '7d', index: false, redirect: false, dotfiles: 'ignore' }));
  return router;
}
