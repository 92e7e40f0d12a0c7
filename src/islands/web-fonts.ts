/**
 * The loader's half of decision 056 (the other is src/web-fonts.ts, the script in `<head>`):
 * once the page has loaded and the browser is idle, this language's faces go into the HTTP
 * cache, and localStorage notes it under the key the `<head>` script reads.
 */

/** The localStorage key that says this language's faces are in the cache (src/web-fonts.ts reads it). */
export const webFontsKey = (lang: string) => `web-fonts:${lang}`;

/** The faces a language's pages use: Latin for both (Marathi pages have Latin digits and names), Devanagari for Marathi. */
const faces = (lang: string) => [
  '400 1em Mukta',
  '600 1em Mukta',
  ...(lang === 'mr' ? ['400 1em "Mukta Devanagari"', '600 1em "Mukta Devanagari"'] : []),
];
const sample = (face: string) => (face.includes('Devanagari') ? 'अ' : 'a');

interface Browser {
  fonts: Pick<FontFaceSet, 'load'>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The visitor asked to save data (Save-Data, `navigator.connection.saveData`). */
  saveData: boolean;
  /** `navigator.onLine`: offline, a fetch could only fail. */
  online: boolean;
}

/**
 * Fetches this language's faces into the cache, unless they are there already, the visitor
 * saves data or the browser is offline, and notes it when every face arrived. The page itself stays in its fallback:
 * changing faces under a reader's eyes is worse than waiting for the next page.
 */
export async function cacheWebFonts(lang: string, browser: Browser): Promise<void> {
  const key = webFontsKey(lang);
  if (browser.saveData || !browser.online || browser.storage.getItem(key) !== null) return;
  const loaded = await Promise.all(faces(lang).map((face) => browser.fonts.load(face, sample(face))));
  if (loaded.every((found) => found.length > 0 && found.every((face) => face.status === 'loaded')))
    browser.storage.setItem(key, '1');
}
