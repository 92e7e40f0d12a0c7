/**
 * When the page is set in Mukta (decisions 056 and 061). A first visit paints in the
 * metric-matched fallbacks and asks for no font at all, so the HTML and the hero picture have
 * the whole slow link to themselves; once the page has loaded and the browser is idle, the
 * loader fetches the faces this language uses into the HTTP cache and notes the language in
 * the `web-fonts` cookie (src/islands/web-fonts.ts). From the next page on, the server sees the
 * note and renders `<html class="web-fonts">`, under which the stylesheets name Mukta
 * (src/styles/tokens.css): the faces come from the cache within their block period. Nothing
 * runs in the page before its first paint to find out.
 */

/** The class on `<html>` under which the font stacks start with Mukta. */
export const webFontsClass = 'web-fonts';

/** The cookie that notes the languages whose faces this browser has cached, joined by dots: `en.mr`. */
export const webFontsCookie = 'web-fonts';

/**
 * The languages a `web-fonts` cookie's value notes; anything that is not a language code is left
 * out. (A pattern, not src/languages.ts: the loader reads this, and would fetch that as a chunk.)
 */
export const notedLanguages = (value: string | undefined): string[] =>
  (value ?? '').split('.').filter((lang) => /^[a-z]{2,3}$/.test(lang));
