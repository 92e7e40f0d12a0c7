import { useLoaderData } from 'react-router';
import { meta } from '../../content/meta.ts';
import { marathiList } from '../../features/blog/blog-data.ts';
import { BlogList } from '../../features/blog/BlogList.tsx';
import { language } from '../../current-language.ts';
import { sitePaths } from '../../site-paths.ts';

export const loader = () => marathiList(language);

/** The Marathi blog list: ten cards with the spec's date labels, each opening its article at /mr/blog2/<slug>. */
export function Component() {
  return <BlogList list={useLoaderData<typeof loader>()} meta={meta[sitePaths.marathiBlog]} />;
}
