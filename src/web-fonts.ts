/**
 * When the page is set in Mukta (decision 056). A first visit paints in the metric-matched
 * fallbacks and asks for no font at all, so the HTML and the hero picture have the whole
 * slow link to themselves; once the page has loaded and the browser is idle, the loader
 * fetches the faces this language uses into the HTTP cache and notes it in localStorage
 * (src/islands/web-fonts.ts). From the next page on, `webFontsScript`, run in `<head>` before
 * the first paint, sees the note and adds the class under which the stylesheets name Mukta
 * (src/styles/tokens.css): the faces come from the cache within their block period.
 * The browser never loads this module: the loader has its own copy of the key, and
 * tests/unit/web-fonts.test.ts checks that the two agree.
 */

/** The class on `<html>` under which the font stacks start with Mukta. */
export const webFontsClass = 'web-fonts';

/**
 * The one inline script of every page, allowed by its hash in the CSP's `script-src`
 * (server/security.ts). Plain ES5-era code: it runs before any module, on any browser.
 */
export const webFontsScript = `try{localStorage.getItem("web-fonts:"+document.documentElement.lang)&&document.documentElement.classList.add("${webFontsClass}")}catch(e){}`;
