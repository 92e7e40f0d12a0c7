/**
 * The visitor's choice of language (decision 037): the header's switch, when followed, keeps
 * it in a first-party `lang` cookie for a year, and the bare address `/` then opens the home
 * page in that language (src/home-address.ts, which reads it). A preference the visitor
 * set, read by nothing else: no consent banner needed. Without JavaScript the switch still
 * works; it is only not remembered. The page's inline start script sets the cookie
 * (src/islands/start.ts), from the first paint on.
 */
export const languageCookie = 'lang';

/**
 * The flags of the cookies a page's scripts set, this one and the web fonts' note
 * (src/web-fonts.ts): the whole site, a year, sent on top-level navigations from elsewhere.
 * A script adds `; Secure` over HTTPS.
 */
export const pageCookieFlags = `Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;
