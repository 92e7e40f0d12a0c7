import { useLoaderData } from 'react-router';
import { meta } from '../../content/meta.ts';
import { marathiList } from '../blog/blogData.ts';
import { BlogList } from '../blog1/BlogList.tsx';

export const loader = () => marathiList();

/** The Marathi blog list: ten cards with the spec's date labels, each opening its article at /blog2/<slug>. */
export function Component() {
  return <BlogList list={useLoaderData<typeof loader>()} meta={meta['/blog2']} />;
}
