import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta.tsx';
import { notFound, refusedForm, serverError, unreadableRequest } from '../content/ui.ts';

/** What the page says for a status: the server's failures alike, the other refusals by what was refused. */
const copyFor = (status: number) => {
  if (status === 404) return notFound;
  if (status === 403) return refusedForm;
  return status >= 500 ? serverError : unreadableRequest;
};

/** Every HTML error page (inside the shell, see Root.tsx): what happened and where to go next. */
export function ErrorPage({ status }: { status: number }) {
  const copy = copyFor(status);
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
