import { parseCookie } from 'cookie';
import type { Request } from 'express';

/**
 * One cookie of a Cookie header, read by the `cookie` package: a name sent twice keeps its
 * first value, a value is percent-decoded where it can be, and the parsed cookies have no
 * prototype (`constructor` is no cookie). This is the one place cookies are read; they are set
 * with Express's `res.cookie` (flags in server/admin/session.ts, server/login/device-cookie.ts).
 */
export const cookieIn = (header: string | undefined, name: string): string | undefined =>
  header ? parseCookie(header)[name] : undefined;

/** One cookie of the request, if it was sent. */
export const cookieOf = (req: Request, name: string): string | undefined => cookieIn(req.get('cookie'), name);
