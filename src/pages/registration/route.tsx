import { Link, useActionData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { useBusiness } from '../../site-context.ts';
import { meta } from '../../content/meta.ts';
import { admin } from '../../content/admin.ts';
import { auth, authExtras } from '../../content/auth.ts';
import { AdminBar } from '../../features/admin/AdminBar.island.tsx';
import { adminPaths } from '../../features/admin/contract.ts';
import { storageKeys } from '../../stored-login.ts';
import type { RegistrationAnswer } from '../../features/registration/contract.ts';
import { Island } from '../../islands/Island.tsx';
import { draftKey } from '../../features/registration/draft.ts';
import { RegistrationForm } from '../../features/registration/RegistrationForm.island.tsx';
import { registrationResult } from '../../features/registration/result.ts';
import { answerTitle } from '../../forms/answer-title.ts';
import { language, localPath } from '../../current-language.ts';
import styles from './registration.module.css';
import { sitePaths } from '../../site-paths.ts';

/** POST /profile, the form sent without JavaScript: answered with this page and the registration's result. */
export { registrationAction as action } from '../../features/registration/registration-action.server.ts';

/**
 * /profile (spec §2): the Agro Tourism Registration form, not a user profile; where a login lands
 * (spec §4), so a signed-in admin also sees a bar into the admin area (decision 103).
 */
export function Component() {
  // The result of a registration sent without JavaScript; null on every other visit.
  const initial: RegistrationAnswer | null = useActionData<RegistrationAnswer>() ?? null;
  const copy = auth.registration;
  const business = useBusiness();
  // That result says itself in the title too (decision 104): the first words read of the page.
  const { answered } = authExtras.registration;
  const said = initial ? (registrationResult(initial, language).ok ? answered.ok : answered.failed) : undefined;
  return (
    <section className={styles.page} aria-labelledby="registration-heading">
      <PageMeta {...meta[sitePaths.registration]} title={answerTitle(said, meta[sitePaths.registration].title)} />
      <Island
        component={AdminBar}
        props={{
          text: admin.session.signedIn,
          link: { href: localPath(adminPaths.list), label: admin.session.toArea },
        }}
        wake="interaction"
        wakeIfStored={storageKeys.token}
      />
      <h1 id="registration-heading">{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <div className={styles.card}>
        {/* A plain multipart form until the visitor reaches into it (or at load, to bring a draft
            back); what was typed stays. */}
        <Island
          component={RegistrationForm}
          props={{
            copy: {
              hints: copy.hints,
              submit: copy.submit,
              submitting: copy.submitting,
              documentRules: authExtras.registration.documentRules,
            },
            initial,
            office: { email: business.email, phone: business.phone },
          }}
          wake="interaction"
          wakeIfStored={draftKey}
        />
      </div>
      <p className={styles.privacy}>
        {copy.privacyNote} <Link to={copy.privacyLink.to}>{copy.privacyLink.label}</Link>
      </p>
    </section>
  );
}
