import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { fillTemplate } from '../../../content/fill-template.ts';
import { workshops } from '../../../content/workshops.ts';
import { FormAlert } from '../../../forms/FormAlert.tsx';
import forms from '../../../forms/forms.module.css';
import { useBusiness } from '../../../site-context.ts';
import type { CancelData } from '../workshop-routes.server.ts';
import { dateOf, inLanguage } from '../shown.ts';
import styles from '../workshops.module.css';

/** GET: whose sign-up, and the button; POST: the button (or a mail program's one-click POST). */
export { cancelAction as action, cancelLoader as loader } from '../workshop-routes.server.ts';

/**
 * /workshops/cancel?token=… (issue 56): the page of a sign-up's cancel link. Opening it cancels
 * nothing (mail scanners open links); its one button, posted to the same address, gives the seat
 * back once, and the next person waiting gets it. Rendered for one request, never cached.
 */
export function Component() {
  const answered = useActionData<CancelData>();
  const loaded = useLoaderData<CancelData>();
  const page = answered ?? loaded;
  const copy = workshops.cancel;
  const office = useBusiness().email;
  const words =
    'title' in page
      ? { title: inLanguage(page.title), date: dateOf(page.startsAt), office }
      : { title: '', date: '', office };
  const alert =
    page.state === 'done'
      ? { tone: 'success' as const, text: copy.done }
      : page.state === 'ask'
        ? undefined
        : { tone: 'failure' as const, text: fillTemplate(copy[page.state], words) };
  return (
    <div className={`container-narrow ${styles.page}`} data-state={page.state}>
      <PageMeta title={copy.title} description={copy.heading} noindex />
      <h1>{copy.heading}</h1>
      <FormAlert tone={alert?.tone} message={alert?.text} />
      {page.state === 'ask' ? (
        // Posted to this very address, its token included.
        <form method="post" className={styles.cancelForm}>
          <p>{fillTemplate(copy.ask, words)}</p>
          <button type="submit" className={forms.submit}>
            {copy.button}
          </button>
        </form>
      ) : null}
    </div>
  );
}
