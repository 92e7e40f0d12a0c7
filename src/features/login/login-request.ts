import { loginPath, readLoginAnswer, type LoginAnswer, type LoginValues } from './contract.ts';

/** POST {username, password} as JSON to /api/login/ and read its answer (spec §7; contract.ts). */
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
  try {
    return readLoginAnswer(response.status, await response.json());
  } catch (cause) {
    return { kind: 'error', cause };
  }
}
