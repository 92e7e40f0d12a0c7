import { loginMessages } from '../../content/messages.ts';
import type { AdminSessions, CookieRequest } from '../../../server/admin-sessions.ts';
import { callBackend } from '../../../server/backend/client.ts';
import { generalTexts, logBackendText, saysWrongCredentials } from '../../../server/backend/reasons.ts';
import type { Config } from '../../../server/config.ts';
import type { Logger } from '../../../server/logging.ts';
import type { Visitor } from '../../../server/visitor.ts';
import { loginPath, loginSchema, readLoginAnswer, type LoginAnswer } from './contract.ts';
import type { DeviceCookies } from './devices.server.ts';
import type { LoginLimits } from './limits.server.ts';

/**
 * One attempt at the admin's login (spec §3, §4, §7), whichever door it came by: the form's
 * schema, the limits (limits.server.ts) and known devices (devices.server.ts), the backend, the
 * session (server/admin-sessions.ts). Its doors: `POST /api/login/` (JSON, the form with
 * JavaScript: api.server.ts) and the plain form's `POST /login` (login-action.server.ts).
 */

/**
 * How one attempt ended: the answer (src/features/login/contract.ts), the HTTP status the API
 * gives it (a refusal keeps the backend's), and for an `error` the API's words for why.
 */
export interface Attempt {
  answer: LoginAnswer;
  httpStatus: number;
  message?: string;
}

export const unavailableMessages = {
  down: 'The login service is not reachable right now. Please try again later.',
  slow: 'The login service took too long to answer. Please try again later.',
  /** A server error or an unreadable answer (decision 067): the spec's message (§8). */
  failed: loginMessages.serverError,
  gone: 'The login service was not asked: the connection closed.',
  sessions: 'Logging in is not possible for a moment. Please try again in a minute.',
} as const;

/** How long a login refused because sessions cannot be kept asks the visitor to wait. */
const sessionsRetryAfterSeconds = 30;

/** The request a login is made from: its cookies (a known device's, an old session's) and its visitor. */
export interface LoginRequest extends CookieRequest {
  visitor: Visitor;
}

export interface LoginDeps {
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;
  limits: LoginLimits;
  sessions: AdminSessions;
  devices: DeviceCookies;
}

/**
 * One login, for the JSON API and the no-JavaScript form alike: check the fields with the
 * form's schema, count the attempt (a known device of this username is counted on its own), ask
 * the backend, read its answer. A success starts the admin's server session and renews the
 * device cookie: the two Set-Cookies come with it (`setCookies`), for the door to send.
 */
export async function attemptLogin(
  from: LoginRequest,
  body: unknown,
  { config, limits, sessions, devices }: LoginDeps,
): Promise<Attempt & { setCookies: string[] }> {
  const checked = loginSchema.safeParse(body);
  if (!checked.success)
    return { answer: { kind: 'empty' }, httpStatus: 400, message: loginMessages.emptyFields, setCookies: [] };
  const { username, password } = checked.data;
  if (!(await sessions.ready())) return { ...sessionsAway, setCookies: [] };

  const admission = await limits.admit(from.visitor, username, await devices.deviceOf(from, username));
  if (!admission.admitted) {
    const { retryAfterSeconds } = admission;
    const answer = { kind: 'limited', retryAfterSeconds } as const;
    return { answer, httpStatus: 429, message: limits.message, setCookies: [] };
  }
  const attempt = await askBackend(from.visitor, config, username, password);
  const { answer } = attempt;
  if (answer.kind !== 'success') {
    await admission.settle(false);
    return { ...attempt, setCookies: [] };
  }
  // A login is acknowledged only once its session is kept.
  const started = await sessions.start(from, answer.token, String(answer.userID));
  if (!started) {
    await admission.settle(false);
    return { ...sessionsAway, setCookies: [] };
  }
  const device = await devices.remember(from, username);
  await admission.settle(true);
  return { ...attempt, setCookies: [started.setCookie, device] };
}

/**
 * Asks the backend (spec §7) and reads its answer by the login contract. What it wrote, unless
 * it let the admin in, goes to the log only (without the password); a refusal keeps only
 * whether its words say the username or password was wrong (decision 067).
 */
async function askBackend(
  visitor: Visitor,
  config: LoginDeps['config'],
  username: string,
  password: string,
): Promise<Attempt> {
  const result = await callBackend(visitor, config, {
    method: 'POST',
    path: loginPath,
    json: { username, password },
  });
  if (!result.answer) return unavailable(result.status, result.problem);
  // A server error is the backend failing; a 4xx is a refusal, whatever it says.
  const answer = result.status >= 500 ? undefined : readLoginAnswer(result.status, result.answer.json);
  if (answer?.kind === 'success') return { answer, httpStatus: 200 };
  logBackendText(visitor, 'login', result.answer, [password]);
  if (answer?.kind !== 'refused') return unavailable(502, 'failed');
  const { json } = result.answer;
  const texts = typeof json === 'object' && json !== null ? generalTexts(json as Record<string, unknown>) : [];
  const reason = texts.some(saysWrongCredentials) ? 'credentials' : undefined;
  return { answer: { kind: 'refused', reason }, httpStatus: result.status };
}

const sessionsAway: Attempt = {
  answer: { kind: 'error', retryAfterSeconds: sessionsRetryAfterSeconds },
  httpStatus: 503,
  message: unavailableMessages.sessions,
};

const unavailable = (httpStatus: 499 | 502 | 504, why: keyof typeof unavailableMessages): Attempt => ({
  answer: { kind: 'error' },
  httpStatus,
  message: unavailableMessages[why],
});

/** The outcome and status only: never the username, password or token. */
export function logAttempt(log: Logger, { answer, httpStatus }: Attempt) {
  if (answer.kind === 'success') log.info('login succeeded');
  else
    log.warn(
      { outcome: answer.kind, status: httpStatus, ...(answer.kind === 'refused' && { reason: answer.reason }) },
      'login did not succeed',
    );
}
