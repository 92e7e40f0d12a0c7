/**
 * When a page is set in Mukta (decisions 056, 061 and 074). Every page is served alike, in the
 * metric-matched fallbacks, naming no font: nothing holds its first paint, whatever the browser
 * has cached. A first visit's loader fetches the faces this language uses into the HTTP cache
 * once the page has loaded and the browser is idle, and notes the language in the `web-fonts`
 * cookie (src/islands/web-fonts.ts). On the next pages the loader reads the note after the load,
 * asks for the faces, and sets `<html class="web-fonts">`, under which the stylesheets name Mukta
 * (src/styles/tokens.css), if they come at once, as from the cache; the note chooses Mukta, it
 * does not promise the faces are still cached. The server never reads the cookie.
 */

/** The class on `<html>` under which the font stacks start with Mukta. */
export const webFontsClass = 'web-fonts';

/** The cookie that notes the languages whose faces this browser has cached, joined by dots: `en.mr`. */
export const webFontsCookie = 'web-fonts';

/**
 * The languages a `web-fonts` cookie's value notes; anything that is not a language code is left
 * out. (A pattern, not src/languages.ts: the loader imports this, and would fetch that as a chunk.)
 */
export const notedLanguages = (value: string | undefined): string[] =>
  (value ?? '').split('.').filter((lang) => /^[a-z]{2,3}$/.test(lang));
