import { Link } from 'react-router';
import { PageMeta } from '../components/PageMeta.tsx';
import { lastResortWords, loginMessages, refusalWords } from '../content/messages.ts';
import { notFound, refusedForm, serverError, unreadableRequest } from '../content/ui.ts';
import { tooManyAttemptsText } from '../features/login/contract.ts';
import { language } from '../current-language.ts';
import { languages } from '../languages.ts';
import type { Refusal } from './refusal.ts';
import { sitePaths } from '../site-paths.ts';

/** What the page says for a status: the server's failures alike, the other refusals by what was refused. */
const copyFor = (status: number) => {
  if (status === 404) return notFound;
  if (status === 403) return refusedForm;
  return status >= 500 ? serverError : unreadableRequest;
};

/** What a refused request's page says: its heading and text, and whether it leads back to the form. */
function refusalCopy(refusal: Refusal): { heading: string; text: string; back: boolean } {
  switch (refusal.kind) {
    case 'busy':
      return { heading: refusalWords.busyTitle, text: refusalWords.busy, back: true };
    case 'slow':
      return { heading: refusalWords.busyTitle, text: refusalWords.slow, back: true };
    case 'uploads':
      return { heading: refusalWords.busyTitle, text: refusalWords.uploadsBusy, back: true };
    case 'login': {
      const text = tooManyAttemptsText(
        languages[language].tag,
        loginMessages.tooManyAttempts,
        refusal.retryAfterSeconds,
      );
      return { heading: refusalWords.limitedTitle, text, back: true };
    }
    case 'forms': {
      const text = tooManyAttemptsText(languages[language].tag, refusalWords.formsLimited, refusal.retryAfterSeconds);
      return { heading: refusalWords.formsLimitedTitle, text, back: true };
    }
    case 'method':
      return { heading: refusalWords.otherMethodTitle, text: refusalWords.otherMethod, back: false };
  }
}

/**
 * A refused request's page: what happened, and the way back to the form. The link is the
 * document's own address (an empty reference, RFC 3986 §4.4): after a refused post, a GET of the
 * address the form was posted to, its query (a login's `next`) kept. So one page of a language
 * serves every form, and the server keeps it as bytes (server/refusal-page.ts).
 */
function RefusalPage({ refusal }: { refusal: Refusal }) {
  const copy = refusalCopy(refusal);
  return (
    <section className="error-page">
      <PageMeta title={copy.heading} description={copy.text} noindex sharePath={sitePaths.home} />
      <h1>{copy.heading}</h1>
      <p role="alert">{copy.text}</p>
      <ul>
        {copy.back && (
          <li>
            {/* oxlint-disable-next-line jsx-a11y/anchor-is-valid -- the empty reference is this document's own address: the form's */}
            <a href="">{refusalWords.back}</a>
          </li>
        )}
        <li>
          <Link to={sitePaths.home}>{lastResortWords.home}</Link>
        </li>
      </ul>
    </section>
  );
}

/** Every HTML error page (inside the shell, see Root.tsx): what happened and where to go next. */
export function ErrorPage({ status, refusal }: { status: number; refusal?: Refusal | undefined }) {
  if (refusal) return <RefusalPage refusal={refusal} />;
  const copy = copyFor(status);
  return (
    <section className="error-page">
      <PageMeta title={copy.heading} description={copy.description} noindex sharePath={sitePaths.home} />
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
