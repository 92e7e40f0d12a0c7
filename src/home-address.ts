import { parseCookie } from 'cookie';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { pathPrefix } from './current-language.ts';
import { languageCookie } from './language-cookie.ts';
import { languages, pathIn, type Language } from './languages.ts';
import { sitePaths } from './site-paths.ts';

/** The language a Cookie header names (the header's switch sets it, src/language-cookie.ts), or English. */
export function chosenLanguage(cookieHeader: string | null | undefined): Language {
  const value = cookieHeader ? parseCookie(cookieHeader)[languageCookie] : undefined;
  return value && Object.hasOwn(languages, value) ? (value as Language) : 'en';
}

/**
 * The index route, the one place the bare addresses are answered (spec: "redirects to home"),
 * the query kept. `/`: to the home page in the language the visitor last chose with the
 * header's switch, else the English one (decision 037), with a temporary redirect that no cache
 * keeps (`no-cache`, `Vary: Cookie`: the one answer that depends on a cookie), so a visitor
 * who has since chosen the other language is not sent to the first. A language's own root
 * (`/mr`, `/mr/`): to its home page, permanently, the same for everyone.
 */
export function homeLoader({ request }: LoaderFunctionArgs) {
  const { search } = new URL(request.url);
  if (pathPrefix) return redirect(`${sitePaths.home}${search}`, 301);
  const home = pathIn(chosenLanguage(request.headers.get('cookie')), sitePaths.home);
  return redirect(`${home}${search}`, { status: 302, headers: { 'Cache-Control': 'no-cache', Vary: 'Cookie' } });
}
