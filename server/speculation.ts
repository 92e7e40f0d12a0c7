import type { RequestHandler } from 'express';

export const speculationRulesPath = '/speculation-rules.json';

/** Same-site pages a visitor may open next, without the admin area (per visitor, never cached). */
const pages = {
  and: [
    { href_matches: '/*' },
    { not: { href_matches: '/admin/*' } },
    { not: { href_matches: '/mr/admin/*' } },
    { not: { href_matches: '/*.csv' } },
    { not: { selector_matches: '[download], [rel~=nofollow]' } },
  ],
};

/**
 * Navigation is ordinary page loads; the browser makes them feel instant (Speculation Rules
 * API): it fetches a page when a pointer rests on its link or a finger touches it, and
 * prerenders it when the press starts. Pages change nothing when fetched (GET, public,
 * same for every visitor), so speculating is safe. Delivered by the `Speculation-Rules`
 * header rather than an inline script, so the CSP stays `script-src 'self'`.
 */
export const speculationRules = {
  prefetch: [{ where: pages, eagerness: 'moderate' }],
  prerender: [{ where: pages, eagerness: 'conservative' }],
};

const body = JSON.stringify(speculationRules);

export const serveSpeculationRules: RequestHandler = (req, res, next) => {
  if (req.path !== speculationRulesPath || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  res.set('Cache-Control', 'public, max-age=3600').type('application/speculationrules+json').send(body);
};
