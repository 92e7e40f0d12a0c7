import type { RequestHandler } from 'express';
import { languageCookie } from '../src/language-choice.ts';
import { languages, pathIn, type Language } from '../src/languages.ts';
import { cookieIn } from './cookies.ts';

/** The language a Cookie header names (the header's switch sets it, src/language-choice.ts), or English. */
export function chosenLanguage(cookieHeader: string | undefined): Language {
  const value = cookieIn(cookieHeader, languageCookie);
  return value && Object.hasOwn(languages, value) ? (value as Language) : 'en';
}

/**
 * GET / (spec: "redirects to home"): to the home page in the language the visitor last chose
 * with the header's switch, else to the English one (decision 037). A temporary redirect that
 * varies with the cookie, so no cache keeps one language's answer for a visitor who has since
 * chosen the other. `/mr` goes to `/mr/home` by the route table, as every other page does.
 */
export const homeInChosenLanguage: RequestHandler = (req, res, next) => {
  if (req.path !== '/' || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
  const query = req.originalUrl.slice(req.path.length);
  res.set('Cache-Control', 'no-cache').vary('Cookie');
  res.redirect(302, `${pathIn(chosenLanguage(req.get('cookie')), '/home')}${query}`);
};
