import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { fillTemplate } from '../../content/fill-template.ts';
import { recordAction } from '../../features/admin/admin-routes.server.ts';
import type { loader } from './loader.server.ts';
import type { AdminRecordData } from '../../features/admin/page-data.ts';
import { adminPaths } from '../../features/admin/contract.ts';
import { documentName, isBlank, untitled } from '../../features/admin/records.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { fieldProblemTexts, textFieldLabels } from '../../features/registration/copy.ts';
import { registrationTextFields, uploadField } from '../../features/registration/contract.ts';
import { workshopPaths } from '../../features/workshops/contract.ts';
import { RecordForm } from '../../features/admin/RecordForm.island.tsx';
import { Island } from '../../islands/Island.tsx';
import forms from '../../forms/forms.module.css';
import styles from '../../features/admin/admin.module.css';
import { localPath } from '../../current-language.ts';

export { loader } from './loader.server.ts';
export const action = recordAction;

const copy = admin.record;

const outcomeMessage = (data: AdminRecordData) => {
  if (data.problem) return { tone: 'failure' as const, text: admin.backend[data.problem] };
  if (data.outcome === 'saved') return { tone: 'success' as const, text: copy.saved };
  if (data.outcome === 'invalid') return { tone: 'failure' as const, text: copy.invalid };
  if (data.outcome === 'not-found') return { tone: 'failure' as const, text: copy.notFound };
  if (data.outcome === 'refused') return { tone: 'failure' as const, text: copy.refused };
  if (data.outcome === 'no-document') return { tone: 'failure' as const, text: copy.documentUnavailable };
  if (data.outcome === 'archived') return { tone: 'success' as const, text: copy.archived };
  if (data.outcome === 'restored') return { tone: 'success' as const, text: copy.restored };
  if (data.outcome === 'unavailable') return { tone: 'failure' as const, text: copy.archiveUnavailable };
  return undefined;
};

/**
 * /admin/registrations/:id: one registration's details, and a plain form that corrects its
 * text fields (POST to the same address, checked as the registration form is, with the
 * session's form token). A row the backend gave no id (`row-…`) is shown read-only, saying
 * why. Its document downloads through the site, which fetches it from the private backend. A
 * plain form archives it (or restores it to the list), in the site's store (decision 103).
 */
export function Component() {
  // After a correction that was not saved, the action's answer; else the record as loaded.
  const loaded = useLoaderData<typeof loader>() as AdminRecordData | undefined;
  const data = (useActionData<typeof action>() ?? loaded) as AdminRecordData;
  const { record, values } = data;
  const message = outcomeMessage(data);
  const title = record ? record.name || untitled(record) : fillTemplate(copy.untitled, { id: data.id });
  const fileName = record?.[uploadField] ? documentName(record[uploadField]) : '';

  return (
    <div className={styles.page}>
      <PageMeta title={title} description={admin.list.description} noindex />
      {/* Log out is in the header, with Admin (src/layout/Nav.island.tsx): one on the page. */}
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="registrations" atList={false} newMessages={data.newMessages} />
      <p>
        <a href={localPath(adminPaths.list)} className={styles.tapLink}>
          {copy.back}
        </a>
      </p>
      <h1>
        <bdi>{title}</bdi>
      </h1>
      <FormAlert tone={message?.tone} message={message?.text} />
      {data.unnumbered ? <p className={styles.intro}>{copy.noNumber}</p> : null}
      {record && isBlank(record) ? <p className={styles.intro}>{copy.blank}</p> : null}

      {record ? (
        <section aria-labelledby="admin-details-heading">
          <h2 id="admin-details-heading">{copy.detailsHeading}</h2>
          <dl className={styles.details}>
            {data.received ? (
              <div className={styles.pair}>
                <dt>{admin.list.received}</dt>
                <dd>{data.received}</dd>
              </div>
            ) : null}
            {data.workshops && data.workshops.length > 0 ? (
              <div className={styles.pair}>
                <dt>{copy.workshops}</dt>
                <dd>
                  {data.workshops.map((event, at) => (
                    <span key={event.id}>
                      {at > 0 ? ', ' : null}
                      <a href={localPath(workshopPaths.adminEvent(event.id))}>
                        <bdi>{event.title}</bdi>
                      </a>{' '}
                      ({event.day})
                    </span>
                  ))}
                </dd>
              </div>
            ) : null}
            {registrationTextFields.map((field) => (
              <div key={field} className={styles.pair}>
                <dt>{textFieldLabels[field]}</dt>
                <dd>
                  <bdi>{record[field]}</bdi>
                </dd>
              </div>
            ))}
            <dt>{copy.document}</dt>
            <dd>
              {fileName ? (
                // Through the site, which fetches it from the backend for this session (src/features/admin/document.server.ts).
                <a href={localPath(adminPaths.document(data.id))} className={styles.document}>
                  <bdi>{fileName}</bdi>
                </a>
              ) : (
                copy.noDocument
              )}
            </dd>
          </dl>
        </section>
      ) : null}

      {record ? (
        <section aria-labelledby="admin-archive-heading" className={styles.archive}>
          <h2 id="admin-archive-heading">{copy.archiveHeading}</h2>
          {data.archivedAt === undefined ? (
            <p className={styles.intro}>{copy.marksUnavailable}</p>
          ) : (
            <>
              <p className={styles.intro}>
                {data.archivedAt ? fillTemplate(copy.archivedOn, { time: data.archivedAt }) : copy.archiveIntro}
              </p>
              <form method="post" action={localPath(adminPaths.record(data.id))}>
                <input type="hidden" name="csrf" value={data.csrf} />
                <input type="hidden" name="intent" value={data.archivedAt ? 'restore' : 'archive'} />
                <button type="submit" className={forms.secondary}>
                  {data.archivedAt ? copy.restoreButton : copy.archiveButton}
                </button>
              </form>
            </>
          )}
        </section>
      ) : null}

      {values ? (
        <Island
          component={RecordForm}
          props={{
            id: data.id,
            csrf: data.csrf,
            values,
            labels: textFieldLabels,
            errors: fieldProblemTexts(data.fields),
          }}
          wake="load"
        />
      ) : null}
    </div>
  );
}
