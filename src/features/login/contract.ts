/**
 * The login contract: what the form (in the browser) and the server (attempt.server.ts) both read,
 * each written once: the API path, where a success goes, the fields' schema, how an answer is
 * read (spec §3, §4, §7), and the plural rule of the "too many attempts" message. Like the registration's
 * contract it imports no React and no page content, so the server loads it as it is.
 *
 * The site's answer to POST /api/login/ has the backend's shape (status, token, userID,
 * message), so the same reading serves the edge (the backend's answer) and the form (the
 * site's): a success is a 2xx whose `status` is `success` with a token and a user id. The
 * site's refusal also says why, when the edge knows (`reason`, decision 067): its message is
 * the edge's English, which a page in another language does not show.
 */
import { minutesToWait, sayCount, type PluralForms } from '../../content/plural.ts';
import { z } from '../../forms/zod.ts';
import { sitePaths } from '../../site-paths.ts';

/** The path of the login call, on the site and on the backend alike (spec §7), trailing slash included. */
export const loginPath = '/api/login/';

/**
 * Where to go after a login: the `next` the admin area sent the visitor to the login page
 * with, if it is a path on this site (so a link cannot send an admin on to another site),
 * with every character past U+007E percent-encoded as UTF-8, as a browser writes an address.
 * Read by the login form and by the no-JavaScript action.
 */
export function safeNext(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  // One leading slash, not two (//host) nor a backslash (/\host, which browsers read as //host).
  if (!/^\/(?![/\\])/.test(value)) return undefined;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return undefined;
  // The no-JavaScript login answers with it in a Location header, which carries bytes, not text:
  // `?q=पुणे` as it is would make the signed-in admin's redirect a 500 (issue 58 item 9).
  try {
    return value.replaceAll(/[\u0080-\u{10ffff}]+/gu, (chars) => encodeURIComponent(chars));
  } catch {
    // Half of a surrogate pair, which has no UTF-8 (URIError).
    return undefined;
  }
}

/** Where a successful login goes when nothing else was asked for (spec §4). */
export const afterLogin = sitePaths.registration;

/** Login (spec §5): username and password are both required; nothing else is checked here. */
export const loginSchema = z.object({
  username: z.string().check(z.regex(/\S/, 'required')),
  password: z.string().check(z.minLength(1, 'required')),
});

export type LoginValues = z.infer<typeof loginSchema>;

/**
 * Why the site's login refused, when the edge knows the backend's reason: `credentials`, a wrong
 * username or password. Without it, the page says the spec's "Invalid login".
 */
export const loginRefusals = ['credentials'] as const;
export type LoginRefusal = (typeof loginRefusals)[number];

/**
 * How a login ended: the feature's one answer (issue 57 item 4). Made once on the server
 * (attempt.server.ts `attemptLogin`); the JSON API sends it in the spec's fields (§3, §7), which the
 * form with JavaScript reads back into it (`readLoginAnswer`, login-request.ts); the form without
 * JavaScript gets it as its route's data (login-action.server.ts, with the username to keep);
 * `loginAlert` puts every kind but `success` into the page's words (login-alert.ts).
 */
export type LoginAnswer =
  /** Signed in: the token and user id (a number or text, as the backend gave it), which the browser keeps (spec §4). */
  | { kind: 'success'; token: string; userID: string | number }
  /** A field is empty. */
  | { kind: 'empty' }
  /**
   * The backend said no: "Invalid username or password" when the edge knows that was why, or
   * else the spec's "Invalid login"; in the page's words, never the backend's (decision 067).
   */
  | { kind: 'refused'; reason: LoginRefusal | undefined }
  /** Too many failures (limits.server.ts): the wait, also the answer's Retry-After. */
  | { kind: 'limited'; retryAfterSeconds: number }
  /**
   * Not answered: the backend down, slow, failing or unreadable, or sessions that cannot be kept
   * now (with a wait); `cause` for the console.
   */
  | { kind: 'error'; retryAfterSeconds?: number | undefined; cause?: unknown };

/** The fields of an answer the spec reads (§3); each one that is missing or of another type reads as absent. */
const answerSchema = z.object({
  status: z.catch(z.optional(z.string()), undefined),
  token: z.catch(z.optional(z.string()), undefined),
  userID: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  reason: z.catch(z.optional(z.enum(loginRefusals)), undefined),
});

/**
 * Reads an answer to a login, the backend's or the site's, from its HTTP status (2xx or 4xx:
 * redirects and server errors are the caller's "server error") and its body as parsed JSON
 * (undefined when it was not JSON): `success` is status `success` in a 2xx answer with a token and
 * a user id; any other JSON object is a refusal (a backend may refuse with 200), `reason` being
 * the site's (the edge reads the backend's own words); anything else an `error`. No text of the
 * answer is kept: what a refusal said is put into the site's words by the edge.
 */
export function readLoginAnswer(httpStatus: number, body: unknown): LoginAnswer {
  const ok = httpStatus >= 200 && httpStatus < 300;
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success || typeof body !== 'object' || body === null || Array.isArray(body))
    return { kind: 'error', cause: new Error('The login answer is not a JSON object') };
  const { status, token, userID, reason } = parsed.data;
  if (ok && status === 'success') {
    if (!token || userID === undefined || userID === '')
      return { kind: 'error', cause: new Error('The login answer lacks its token or userID') };
    return { kind: 'success', token, userID };
  }
  return { kind: 'refused', reason };
}

/**
 * The "too many failed attempts" sentence (src/content: `loginMessages.tooManyAttempts` and its
 * Marathi twin) for a wait of `retryAfterSeconds`, in whole minutes and the plural form of the
 * language `tag`: the edge's 429 says it in English, the page in its own language.
 */
export const tooManyAttemptsText = (tag: string, forms: PluralForms, retryAfterSeconds: number) =>
  sayCount(tag, forms, minutesToWait(retryAfterSeconds), 'minutes');
