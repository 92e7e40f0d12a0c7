import { useLoaderData } from 'react-router';
import { meta } from '../../content/meta.ts';
import { englishList } from '../../features/blog/blog-data.ts';
import { BlogList } from '../../features/blog/BlogList.tsx';
import { sitePaths } from '../../site-paths.ts';

export const loader = () => englishList();

/** The English blog: nine cards, each opening its article at /blog1/<slug>. */
export function Component() {
  return <BlogList list={useLoaderData<typeof loader>()} meta={meta[sitePaths.englishBlog]} />;
}
