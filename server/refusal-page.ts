import { lastResortWords, loginMessages, refusalWords as en } from '../src/content/messages.ts';
import {
  lastResortWords as lastResortWordsMr,
  loginMessages as loginMessagesMr,
  refusalWords as mr,
} from '../src/content/mr/messages.ts';
import { site as siteEn } from '../src/content/site.ts';
import { site as siteMr } from '../src/content/mr/site.ts';
import { tooManyAttemptsText } from '../src/features/login/contract.ts';
import { languages, pathIn, splitPath, type Language } from '../src/languages.ts';

const words = {
  en: { ...en, site: siteEn.name, notFound: lastResortWords[404], home: lastResortWords.home },
  mr: { ...mr, site: siteMr.name, notFound: lastResortWordsMr[404], home: lastResortWordsMr.home },
};
const tooManyAttempts = { en: loginMessages.tooManyAttempts, mr: loginMessagesMr.tooManyAttempts };

/**
 * A small page the server answers a form's post with when it refuses it without rendering one
 * (decision 063): a heading, what happened, and the way back to the form (a GET of the same
 * address, which the page cache answers). A few hundred bytes, no script, no style, the same
 * for everyone (the words are the site's own, never the visitor's).
 */
function page(lang: Language, path: string, title: string, text: string, link: string = words[lang].back): string {
  const { site } = words[lang];
  return (
    `<!doctype html><html lang="${languages[lang].tag.slice(0, 2)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${title} | ${site}</title></head><body><main><h1>${title}</h1><p role="alert">${text}</p>` +
    `<p><a href="${path}">${link}</a></p></main></body></html>`
  );
}

/** The form's own address, if it is a plain site path (else the home page): the link back. */
const backTo = (path: string) => (/^\/[\w/-]*$/.test(path) ? path : '/home');

/** How many prepared pages are kept: a refusal's page depends on its form's address, which a client chooses. */
const preparedCap = 1_000;
const prepared = new Map<string, Buffer>();

/**
 * A refusal's page as bytes, encoded once and kept under `key` (decision 101): a flood of
 * refusals costs a lookup each, not a page built and encoded each time. Past `preparedCap`
 * pages (addresses made up to fill it), the next are made afresh and not kept.
 */
function prepare(key: string, make: () => string): Buffer {
  let bytes = prepared.get(key);
  if (bytes === undefined) {
    bytes = Buffer.from(make());
    if (prepared.size < preparedCap) prepared.set(key, bytes);
  }
  return bytes;
}

/** The 503 (site too busy) or 408 (body too slow) page for a post to `path`, in its language. */
export function busyPage(path: string, status: 408 | 503): Buffer {
  const { lang } = splitPath(path);
  const back = backTo(path);
  return prepare(`${status} ${back}`, () =>
    page(lang, back, words[lang].busyTitle, status === 503 ? words[lang].busy : words[lang].slow),
  );
}

/** The 429 page of a registration form posted while its address's upload places are all taken (its body unread). */
export function uploadsBusyPage(path: string): Buffer {
  const { lang } = splitPath(path);
  const back = backTo(path);
  return prepare(`uploads ${back}`, () => page(lang, back, words[lang].busyTitle, words[lang].uploadsBusy));
}

/** The 429 page of a login refused before it is tried (the limits are reached already), in the login page's language. */
export function loginLimitedPage(path: string, retryAfterSeconds: number): Buffer {
  const { lang } = splitPath(path);
  const back = backTo(path);
  // Said in whole minutes: one page a minute's wait.
  return prepare(`login ${back} ${Math.ceil(retryAfterSeconds / 60)}`, () =>
    page(
      lang,
      back,
      words[lang].limitedTitle,
      tooManyAttemptsText(languages[lang].tag, tooManyAttempts[lang], retryAfterSeconds),
    ),
  );
}

/**
 * The 429 page of a visitor form (Contact, the newsletter, an enquiry, a workshop sign-up) posted
 * without JavaScript while its limits are spent (server/visitor-post.ts), refused before its page
 * is rendered: one page a form's address and minute of the wait.
 */
export function formLimitedPage(path: string, retryAfterSeconds: number): Buffer {
  const { lang } = splitPath(path);
  const back = backTo(path);
  return prepare(`form ${back} ${Math.ceil(retryAfterSeconds / 60)}`, () =>
    page(
      lang,
      back,
      words[lang].formsLimitedTitle,
      tooManyAttemptsText(languages[lang].tag, words[lang].formsLimited, retryAfterSeconds),
    ),
  );
}

/**
 * The page of a request with a method no page takes (OPTIONS, PUT, DELETE, TRACE...: decision
 * 101): 405 at a page's address, or 404 elsewhere, with the way home. One page a language and
 * status: the address is not in it.
 */
export function otherMethodPage(path: string, status: 404 | 405): Buffer {
  const { lang } = splitPath(path);
  const said = words[lang];
  return prepare(`${status} ${lang}`, () =>
    page(
      lang,
      pathIn(lang, '/home'),
      status === 405 ? said.otherMethodTitle : said.notFoundTitle,
      status === 405 ? said.otherMethod : said.notFound,
      said.home,
    ),
  );
}
