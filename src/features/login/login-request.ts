import type { LoginProblem } from './login-alert.ts';
import type { LoginValues } from './schema.ts';

export const loginUrl = '/api/login/';

/** How a login attempt ended, before it is put into words (login-alert.ts); an error keeps its cause for the log. */
export type LoginOutcome =
  | { kind: 'success'; token: string; userID: string }
  | Exclude<LoginProblem, { kind: 'error' | 'empty' }>
  | { kind: 'error'; cause: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** POST {username, password} as JSON to /api/login/ and read status, token, userID and message (spec §7). */
export async function requestLogin({ username, password }: LoginValues): Promise<LoginOutcome> {
  let response: Response;
  try {
    response = await fetch(loginUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ username, password }),
    });
  } catch (cause) {
    return { kind: 'error', cause };
  }
  if (response.status >= 500) return { kind: 'error', cause: new Error(`Login answered ${response.status}`) };
  // The site's own limit says how long to wait; a 429 without it is the backend's, and read as a refusal.
  const retryAfter = Number(response.headers.get('Retry-After'));
  if (response.status === 429 && retryAfter > 0) return { kind: 'limited', retryAfterSeconds: retryAfter };
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    return { kind: 'error', cause };
  }
  if (!isRecord(body)) return { kind: 'error', cause: new Error('Login answer is not a JSON object') };
  const { status, token, userID, message } = body;
  if (status === 'success') {
    const id = typeof userID === 'number' || typeof userID === 'string' ? String(userID) : '';
    if (typeof token !== 'string' || !token || !id)
      return { kind: 'error', cause: new Error('Login answer lacks token or userID') };
    return { kind: 'success', token, userID: id };
  }
  return { kind: 'refused', message: typeof message === 'string' && message.trim() ? message : undefined };
}
