import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Article } from '../../features/blog/Article.tsx';
import { article } from '../../features/blog/blog-data.ts';

/** An unknown slug answers 404 with the site's 404 page (the root error boundary). */
export const loader = ({ params }: LoaderFunctionArgs) => article('en', params.slug);

/** An English blog article at /blog1/<slug>. */
export function Component() {
  return <Article {...useLoaderData<typeof loader>()} />;
}
