import { useActionData, useLoaderData } from 'react-router';
import { newsletter } from '../../content/newsletter.ts';
import { LinkPage } from '../../features/newsletter/LinkPage.tsx';
import type { LinkPageData } from '../../features/newsletter/contract.ts';
import { useBusiness } from '../../site-context.ts';

/** GET: who the confirmation mail's link names, and the button; POST: the button (303 back here). */
export {
  confirmAction as action,
  confirmLoader as loader,
} from '../../features/newsletter/newsletter-routes.server.ts';

/** /newsletter/confirm?token=…: a sign-up confirmed with one press (decision 081). */
export function Component() {
  // After the button's post the page is drawn from the action's answer: its loader does not run again.
  const answered = useActionData<LinkPageData>();
  const loaded = useLoaderData<LinkPageData | undefined>();
  const data = (answered ?? loaded) as LinkPageData;
  const { confirm } = newsletter;
  return <LinkPage copy={{ ...confirm, done: confirm.confirmed }} data={data} office={useBusiness().email} />;
}
