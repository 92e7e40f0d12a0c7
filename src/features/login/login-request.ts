import { loginPath, readLoginAnswer, type LoginAnswer, type LoginValues } from './contract.ts';

/** POST {username, password} as JSON to /api/login/ and read status, token, userID and message (spec §7; contract.ts). */
export async function requestLogin({ username, password }: LoginValues): Promise<LoginAnswer> {
  let response: Response;
  try {
    response = await fetch(loginPath, {
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
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return { kind: 'error', cause: new Error('Login answer is not a JSON object') };
  const reading = readLoginAnswer(response.status, body);
  if (reading.kind === 'unreadable') return { kind: 'error', cause: new Error('Login answer lacks token or userID') };
  if (reading.kind === 'success') return { kind: 'success', token: reading.token, userID: String(reading.userID) };
  return { kind: 'refused', reason: reading.reason };
}
