import { pageCookieFlags } from '../language-cookie.ts';
import { notedLanguages, webFontsClass, webFontsCookie } from '../web-fonts.ts';

/**
 * The page's side of decisions 056, 061 and 074 (src/web-fonts.ts). Every page is served in the
 * metric-matched fallbacks and names no face before its first paint. Once it has loaded:
 *
 * - when the `web-fonts` cookie notes this language (a returning visitor), `showWebFonts` asks
 *   for its faces at once and sets the page in Mukta if they all come within `showWithinMs`,
 *   as they do from the cache; if the cache lost them, they come later (or not), the page keeps
 *   its fallback, and the faces are cached again for the next page;
 * - otherwise (a first visit), `cacheWebFonts` fetches them a second later, when idle, into the
 *   HTTP cache, and notes the language in the cookie.
 */

/** The faces a language's pages use: Latin for both (Marathi pages have Latin digits and names), Devanagari for Marathi. */
const faces = (lang: string) => [
  '400 1em Mukta',
  '600 1em Mukta',
  ...(lang === 'mr' ? ['400 1em "Mukta Devanagari"', '600 1em "Mukta Devanagari"'] : []),
];
const sample = (face: string) => (face.includes('Devanagari') ? 'अ' : 'a');

/**
 * How long the faces may take, from the moment they are asked for, and still be shown on this
 * page: enough for the cache (a few milliseconds a face, more on a phone busy waking islands),
 * too little for a round trip on a phone's link. Text never changes face later than this.
 */
export const showWithinMs = 150;

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

/** What `showWebFonts` needs besides: `<html>`'s classes, and a timer. */
interface Page extends Pick<Browser, 'fonts' | 'cookies' | 'saveData'> {
  root: Pick<Element, 'classList'>;
  wait: (ms: number) => Promise<void>;
}

/** The value of one cookie in a `document.cookie` string. */
const cookieValue = (cookies: string, name: string) =>
  cookies
    .split('; ')
    .find((cookie) => cookie.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const notedHere = (lang: string, cookies: string) =>
  notedLanguages(cookieValue(cookies, webFontsCookie)).includes(lang);

/** Every face asked for was found and has loaded. */
const allLoaded = (loaded: FontFace[][]) =>
  loaded.every((found) => found.length > 0 && found.every((face) => face.status === 'loaded'));

/**
 * Once the page has loaded and painted, when the cookie notes this language: asks for its
 * faces and sets `<html class="web-fonts">`, under which the stylesheets name Mukta, if every
 * face has loaded within `showWithinMs`. Resolves to whether it did; false at once, asking for
 * nothing, when the cookie does not note the language or the visitor saves data.
 */
export async function showWebFonts(lang: string, page: Page): Promise<boolean> {
  if (page.saveData || !notedHere(lang, page.cookies.get())) return false;
  const loading = Promise.all(faces(lang).map((face) => page.fonts.load(face, sample(face)))).then(
    allLoaded,
    () => false,
  );
  const inTime = await Promise.race([loading, page.wait(showWithinMs).then(() => false)]);
  if (inTime) page.root.classList.add(webFontsClass);
  return inTime;
}

/**
 * Fetches this language's faces into the cache, unless the cookie notes them already, the
 * visitor saves data or the browser is offline, and adds the language to the cookie when every
 * face arrived. The page itself stays in its fallback: changing faces under a reader's eyes a
 * second after the load is worse than waiting for the next page.
 */
export async function cacheWebFonts(lang: string, browser: Browser): Promise<void> {
  const noted = notedLanguages(cookieValue(browser.cookies.get(), webFontsCookie));
  if (browser.saveData || !browser.online || noted.includes(lang)) return;
  const loaded = await Promise.all(faces(lang).map((face) => browser.fonts.load(face, sample(face))));
  if (allLoaded(loaded))
    browser.cookies.set(
      `${webFontsCookie}=${[...noted, lang].join('.')}; ${pageCookieFlags}${browser.secure ? '; Secure' : ''}`,
    );
}
