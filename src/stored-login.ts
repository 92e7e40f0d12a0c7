import { useSyncExternalStore } from 'react';

/**
 * The login as the browser keeps it (spec §3, §4, §9): the token and user id in localStorage under
 * the spec's keys, and whether they are there, for the header and the islands. The admin's
 * session on the server is server/admin-sessions.ts.
 */

/** The spec's storage keys (§3, §9): the admin's token and user id, kept in localStorage. */
export const storageKeys = { token: 'token', userID: 'userID' } as const;

const changed = 'agro:session-changed';

/** Keep what a successful login answered. */
export function saveSession(token: string, userID: string) {
  localStorage.setItem(storageKeys.token, token);
  localStorage.setItem(storageKeys.userID, userID);
  window.dispatchEvent(new Event(changed));
}

/** The spec's logout (§4): forget the token and the user id. */
export function clearSession() {
  localStorage.removeItem(storageKeys.token);
  localStorage.removeItem(storageKeys.userID);
  window.dispatchEvent(new Event(changed));
}

function hasToken(): boolean {
  try {
    return Boolean(localStorage.getItem(storageKeys.token));
  } catch {
    return false; // storage turned off: nobody is signed in
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener(changed, onChange);
  window.addEventListener('storage', onChange); // other tabs
  return () => {
    window.removeEventListener(changed, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** Whether a token is stored. False on the server and while hydrating, so the markup matches. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasToken, () => false);
}
