/**
 * Where to go after a login: the `next` the admin area sent the visitor to the login page
 * with, if it is a path on this site (so a link cannot send an admin on to another site).
 * Shared by the login form and the server.
 */
export function safeNext(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 512) return undefined;
  // One leading slash, not two (//host) nor a backslash (/\host, which browsers read as //host).
  if (!/^\/(?![/\\])/.test(value)) return undefined;
  if (value.includes('\\') || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f))
    return undefined;
  return value;
}

/** Where a successful login goes when nothing else was asked for (spec §4). */
export const afterLogin = '/profile';
