import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { fillTemplate } from '../../content/fill-template.ts';
import { recordAction, recordLoader } from '../../features/admin/admin-routes.server.ts';
import type { AdminRecordData } from '../../features/admin/page-data.ts';
import { adminPaths } from '../../features/admin/contract.ts';
import { documentName, untitled } from '../../features/admin/records.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { fieldProblemTexts, textFieldLabels } from '../../features/registration/copy.ts';
import { registrationTextFields, uploadField } from '../../features/registration/contract.ts';
import { RecordForm } from '../../features/admin/RecordForm.island.tsx';
import { Island } from '../../islands/Island.tsx';
import styles from '../../features/admin/admin.module.css';
import { localPath } from '../../language.ts';

export const loader = recordLoader;
export const action = recordAction;

const copy = admin.record;

const outcomeMessage = (data: AdminRecordData) => {
  if (data.problem) return { tone: 'failure' as const, text: admin.backend[data.problem] };
  if (data.outcome === 'saved') return { tone: 'success' as const, text: copy.saved };
  if (data.outcome === 'invalid') return { tone: 'failure' as const, text: copy.invalid };
  if (data.outcome === 'not-found') return { tone: 'failure' as const, text: copy.notFound };
  if (data.outcome === 'refused') return { tone: 'failure' as const, text: copy.refused };
  if (data.outcome === 'no-document') return { tone: 'failure' as const, text: copy.documentUnavailable };
  return undefined;
};

/**
 * /admin/registrations/:id: one registration's details, and a plain form that corrects its
 * text fields (POST to the same address, checked as the registration form is, with the
 * session's form token). A row the backend gave no id (`row-…`) is shown read-only, saying
 * why. Its document downloads through the site, which fetches it from the private backend.
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
        <a href={localPath(adminPaths.list)}>{copy.back}</a>
      </p>
      <h1>
        <bdi>{title}</bdi>
      </h1>
      <FormAlert tone={message?.tone} message={message?.text} />
      {data.unnumbered ? <p className={styles.intro}>{copy.noNumber}</p> : null}

      {record ? (
        <section aria-labelledby="admin-details-heading">
          <h2 id="admin-details-heading">{copy.detailsHeading}</h2>
          <dl className={styles.details}>
            {record.created_at ? (
              <div className={styles.pair}>
                <dt>{admin.list.received}</dt>
                <dd>{record.created_at.replace('T', ' ').slice(0, 16)}</dd>
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
                // Through the site, which fetches it from the backend for this session (server/admin/document.ts).
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
