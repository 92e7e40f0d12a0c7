import { redirectDocument, type LoaderFunctionArgs } from 'react-router';
import { requestDataContext } from '../../request-data.ts';
import type { AdminPageData } from './page-data.ts';

/**
 * The admin pages' loader: what the server worked out for this request (server/admin/area.ts).
 * The pages are rendered by the server only: a navigation to them inside the browser becomes
 * a page load, which the server answers (with its session check).
 */
export function adminLoader({ context, request }: LoaderFunctionArgs): AdminPageData {
  const data = context.get(requestDataContext).admin;
  if (!data) throw redirectDocument(request.url);
  return data;
}
