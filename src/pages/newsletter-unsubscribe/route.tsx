import { useActionData, useLoaderData } from 'react-router';
import { newsletter } from '../../content/newsletter.ts';
import { LinkPage } from '../../features/newsletter/LinkPage.tsx';
import type { LinkPageData } from '../../features/newsletter/contract.ts';
import { useBusiness } from '../../site-context.ts';

/** GET: who the link names, and the button; POST: the button, or a mail program's one-click unsubscribe (RFC 8058). */
export {
  unsubscribeAction as action,
  unsubscribeLoader as loader,
} from '../../features/newsletter/newsletter-routes.server.ts';

/** /newsletter/unsubscribe?token=…: leaving the newsletter with one press; opening the link removes nobody (decision 081). */
export function Component() {
  // After the button's post the page is drawn from the action's answer: its loader does not run again.
  const answered = useActionData<LinkPageData>();
  const loaded = useLoaderData<LinkPageData | undefined>();
  const data = (answered ?? loaded) as LinkPageData;
  return (
    <LinkPage
      copy={newsletter.unsubscribe}
      data={data}
      office={useBusiness().email}
      fields={{ 'List-Unsubscribe': 'One-Click' }}
    />
  );
}
