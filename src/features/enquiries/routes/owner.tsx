import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { enquiries } from '../../../content/enquiries.ts';
import { fillTemplate } from '../../../content/fill-template.ts';
import { FormAlert } from '../../../forms/FormAlert.tsx';
import forms from '../../../forms/forms.module.css';
import { useBusiness } from '../../../site-context.ts';
import type { OwnerPageData } from '../contract.ts';
import styles from '../enquiry.module.css';

/** GET: what the link does, and its button; POST: the button (or a one-click POST), done once. */
export { ownerAction as action, ownerLoader as loader } from '../enquiry-routes.server.ts';

/**
 * /owner?token=…, the page an owner's link opens (issue 54): "I have replied", "I cannot take
 * this", "Unlist my centre", "Stop the summary". Opening it does nothing (mail scanners open
 * links); its one button, a plain form posted to the same address, does it, once. No login:
 * the token is the proof. Rendered for one request, never cached, not indexed.
 */
export function Component() {
  const answered = useActionData<OwnerPageData>();
  const loaded = useLoaderData<OwnerPageData>();
  const page = answered ?? loaded;
  const copy = enquiries.owner;
  const office = useBusiness().email;
  const fill = (text: string) =>
    fillTemplate(text, {
      office,
      centre: 'centre' in page ? page.centre : '',
      reference: 'reference' in page ? (page.reference ?? '') : '',
    });
  const heading = 'action' in page ? copy.heading[page.action] : copy.title;
  const alert =
    page.state === 'done'
      ? { tone: 'success' as const, text: fill(copy.done[page.action]) }
      : page.state === 'ask'
        ? undefined
        : { tone: 'failure' as const, text: fill(copy[page.state]) };
  return (
    <div className={`container-narrow ${styles.ownerPage}`} data-state={page.state}>
      <PageMeta title={copy.title} description={heading} noindex />
      <h1>{heading}</h1>
      <FormAlert tone={alert?.tone} message={alert?.text} />
      {page.state === 'ask' ? (
        // Posted to this very address, its token included.
        <form method="post" className={styles.ownerForm}>
          <p>
            <bdi>{fill(copy.ask[page.action])}</bdi>
          </p>
          <button type="submit" className={forms.submit}>
            {copy.button[page.action]}
          </button>
        </form>
      ) : null}
    </div>
  );
}
