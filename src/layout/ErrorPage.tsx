import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta.tsx';

const copy = {
  404: {
    title: 'Page not found',
    text: 'We could not find that page. It may have moved, or the address may have a typo.',
  },
  500: {
    title: 'Something went wrong',
    text: 'We could not show this page just now. Please try again in a moment.',
  },
} as const;

export function ErrorPage({ status }: { status: number }) {
  const { title, text } = status === 404 ? copy[404] : copy[500];
  return (
    <section className="error-page">
      <PageMeta title={title} description={text} noindex />
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <Link to="/home">Go to the home page</Link>
      </p>
    </section>
  );
}
