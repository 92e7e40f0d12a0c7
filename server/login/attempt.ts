import type { Request, Response } from 'express';
import { loginMessages } from '../../src/content/messages.ts';
import { loginSchema, loginPath, readLoginAnswer, type LoginRefusal } from '../../src/features/login/contract.ts';
import type { Config } from '../config.ts';
import type { AdminSessions } from '../admin/session.ts';
import { callBackend } from '../backend/client.ts';
import { generalTexts, logBackendText, saysWrongCredentials } from '../backend/reasons.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { LoginLimits } from './limits.ts';

/** How one login attempt ended, in the spec's fields (§3, §7). */
export type LoginResult =
  | { kind: 'success'; token: string; userID: string | number }
  /**
   * The backend said no (a 4xx, or a 2xx whose status is not `success`), with its HTTP status;
   * `reason` when its words are known (a wrong username or password), never the words themselves.
   */
  | { kind: 'refused'; httpStatus: number; reason: LoginRefusal | undefined }
  /** Not checked: a field is empty or not text (400), or too many failures (429). */
  | { kind: 'rejected'; httpStatus: 400 | 429; message: string; retryAfterSeconds?: number }
  /**
   * The backend is down, too slow, failing, or answered something unreadable; sessions cannot
   * be kept now (503, Redis away: the backend is not asked); or the visitor left before it was asked (499).
   */
  | { kind: 'unavailable'; httpStatus: 499 | 502 | 503 | 504; message: string; retryAfterSeconds?: number };

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

export interface LoginDeps {
  config: Pick<Config, 'apiUrl' | 'apiTimeoutMs' | 'siteUrl'>;
  limits: LoginLimits;
  sessions: AdminSessions;
  devices: DeviceCookies;
}

/**
 * One login, for the JSON API and the no-JavaScript form alike: check the fields with the
 * form's schema, count the attempt (limits.ts; a known device of this username is counted
 * on its own), ask the backend, read its answer. A success starts the admin's server session
 * and renews the device cookie (both cookies go on `res`).
 */
export async function attemptLogin(
  req: Request,
  res: Response,
  body: unknown,
  { config, limits, sessions, devices }: LoginDeps,
): Promise<LoginResult> {
  const checked = loginSchema.safeParse(body);
  if (!checked.success) return { kind: 'rejected', httpStatus: 400, message: loginMessages.emptyFields };
  const { username, password } = checked.data;
  if (!(await sessions.ready())) return sessionsAway;

  const admission = await limits.admit(req, username, devices.deviceOf(req, username));
  if (!admission.admitted) {
    return {
      kind: 'rejected',
      httpStatus: 429,
      message: limits.message,
      retryAfterSeconds: admission.retryAfterSeconds,
    };
  }
  const result = await askBackend(req, config, username, password);
  // A login is acknowledged only once its session is kept.
  if (result.kind === 'success' && !(await sessions.start(req, res, result.token, String(result.userID)))) {
    await admission.settle(false);
    return sessionsAway;
  }
  if (result.kind === 'success') devices.remember(req, res, username);
  await admission.settle(result.kind === 'success');
  return result;
}

/**
 * Asks the backend (spec §7) and reads its answer by the login contract. What it wrote, unless
 * it let the admin in, goes to the log only (without the password); a refusal keeps only
 * whether its words say the username or password was wrong (decision 067).
 */
async function askBackend(
  req: Request,
  config: LoginDeps['config'],
  username: string,
  password: string,
): Promise<LoginResult> {
  const result = await callBackend(req, config, { method: 'POST', path: loginPath, json: { username, password } });
  if (!result.answer) return unavailable(result.status, result.problem);
  // A server error is the backend failing; a 4xx is a refusal, whatever it says.
  const reading = result.status >= 500 ? undefined : readLoginAnswer(result.status, result.answer.json);
  if (reading?.kind === 'success') return reading;
  logBackendText(req, 'login', result.answer, [password]);
  if (reading?.kind !== 'refused') return unavailable(502, 'failed');
  const { json } = result.answer;
  const texts = typeof json === 'object' && json !== null ? generalTexts(json as Record<string, unknown>) : [];
  const reason = texts.some(saysWrongCredentials) ? 'credentials' : undefined;
  return { kind: 'refused', httpStatus: result.status, reason };
}

const sessionsAway: LoginResult = {
  kind: 'unavailable',
  httpStatus: 503,
  message: unavailableMessages.sessions,
  retryAfterSeconds: sessionsRetryAfterSeconds,
};

const unavailable = (httpStatus: 499 | 502 | 504, why: keyof typeof unavailableMessages): LoginResult => ({
  kind: 'unavailable',
  httpStatus,
  message: unavailableMessages[why],
});
