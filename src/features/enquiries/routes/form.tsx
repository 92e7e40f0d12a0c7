import { useActionData, useRouteLoaderData } from 'react-router';
import { enquiries } from '../../../content/enquiries.ts';
import { Island } from '../../../islands/Island.tsx';
import { language } from '../../../current-language.ts';
import { useBusiness } from '../../../site-context.ts';
import { directoryPaths, type PublicCentre } from '../../directory/contract.ts';
import type { EnquiryResult } from '../contract.ts';
import { EnquiryForm } from '../EnquiryForm.island.tsx';
import styles from '../enquiry.module.css';

/** POST /centres/:slug?index: the form sent without JavaScript. */
export { enquiryAction as action } from '../enquiry-routes.server.ts';

/** What the centre's page (its parent route, `centre`) loaded: only a listed centre takes enquiries. */
type CentreData = { state: 'listed'; centre: PublicCentre; today: string } | { state: 'unlisted' } | undefined;

/**
 * The enquiry form under a listed centre's facts (issue 54): the centre's page is its parent
 * (src/routes.tsx), this its index, so the page is cached whole and the form's post without
 * JavaScript lands here, the page drawn again with the answer.
 */
export function Component() {
  const page = useRouteLoaderData<CentreData>('centre');
  const result = useActionData<EnquiryResult>();
  const client = useBusiness();
  if (page?.state !== 'listed') return null;
  const { centre } = page;
  const copy = enquiries.form;
  return (
    <section aria-labelledby="centre-enquiry" className={styles.card} id="enquiry">
      <h2 id="centre-enquiry">{copy.heading}</h2>
      <p className={styles.intro}>{copy.intro}</p>
      <Island
        component={EnquiryForm}
        props={{
          copy,
          centre: {
            name: centre.profile.name[language] || centre.profile.name.en,
            path: directoryPaths.centre(centre.slug),
            whatsapp: centre.profile.contact.whatsapp,
          },
          office: { email: client.email, phone: client.phone },
          today: page.today,
          headingId: 'centre-enquiry',
          initial: result ?? null,
        }}
        wake="interaction"
      />
    </section>
  );
}
