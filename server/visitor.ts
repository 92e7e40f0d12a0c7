import type { Request } from 'express';
import type { Logger } from './logging.ts';

/**
 * The one visitor behind a request, as the edge read them: what a route's loader or action, and
 * a call to the backend made for it, may know of the request besides its Fetch `Request`
 * (issue 57 item 3). The address and protocol are Express's reading under TRUST_PROXY
 * (`req.ip`, `req.protocol`), never the visitor's X-Forwarded-* as sent.
 */
export interface Visitor {
  /** The client's address, for the limits and the backend's X-Forwarded-For. */
  ip: string | undefined;
  /** The protocol the visitor used, for the backend's X-Forwarded-Proto. */
  protocol: string;
  /** The request's id (server/logging.ts), sent back and passed to the backend. */
  id: string | undefined;
  /** The request's logger (its lines carry the request id). */
  log: Logger;
  /** Whether the visitor's connection has closed: what they gave up on is not sent to the backend. */
  gone(): boolean;
}

export function visitorOf(req: Request, logger: Logger): Visitor {
  return { ...callerOf(req), log: req.log ?? logger };
}

/** Who a call is made for: a route's `Visitor` (server/visitor.ts), or Express's request at the edge. */
export type Caller = Pick<Visitor, 'ip' | 'protocol' | 'id' | 'gone'>;

/** The caller Express's request is, read under TRUST_PROXY. */
export function callerOf(req: Request): Caller {
  return {
    ip: req.ip,
    protocol: req.protocol,
    id: typeof req.id === 'string' ? req.id : undefined,
    gone: () => req.socket.destroyed,
  };
}
