/**
 * The visitor's choice of language (decision 037): the header's switch, when clicked, keeps
 * it in a first-party `lang` cookie for a year, and the bare address `/` then opens the home
 * page in that language (server/language-choice.ts, which reads it). A preference the visitor
 * set, read by nothing else: no consent banner needed. Without JavaScript the switch still
 * works; it is only not remembered. Part of the loader every page runs, so it imports nothing.
 */
export const languageCookie = 'lang';
const maxAgeSeconds = 365 * 24 * 60 * 60;

/** In the browser: keep the language of a switch link when it is followed. */
export function rememberLanguageChoices(document: Document) {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-language-choice]') : null;
    const lang = link?.dataset.languageChoice;
    // The server reads only the languages it has (server/language-choice.ts).
    if (!lang || !/^[a-z]{2,3}$/.test(lang)) return;
    const secure = document.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = `${languageCookie}=${lang}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
  });
}
