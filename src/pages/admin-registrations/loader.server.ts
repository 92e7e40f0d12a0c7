import type { LoaderFunctionArgs } from 'react-router';
import { listLoader } from '../../features/admin/admin-routes.server.ts';
import { eventsCameToByRef } from '../../features/workshops/origins.server.ts';
import { splitPath } from '../../languages.ts';

/**
 * The registrations' list (src/features/admin/), each marked with the last workshop its owner came
 * to (src/features/workshops/, decision 100): this page joins the two features.
 */
export async function loader(args: LoaderFunctionArgs) {
  const page = await listLoader(args);
  const came = await eventsCameToByRef(args.context, page.records);
  const { lang } = splitPath(new URL(args.request.url).pathname);
  return {
    ...page,
    records: page.records.map((record) => {
      const last = came.get(record.ref)?.at(-1);
      return last ? { ...record, workshop: last.title[lang] || last.title.en } : record;
    }),
  };
}
