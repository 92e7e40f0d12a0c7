import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { Article } from '../../features/blog/Article.tsx';
import { article } from '../../features/blog/blog-data.ts';

/** An unknown slug answers 404 with the site's 404 page (the root error boundary). */
export const loader = ({ params }: LoaderFunctionArgs) => article('mr', params.slug);

/** A Marathi blog article at /blog2/<slug>, marked lang="mr". */
export function Component() {
  return <Article {...useLoaderData<typeof loader>()} />;
}
