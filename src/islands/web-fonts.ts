import { pageCookieFlags } from '../language-choice.ts';
import { notedLanguages, webFontsCookie } from '../web-fonts.ts';

/**
 * The loader's half of decisions 056 and 061 (the other is the server's: src/web-fonts.ts):
 * once the page has loaded and the browser is idle, this language's faces go into the HTTP
 * cache, and the `web-fonts` cookie notes the language, so that the server renders the next
 * page in Mukta.
 */

/** The faces a language's pages use: Latin for both (Marathi pages have Latin digits and names), Devanagari for Marathi. */
const faces = (lang: string) => [
  '400 1em Mukta',
  '600 1em Mukta',
  ...(lang === 'mr' ? ['400 1em "Mukta Devanagari"', '600 1em "Mukta Devanagari"'] : []),
];
const sample = (face: string) => (face.includes('Devanagari') ? 'अ' : 'a');

interface Browser {
  fonts: Pick<FontFaceSet, 'load'>;
  /** `document.cookie`: read as the whole `a=1; b=2` string, written one cookie at a time. */
  cookies: { get: () => string; set: (cookie: string) => void };
  /** The page came over HTTPS: the cookie is then `Secure`. */
  secure: boolean;
  /** The visitor asked to save data (Save-Data, `navigator.connection.saveData`). */
  saveData: boolean;
  /** `navigator.onLine`: offline, a fetch could only fail. */
  online: boolean;
}

/** The value of one cookie in a `document.cookie` string. */
const cookieValue = (cookies: string, name: string) =>
  cookies
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/**
 * Fetches this language's faces into the cache, unless the cookie notes them already, the
 * visitor saves data or the browser is offline, and adds the language to the cookie when every
 * face arrived. The page itself stays in its fallback: changing faces under a reader's eyes is
 * worse than waiting for the next page.
 */
export async function cacheWebFonts(lang: string, browser: Browser): Promise<void> {
  const noted = notedLanguages(cookieValue(browser.cookies.get(), webFontsCookie));
  if (browser.saveData || !browser.online || noted.includes(lang)) return;
  const loaded = await Promise.all(faces(lang).map((face) => browser.fonts.load(face, sample(face))));
  if (loaded.every((found) => found.length > 0 && found.every((face) => face.status === 'loaded')))
    browser.cookies.set(
      `${webFontsCookie}=${[...noted, lang].join('.')}; ${pageCookieFlags}${browser.secure ? '; Secure' : ''}`,
    );
}
