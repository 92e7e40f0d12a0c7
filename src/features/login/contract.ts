/**
 * The login contract: what the form (in the browser) and the edge (server/login.ts) both read,
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
export const afterLogin = '/profile';

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
 * How a login ended, for the visitor: the feature's one answer (issue 38 item 2). The form with
 * JavaScript reads the JSON API's answer into it (login-request.ts), the form without it gets it
 * from its route's action (login-action.server.ts, with the username to keep), and `loginAlert` puts every
 * kind but `success` into the page's words (login-alert.ts).
 */
export type LoginAnswer =
  /** Signed in: with JavaScript, the token and user id the API answered, which the browser keeps (spec §4). */
  | { kind: 'success'; token: string; userID: string }
  /** A field is empty. */
  | { kind: 'empty' }
  /**
   * The backend said no: "Invalid username or password" when the edge knows that was why, or
   * else the spec's "Invalid login"; in the page's words, never the backend's (decision 067).
   */
  | { kind: 'refused'; reason: LoginRefusal | undefined }
  /** Too many failures (server/login.ts): the wait, from the answer's Retry-After. */
  | { kind: 'limited'; retryAfterSeconds: number }
  /** Network failure, a server error, or an answer that is not the expected JSON; `cause` for the console. */
  | { kind: 'error'; cause?: unknown };

/** A login that did not go on: what the login page says. */
export type LoginProblem = Exclude<LoginAnswer, { kind: 'success' }>;

/** The fields of an answer the spec reads (§3); each one that is missing or of another type reads as absent. */
const answerSchema = z.object({
  status: z.catch(z.optional(z.string()), undefined),
  token: z.catch(z.optional(z.string()), undefined),
  userID: z.catch(z.optional(z.union([z.string(), z.number()])), undefined),
  reason: z.catch(z.optional(z.enum(loginRefusals)), undefined),
});

/** How an answer to a login reads. */
export type LoginReading =
  /** Status `success` in a 2xx answer, with a token and a user id (a number or text, as the backend gave it). */
  | { kind: 'success'; token: string; userID: string | number }
  /**
   * Anything else that answered with a JSON object: a 2xx with another `status` (a backend may
   * refuse with 200), or a 4xx. `reason` is the site's (the edge reads the backend's own words).
   */
  | { kind: 'refused'; reason: LoginRefusal | undefined }
  /** Not a JSON object (whatever the status), or a `success` without a token or a user id. */
  | { kind: 'unreadable' };

/**
 * Reads an answer to a login from its HTTP status (2xx or 4xx: redirects and server errors are
 * the caller's "server error") and its body as parsed JSON (undefined when it was not JSON).
 * No text of the answer is kept: what a refusal said is put into the site's words by the edge.
 */
export function readLoginAnswer(httpStatus: number, body: unknown): LoginReading {
  const ok = httpStatus >= 200 && httpStatus < 300;
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { kind: 'unreadable' };
  const { status, token, userID, reason } = parsed.data;
  if (ok && status === 'success') {
    if (!token || userID === undefined || userID === '') return { kind: 'unreadable' };
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
