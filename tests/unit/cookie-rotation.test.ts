import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { ownCookie } from '../../server/admin-sessions.ts';

/** The `name=value` part of a Set-Cookie, as a browser sends it back. */
const sentBack = (setCookie: string) => setCookie.split(';')[0]!;

/**
 * SESSION_SECRET rotates (issue 57): cookies are signed with the newest secret and read with any
 * of those given, so a new secret put in front of the old one signs nobody out, and the old one
 * dropped later ends the cookies it signed.
 */
describe("the site's own cookies under a rotated SESSION_SECRET", () => {
  const [older, newer] = ['o'.repeat(40), 'n'.repeat(40)];
  const siteUrl = new URL('http://localhost:3000');
  const req = { secure: false } as Request;
  const cookieWith = (sessionSecrets: string[]) => ownCookie({ sessionSecrets, siteUrl }, 'agro_admin', 60_000)(req);

  it('reads a cookie signed with the old secret once a new one is in front, and signs new ones with the new', async () => {
    const signedBefore = sentBack(await cookieWith([older]).serialize('session-id'));
    const rotated = cookieWith([newer, older]);
    expect(await rotated.parse(signedBefore)).toBe('session-id');
    const signedAfter = sentBack(await rotated.serialize('next-id'));
    expect(await cookieWith([newer]).parse(signedAfter)).toBe('next-id');
    expect(await cookieWith([older]).parse(signedAfter)).toBeNull();
  });

  it('no longer reads a cookie of a secret dropped from the list, nor one signed for another cookie', async () => {
    const signed = sentBack(await cookieWith([older]).serialize('session-id'));
    expect(await cookieWith([newer]).parse(signed)).toBeNull();
    const device = ownCookie({ sessionSecrets: [older], siteUrl }, 'agro_device', 60_000)(req);
    expect(await device.parse(signed.replace('agro_admin', 'agro_device'))).toBeNull();
  });
});
