import type { RequestData } from '../src/request-data.ts';
import type { AdminSession } from './admin/session-store.ts';

/**
 * What handlers leave in `res.locals` for the ones after them, typed once for every handler
 * (Express's `Locals` interface): no handler casts what it reads.
 */
declare global {
  namespace Express {
    interface Locals {
      /** This visitor's own data for the page (a form's answer, the admin's records): server/render.ts renders it, never cached. */
      requestData?: RequestData;
      /** The signed-in admin's session, set by the admin area before its pages (server/admin/area.ts). */
      adminSession?: AdminSession;
    }
  }
}
