import express from 'express';
import type { Renderer } from './render.ts';

/** robots.txt and sitemap.xml, built from SITE_URL and the route table (src/sitemap.server.ts). */
export function seoFiles(renderer: Renderer, siteUrl: URL) {
  const router = express.Router();
  const robots = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');

  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(robots);
  });
  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const { entry } = await renderer.site('/');
      res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(entry.sitemap(siteUrl.origin));
    } catch (error) {
      next(error);
    }
  });
  return router;
}
