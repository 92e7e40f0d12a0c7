import { data, type LoaderFunctionArgs } from 'react-router';
import { recordLoader } from '../../features/admin/admin-routes.server.ts';
import { indiaTime } from '../../admin-lists.ts';
import { eventsCameToByRef } from '../../features/workshops/origins.server.ts';
import { splitPath } from '../../languages.ts';

/**
 * A registration's page (src/features/admin/), with the workshops its owner came to
 * (src/features/workshops/, decision 100): this page joins the two features.
 */
export async function loader(args: LoaderFunctionArgs) {
  const answer = await recordLoader(args);
  const { record } = answer.data;
  if (!record) return answer;
  const { lang } = splitPath(new URL(args.request.url).pathname);
  const workshops = ((await eventsCameToByRef(args.context, [record])).get(record.ref) ?? []).map((event) => ({
    id: event.id,
    title: event.title[lang] || event.title.en,
    day: indiaTime(event.startsAt).slice(0, 10),
  }));
  return data({ ...answer.data, workshops }, answer.init ?? undefined);
}
