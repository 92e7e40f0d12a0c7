import type { Request, Response } from 'express';
import { loginMessages } from '../../src/content/messages.ts';
import { loginSchema } from '../../src/features/login/schema.ts';
import type { Config } from '../config.ts';
import type { AdminSessions } from '../admin/session.ts';
import { forwardedHeaders } from '../forwarded.ts';
import type { DeviceCookies } from './device-cookie.ts';
import type { LoginLimits } from './limits.ts';

/** The backend's login call (spec §7), trailing slash included. */
export const loginPath = '/api/login/';

/** How one login attempt ended, in the spec's fields (§3, §7). */
export type LoginResult =
  | { kind: 'success'; token: string; userID: string | number; message: string | undefined }
  /** The backend said no: an HTTP error, or a body whose status is not `success`. */
  | { kind: 'refused'; httpStatus: number; status: string; message: string | undefined }
  /** Not checked: a field is empty or not text (400), or too many failures (429). */
  | { kind: 'rejected'; httpStatus: 400 | 429; message: string; retryAfterSeconds?: number }
  /** The backend is down, too slow, failing, or answered something unreadable. */
  | { kind: 'unavailable'; httpStatus: 502 | 504; message: string };

export const unavailableMessages = {
  down: 'The login service is not reachable right now. Please try again later.',
  slow: 'The login service took too long to answer. Please try again later.',
  failed: 'The login service could not answer. Please try again later.',
} as const;

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
  if (result.kind === 'success') {
    await sessions.start(req, res, result.token, String(result.userID));
    devices.remember(req, res, username);
  }
  await admission.settle(result.kind === 'success');
  return result;
}

async function askBackend(
  req: Request,
  config: LoginDeps['config'],
  username: string,
  password: string,
): Promise<LoginResult> {
  let response: globalThis.Response;
  let text: string;
  try {
    response = await fetch(new URL(`${config.apiUrl.pathname.replace(/\/$/, '')}${loginPath}`, config.apiUrl), {
      method: 'POST',
      headers: { ...forwardedHeaders(req, config.siteUrl), 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
      redirect: 'manual',
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    return timedOut ? unavailable(504, 'slow') : unavailable(502, 'down');
  }
  if (response.status >= 500 || (response.status >= 300 && response.status < 400)) return unavailable(502, 'failed');
  const answer = parseObject(text);
  if (!answer)
    return response.status >= 400 ? refused(response.status, undefined, undefined) : unavailable(502, 'failed');
  const message =
    typeof answer.message === 'string' && answer.message.trim() ? answer.message.slice(0, 500) : undefined;
  if (response.ok && answer.status === 'success') {
    const { token, userID } = answer;
    const id = typeof userID === 'number' || (typeof userID === 'string' && userID !== '') ? userID : undefined;
    if (typeof token !== 'string' || !token || id === undefined) return unavailable(502, 'failed');
    return { kind: 'success', token, userID: id, message };
  }
  return refused(response.status, answer.status, message);
}

const refused = (httpStatus: number, status: unknown, message: string | undefined): LoginResult => ({
  kind: 'refused',
  httpStatus,
  status: typeof status === 'string' && status !== 'success' && status.length < 40 ? status : 'error',
  message,
});

const unavailable = (httpStatus: 502 | 504, why: keyof typeof unavailableMessages): LoginResult => ({
  kind: 'unavailable',
  httpStatus,
  message: unavailableMessages[why],
});

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}
