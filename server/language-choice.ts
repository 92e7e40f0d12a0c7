import type { RequestHandler } from 'express';
import { chosenLanguage } from '../src/language-choice.ts';
import { pathIn } from '../src/languages.ts';

/**
 * GET / (spec: "redirects to home"): to the home page in the language the visitor last chose
 * with the header's switch (its `lang` cookie, src/language-choice.ts), else to the English
 * one. A temporary redirect that varies with the cookie, so no cache keeps one language's
 * answer for a visitor who has since chosen the other. `/mr` goes to `/mr/home` by the route
 * table, as every other page does.
 */
export const homeInChosenLanguage: RequestHandler = (req, res, next) => {
  if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  const query = req.originalUrl.slice(req.path.length);
  res.set('Cache-Control', 'no-cache').vary('Cookie');
  res.redirect(302, `${pathIn(chosenLanguage(req.get('cookie')), '/home')}${query}`);
};
