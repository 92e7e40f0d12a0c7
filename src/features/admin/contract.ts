/**
 * The admin area's addresses, each written once (issue 38): the route table (src/routes.tsx),
 * the pages' links and forms, the navigation's Admin link and the server's document download all
 * build them from here (the speculation rules only its start, src/admin-area.ts). They are written
 * without the language prefix, as every site path is: `localPath` (src/current-language.ts) or `pathIn`
 * (src/languages.ts) puts one in front (`/mr/admin/registrations`), and the route table's
 * basename strips it. No React and no page content, so the server loads it as it is.
 */
import { adminArea as area } from '../../admin-area.ts';

const list = `${area}/registrations`;
const messages = `${area}/messages`;
const subscribers = `${area}/subscribers`;

export const adminPaths = {
  /** The area: any other address under it is the list or 404 (src/features/admin/admin-routes.server.ts). */
  area,
  list,
  /** The list as a CSV file, filtered like the list (a resource route). */
  csv: `${list}.csv`,
  record: (ref: string) => `${list}/${ref}`,
  /** A record's document, through the site (document.server.ts, a resource route). */
  document: (ref: string) => `${list}/${ref}/document`,
  /** The Contact messages of the site's store, newest first (`?show=new|handled`; all without). */
  messages,
  /** One message: read, marked handled or new, deleted (its route's action). */
  message: (id: string) => `${messages}/${id}`,
  /** The newsletter's subscribers, newest first (`?show=confirmed|pending`; all without); its action deletes one. */
  subscribers,
  /** Every subscriber of the filter as a CSV file (a resource route). */
  subscribersCsv: `${subscribers}.csv`,
  /** Ends the session (a resource route's action, src/features/login/logout-action.server.ts). */
  logout: `${area}/logout`,
};

/** A path of the route table, which names its children without the leading slash. */
export const routePath = (path: string) => path.slice(1);
