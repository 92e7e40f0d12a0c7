import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta.tsx';
import { notFound, serverError } from '../content/ui.ts';

/** The 404 and 500 pages (inside the shell, see Root.tsx): what happened and where to go next. */
export function ErrorPage({ status }: { status: number }) {
  const copy = status === 404 ? notFound : serverError;
  return (
    <section className="error-page">
      <PageMeta title={copy.heading} description={copy.description} noindex sharePath="/home" />
      <h1>{copy.heading}</h1>
      <p>{copy.text}</p>
      <ul>
        {copy.links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
