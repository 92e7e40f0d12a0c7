import { useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { directory, directoryAdmin } from '../../content/directory.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { ConsentFields, ProfileFields } from '../../features/directory/AdminCentreForm.tsx';
import type { AdminCentreData } from '../../features/directory/admin-data.ts';
import { centreAction, centreLoader, newCentreAction, newCentreLoader } from '../../features/directory/admin.server.ts';
import { directoryPaths } from '../../features/directory/contract.ts';
import { enquiryPaths } from '../../features/enquiries/contract.ts';
import { dayOf } from '../../features/directory/shown.ts';
import { EyeOff } from 'lucide-react';
import { DestructiveButton } from '../../forms/DestructiveButton.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { localPath } from '../../current-language.ts';
import { AdminPhotos } from '../../media/AdminPhotos.tsx';
import styles from '../../features/admin/admin.module.css';
import own from '../../features/directory/admin.module.css';

/** /admin/centres/new and /admin/centres/:id share this page: a new centre's form, or a centre's. */
export const loader = (args: LoaderFunctionArgs) => (args.params.id ? centreLoader(args) : newCentreLoader(args));
export const action = (args: ActionFunctionArgs) => (args.params.id ? centreAction(args) : newCentreAction(args));

const copy = directoryAdmin;

const outcomeOf = (data: AdminCentreData): { tone: 'success' | 'failure'; text: string } | undefined => {
  switch (data.outcome) {
    case undefined:
      return undefined;
    case 'problems':
      return { tone: 'failure', text: copy.form.problems };
    case 'not-found':
      return { tone: 'failure', text: copy.form.notFound };
    case 'unavailable':
      return { tone: 'failure', text: copy.form.unavailable };
    case 'no-consent':
      return { tone: 'failure', text: copy.publish.noConsent };
    case 'created':
    case 'saved':
      return { tone: 'success', text: copy.form[data.outcome] };
    case 'published':
    case 'unlisted':
    case 'drafted':
      return { tone: 'success', text: copy.publish[data.outcome] };
    case 'recorded':
      return { tone: 'success', text: copy.consent.recorded };
    case 'added':
    case 'removed':
    case 'moved':
      return { tone: 'success', text: copy.photos[data.outcome] };
  }
};

/**
 * A button that posts one intent with the session's form token: the main look, or a
 * DestructiveButton when it takes the centre away from the directory (decision 104).
 */
function Intent({
  here,
  csrf,
  intent,
  label,
  danger = false,
}: {
  here: string;
  csrf: string;
  intent: string;
  label: string;
  danger?: boolean;
}) {
  return (
    <form method="post" action={here}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={intent} />
      {danger ? (
        // Unlisting takes the centre off the directory until it is published again.
        <DestructiveButton icon={EyeOff}>{label}</DestructiveButton>
      ) : (
        <button type="submit" className={forms.submit}>
          {label}
        </button>
      )}
    </form>
  );
}

const photoProblemText = (problem: string) =>
  copy.photos.problems[problem as keyof typeof copy.photos.problems] ?? copy.photos.problems.unreadable;

/**
 * A centre of the directory (decision 095): its whole profile in one plain form, the owner's
 * consent, publishing, and (once it exists) its photos. Nothing needs JavaScript.
 */
export function Component() {
  const loaded = useLoaderData<AdminCentreData>();
  const data = useActionData<AdminCentreData>() ?? loaded;
  const alert = outcomeOf(data);
  const title = data.name ? fillTemplate(copy.form.title, { name: data.name }) : copy.form.newTitle;
  const here = localPath(data.id ? directoryPaths.adminCentre(data.id) : directoryPaths.adminNew);
  const consent = data.consent;
  return (
    <div className={styles.page}>
      <PageMeta title={title} description={copy.form.intro} noindex />
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="centres" atList={false} newMessages={data.newMessages} />
      <p>
        <a href={localPath(directoryPaths.admin)}>{copy.form.back}</a>
      </p>
      <h1>
        <bdi>{title}</bdi>
      </h1>
      <FormAlert tone={alert?.tone} message={alert?.text} />
      {data.from ? <p>{fillTemplate(copy.form.from, { name: data.from })}</p> : null}
      {data.id ? (
        <p>
          <a href={`${localPath(enquiryPaths.admin)}?centre=${encodeURIComponent(data.id)}`}>{copy.form.enquiries}</a>
        </p>
      ) : null}
      {data.id && data.status ? (
        <section className={own.block} aria-labelledby="centre-publish">
          <h2 id="centre-publish">{copy.publish.heading}</h2>
          <p>{fillTemplate(copy.publish.state, { status: copy.statuses[data.status] })}</p>
          <div className={own.row}>
            {data.status !== 'published' ? (
              <Intent here={here} csrf={data.csrf} intent="published" label={copy.publish.publish} />
            ) : null}
            {data.status === 'published' ? (
              <Intent here={here} csrf={data.csrf} intent="unlisted" label={copy.publish.unlist} danger />
            ) : null}
            {data.status !== 'draft' ? (
              <Intent here={here} csrf={data.csrf} intent="draft" label={copy.publish.draft} />
            ) : null}
            {data.status === 'published' && data.slug ? (
              <a href={localPath(directoryPaths.centre(data.slug))}>{copy.form.view}</a>
            ) : null}
          </div>
        </section>
      ) : null}

      {data.id ? (
        <section className={own.block} aria-labelledby="centre-consent">
          <h2 id="centre-consent">{copy.consent.heading}</h2>
          <p>
            {consent
              ? fillTemplate(copy.consent.current, {
                  name: consent.givenBy,
                  date: dayOf(consent.givenAt, directory.months),
                  method: copy.consent.methods[consent.method],
                  channels:
                    consent.channels.map((channel) => copy.consent.channelNames[channel]).join(', ') ||
                    copy.consent.noChannels,
                })
              : copy.consent.none}
          </p>
          {consent ? (
            <p>
              {fillTemplate(consent.enquiryMail ? copy.consent.mailYes : copy.consent.mailNo, {
                language: copy.consent.ownerLanguages[consent.ownerLanguage],
              })}
            </p>
          ) : null}
          <form method="post" action={here} className={forms.form} noValidate>
            <input type="hidden" name="csrf" value={data.csrf} />
            <input type="hidden" name="intent" value="consent" />
            <ConsentFields values={data.consentValues} problems={data.problems} />
            <button type="submit" className={forms.submit}>
              {copy.consent.record}
            </button>
          </form>
        </section>
      ) : null}

      {data.id ? (
        <section className={own.block} aria-labelledby="centre-photos">
          <h2 id="centre-photos">{copy.photos.heading}</h2>
          <AdminPhotos
            action={here}
            csrf={data.csrf}
            photos={data.photos}
            words={copy.photos}
            idPrefix="centre"
            order={copy.photos}
            adding={{ problem: data.photoProblem ? photoProblemText(data.photoProblem) : undefined }}
          />
        </section>
      ) : null}

      {/* noValidate: the server checks every field and says what is wrong in the page's words; the
          browser's bubbles for an e-mail, a web address or a date would speak its own (decision 096). */}
      <form method="post" action={here} className={`${forms.form} ${own.block}`} noValidate>
        <input type="hidden" name="csrf" value={data.csrf} />
        <input type="hidden" name="intent" value="save" />
        <p className={own.hint}>{copy.form.intro}</p>
        <ProfileFields values={data.values} problems={data.problems} />
        {data.id ? null : (
          <>
            <input type="hidden" name="registration_number" value={String(data.values['registration_number'] ?? '')} />
            <fieldset className={own.section}>
              <legend>{copy.consent.heading}</legend>
              <ConsentFields values={data.consentValues} problems={data.problems} />
            </fieldset>
          </>
        )}
        <button type="submit" className={forms.submit}>
          {data.id ? copy.form.save : copy.form.create}
        </button>
      </form>
    </div>
  );
}
