import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { AdminBar } from '../../features/admin/AdminBar.tsx';
import { fillTemplate } from '../../content/fill-template.ts';
import { adminLoader } from '../../features/admin/admin-data.ts';
import type { AdminRecordData } from '../../features/admin/page-data.ts';
import { Field } from '../../features/registration/Field.tsx';
import { FormAlert } from '../../features/registration/FormAlert.tsx';
import { registrationCopy } from '../../features/registration/copy.ts';
import forms from '../../features/registration/forms.module.css';
import { limits, registrationTextFields, type RegistrationTextField } from '../../features/registration/schema.ts';
import styles from '../../features/admin/admin.module.css';

export const loader = adminLoader;

const copy = admin.record;
const multiline: ReadonlySet<RegistrationTextField> = new Set(['address']);
const inputType: Partial<Record<RegistrationTextField, string>> = { email_id: 'email', mobile_number: 'tel', registration_date: 'date' };

const outcomeMessage = (data: AdminRecordData) => {
  if (data.problem) return { tone: 'failure' as const, text: admin.backend[data.problem] };
  if (data.outcome === 'saved') return { tone: 'success' as const, text: copy.saved };
  if (data.outcome === 'invalid') return { tone: 'failure' as const, text: copy.invalid };
  if (data.outcome === 'not-found') return { tone: 'failure' as const, text: copy.notFound };
  if (data.outcome === 'refused') return { tone: 'failure' as const, text: copy.refused };
  return undefined;
};

/**
 * /admin/registrations/:id: one registration's details, and a plain form that corrects its
 * text fields (POST to the same address, checked as the registration form is, with the
 * session's form token). The document is named, not linked: it lives on the private backend.
 */
export function Component() {
  const data = useLoaderData<typeof loader>() as AdminRecordData;
  const [saving, setSaving] = useState(false);
  const { record, values } = data;
  const message = outcomeMessage(data);
  const title = record?.name || fillTemplate(copy.untitled, { id: data.id });
  const documentName = record?.upload_document ? decodeURIComponent(record.upload_document.split('/').pop() ?? '') : '';

  return (
    <div className={styles.page}>
      <PageMeta title={title} description={admin.list.description} noindex />
      <AdminBar csrf={data.csrf} />
      <p>
        <a href="/admin/registrations">{copy.back}</a>
      </p>
      <h1>
        <bdi>{title}</bdi>
      </h1>
      <FormAlert tone={message?.tone} message={message?.text} />

      {record ? (
        <section aria-labelledby="admin-details-heading">
          <h2 id="admin-details-heading">{copy.detailsHeading}</h2>
          <dl className={styles.details}>
            <dt>{admin.list.received}</dt>
            <dd>{record.created_at.replace('T', ' ').slice(0, 16)}</dd>
            {registrationTextFields.map((field) => (
              <div key={field} className={styles.pair}>
                <dt>{registrationCopy.labelOf(field)}</dt>
                <dd>
                  <bdi>{record[field]}</bdi>
                </dd>
              </div>
            ))}
            <dt>{copy.document}</dt>
            <dd>{documentName ? <bdi>{documentName}</bdi> : copy.noDocument}</dd>
          </dl>
        </section>
      ) : null}

      {values ? (
        <section className={styles.card} aria-labelledby="admin-edit-heading">
          <h2 id="admin-edit-heading">{copy.editHeading}</h2>
          <p className={styles.intro}>{copy.editIntro}</p>
          <form method="post" action={`/admin/registrations/${data.id}`} className={forms.form} noValidate onSubmit={() => setSaving(true)}>
            <input type="hidden" name="csrf" value={data.csrf} />
            {registrationTextFields.map((field) => {
              const problem = data.fields?.[field];
              const error = problem ? registrationCopy.problemText(problem) : undefined;
              return (
                <Field key={field} id={`admin-${field}`} label={registrationCopy.labelOf(field)} error={error}>
                  {(control) =>
                    multiline.has(field) ? (
                      <textarea {...control} name={field} className={forms.control} rows={3} defaultValue={values[field]} />
                    ) : (
                      <input
                        {...control}
                        name={field}
                        className={forms.control}
                        type={inputType[field] ?? 'text'}
                        defaultValue={values[field]}
                        {...(field === 'mobile_number' && { inputMode: 'numeric' as const, maxLength: limits.mobileDigits })}
                        {...(field === 'email_id' && { maxLength: limits.emailLength })}
                      />
                    )
                  }
                </Field>
              );
            })}
            <button type="submit" className={forms.submit} disabled={saving}>
              {saving ? copy.saving : copy.save}
            </button>
          </form>
        </section>
      ) : null}
    </div>
  );
}
