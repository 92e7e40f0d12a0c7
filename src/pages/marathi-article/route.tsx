import { redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Article } from '../../features/blog/Article.tsx';
import { article, marathiArticlePath } from '../../features/blog/blog-data.ts';
import { language } from '../../current-language.ts';

/**
 * A Marathi article's one home is the Marathi site (decision 043): /blog2/<slug> of the English
 * site moves there for good. An unknown slug answers 404 with the site's 404 page.
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const data = await article('mr', params.slug);
  if (language !== 'mr') throw redirect(marathiArticlePath(params.slug ?? '', language), 301);
  return data;
}

/** A Marathi blog article at /mr/blog2/<slug>, on a page in Marathi. */
export function Component() {
  return <Article {...useLoaderData<typeof loader>()} />;
}
