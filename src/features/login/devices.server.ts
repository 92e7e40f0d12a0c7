import { randomBytes } from 'node:crypto';
import { ownCookie, type CookieRequest } from '../../../server/admin-sessions.ts';
import type { Config } from '../../../server/config.ts';
import { sameUsername } from './limits.server.ts';

/** A device stays known for a year after its last successful login. */
export const deviceCookieMaxAgeMs = 365 * 24 * 60 * 60_000;

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser in
 * which an admin has logged in is given a long-lived signed cookie, `agro_device`, naming the
 * username (as people mean it) and a random device id (server/admin-sessions.ts `ownCookie`:
 * nobody can make one up or move one to another username). A login that carries a valid one for
 * its own username comes from a known device, and the limits count its failures against that
 * device alone: strangers failing for that username, from wherever, never lock the known device
 * out. One cookie a browser: the last admin who logged in on it.
 */
export class DeviceCookies {
  readonly #cookie: ReturnType<typeof ownCookie>;

  constructor(config: Pick<Config, 'sessionSecrets' | 'siteUrl'>) {
    this.#cookie = ownCookie(config, 'agro_device', deviceCookieMaxAgeMs);
  }

  /** The device id of the request's cookie, if it is valid and names `username`; else undefined. */
  async deviceOf({ cookie, visitor }: CookieRequest, username: string): Promise<string | undefined> {
    const value: unknown = await this.#cookie(visitor).parse(cookie);
    if (typeof value !== 'object' || value === null) return undefined;
    const { user, device } = value as { user?: unknown; device?: unknown };
    return user === sameUsername(username) && typeof device === 'string' && /^[\w-]{22}$/.test(device)
      ? device
      : undefined;
  }

  /** After a successful login: the Set-Cookie of a fresh device cookie for `username` (a new id each time). */
  remember({ visitor }: CookieRequest, username: string): Promise<string> {
    const value = { user: sameUsername(username), device: randomBytes(16).toString('base64url') };
    return this.#cookie(visitor).serialize(value);
  }
}
