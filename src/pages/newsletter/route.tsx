import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { footer } from '../../content/footer.ts';
import { newsletter } from '../../content/newsletter.ts';
import type { NewsletterResult, SignUpNext } from '../../features/newsletter/contract.ts';
import { Newsletter } from '../../features/newsletter/Newsletter.island.tsx';
import { Island } from '../../islands/Island.tsx';
import { answerTitle } from '../../forms/answer-title.ts';
import styles from './newsletter.module.css';

/** POST /newsletter, the box sent without JavaScript; GET /newsletter?sent=…, the page once the address is kept. */
export { signUpAction as action, signUpLoader as loader } from '../../features/newsletter/newsletter-routes.server.ts';

/**
 * /newsletter (decision 081): where the footer's box posts without JavaScript, and the page it
 * is answered with: the box again, on the footer's dark surface, saying that the address is kept
 * (`?sent=confirm`: a mail to confirm it is on its way; `?sent=subscribed`), or what is wrong
 * with what was typed, above the box, where the page opens, and in its title (decision 104).
 * The same for every visitor but for a post's answer, so it is cached.
 */
export function Component() {
  const copy = newsletter.signUp;
  const sent = useLoaderData<{ sent: SignUpNext | undefined } | undefined>()?.sent;
  const result = useActionData<NewsletterResult>();
  const answered = result ? copy.answered.failed : sent ? copy.answered[sent] : undefined;
  return (
    <div className={`container-narrow ${styles.page}`}>
      <PageMeta title={answerTitle(answered, copy.title)} description={copy.description} />
      <h1 id="newsletter-page-heading">{copy.heading}</h1>
      <div className={styles.panel}>
        <Island
          component={Newsletter}
          props={{
            copy: footer.newsletter,
            idPrefix: 'newsletter-page',
            labelledBy: 'newsletter-page-heading',
            answerFirst: true,
            initial: result ?? (sent ? { answer: { status: 'received', next: sent } } : null),
          }}
          wake="interaction"
        />
      </div>
    </div>
  );
}
