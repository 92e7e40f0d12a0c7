import express from 'express';
import type { Renderer } from './render.ts';
import type { Snapshots } from './store/snapshots.ts';

/** robots.txt and sitemap.xml, built from SITE_URL, the route table and the store's published pages (src/sitemap.server.ts). */
export function seoFiles(renderer: Renderer, siteUrl: URL, snapshots?: Snapshots) {
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
      const xml = await entry.sitemap(siteUrl.origin, snapshots);
      // Short: a published centre is in it within minutes through a shared cache too (decision 095).
      res.type('application/xml').set('Cache-Control', 'public, max-age=300').send(xml);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
