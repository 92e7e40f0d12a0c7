import { parseCookie } from 'cookie';
import type { Request } from 'express';

/**
 * One cookie of a Cookie header, read by the `cookie` package: a name sent twice keeps its
 * first value, a value is percent-decoded where it can be, and the parsed cookies have no
 * prototype (`constructor` is no cookie). This is the one place the server reads cookies, but
 * for the bare `/`, whose route reads the language chosen with the same package
 * (src/home-address.ts). The page's scripts set `lang` and `web-fonts` (flags in
 * src/language-choice.ts); the server sets its own with Express's `res.cookie` (flags in
 * server/admin/session.ts, server/login/device-cookie.ts).
 */
export const cookieIn = (header: string | undefined, name: string): string | undefined =>
  header ? parseCookie(header)[name] : undefined;

/** One cookie of the request, if it was sent. */
export const cookieOf = (req: Request, name: string): string | undefined => cookieIn(req.get('cookie'), name);

/**
 * A cookie of the site's own for one browser (the admin's session, the known device): `HttpOnly`,
 * `SameSite=Strict`, `Path=/`; over HTTPS (the request's, or SITE_URL's behind a proxy) `Secure`
 * with the `__Host-` prefix, so no subdomain can set or read it. Its name and `res.cookie` options.
 */
export function ownCookie(req: Request, siteUrl: URL, name: string) {
  const secure = req.secure || siteUrl.protocol === 'https:';
  const options = { httpOnly: true, secure, sameSite: 'strict', path: '/' } as const;
  return { name: secure ? `__Host-${name}` : name, options };
}
