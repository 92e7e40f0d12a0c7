import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Config } from '../config.ts';
import { cookieOf, ownCookie } from '../cookies.ts';

/** A device stays known for a year after its last successful login. */
export const deviceCookieMaxAgeMs = 365 * 24 * 60 * 60_000;

/** The username as people mean it (case and surrounding spaces aside); the limits count by it too. */
export const sameUsername = (username: string) => username.trim().toLowerCase();

const cookieName = 'agro_device';
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser
 * in which an admin has logged in is given a long-lived cookie naming the username (as
 * people mean it), a random device id, and an HMAC of both under SESSION_SECRET, so that
 * nobody can make one up or move one to another username. A login that carries a valid
 * one for its own username comes from a known device, and the limits count its failures
 * against that device alone (limits.ts): strangers failing for that username, from wherever,
 * never lock the known device out. `HttpOnly`, `SameSite=Strict`; over HTTPS `Secure` with
 * the `__Host-` prefix, as the session cookie. One cookie a browser: the last admin who
 * logged in on it.
 */
export class DeviceCookies {
  readonly #secret: string;
  readonly #siteUrl: URL;

  constructor(secret: string, siteUrl: URL) {
    this.#secret = secret;
    this.#siteUrl = siteUrl;
  }

  /** The device id of the request's cookie, if it is valid and names `username`; else undefined. */
  deviceOf(req: Request, username: string): string | undefined {
    const value = cookieOf(req, ownCookie(req, this.#siteUrl, cookieName).name);
    const match = value && /^([\w-]{1,400})\.([\w-]{22})\.([\w-]{43})$/.exec(value);
    if (!match) return undefined;
    const [, user = '', device = '', mac = ''] = match;
    if (user !== b64(sameUsername(username))) return undefined;
    const expected = Buffer.from(this.#mac(user, device));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : undefined;
  }

  /** After a successful login: a fresh device cookie for `username` (a new id each time). */
  remember(req: Request, res: Response, username: string) {
    const user = b64(sameUsername(username));
    const device = randomBytes(16).toString('base64url');
    const cookie = ownCookie(req, this.#siteUrl, cookieName);
    res.cookie(cookie.name, `${user}.${device}.${this.#mac(user, device)}`, {
      ...cookie.options,
      maxAge: deviceCookieMaxAgeMs,
    });
  }

  #mac(user: string, device: string) {
    return createHmac('sha256', this.#secret).update(`agro-device-v1.${user}.${device}`).digest('base64url');
  }
}

export function deviceCookies(config: Pick<Config, 'sessionSecret' | 'siteUrl'>): DeviceCookies {
  return new DeviceCookies(config.sessionSecret, config.siteUrl);
}
