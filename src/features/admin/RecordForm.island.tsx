import { useState } from 'react';
import { admin } from '../../content/admin.ts';
import { Field } from '../../forms/Field.tsx';
import forms from '../../forms/forms.module.css';
import {
  isCalendarDate,
  textFieldSpecs,
  type FieldInput,
  type RegistrationTextField,
  type RegistrationValues,
} from '../registration/contract.ts';
import { adminPaths } from './contract.ts';
import styles from './admin.module.css';
import { localPath } from '../../current-language.ts';

const copy = admin.record;
/** The fields the admin may correct, as the registration form enters them (the field table). */
const editable = textFieldSpecs.filter((field) => field.edit);

/**
 * The input's type. A date the backend stored in another form (`01/05/2024`) would be
 * dropped by a date input, and saving would then erase it: it is shown as text instead, and
 * the check on saving asks for YYYY-MM-DD.
 */
function typeOf({ type = 'text' }: FieldInput, value: string): string {
  if (type === 'date' && value && !isCalendarDate(value)) return 'text';
  return type;
}

interface Props {
  id: string;
  csrf: string;
  /** What the form shows: the record's values, or what was sent when it was refused. */
  values: RegistrationValues;
  /** The fields' labels, by the backend's field names. */
  labels: Record<RegistrationTextField, string>;
  /** Why the server refused a field, in words, by field name. */
  errors?: Partial<Record<RegistrationTextField, string>> | undefined;
}

/**
 * The correction form of one registration: a plain POST to the record's address, checked
 * on the server as the registration form is, with the session's form token. As an island
 * its button reads Saving... and cannot be pressed twice while the answer is on its way.
 */
export function RecordForm({ id, csrf, values, labels, errors }: Props) {
  const [saving, setSaving] = useState(false);
  return (
    <section className={styles.card} aria-labelledby="admin-edit-heading">
      <h2 id="admin-edit-heading">{copy.editHeading}</h2>
      <p className={styles.intro}>{copy.editIntro}</p>
      <form
        method="post"
        action={localPath(adminPaths.record(id))}
        className={forms.form}
        noValidate
        onSubmit={() => setSaving(true)}
      >
        <input type="hidden" name="csrf" value={csrf} />
        {editable.map(({ name: field, input }) => {
          // Not autoComplete: it names the visitor's own details, and these are someone else's.
          const { multiline, autoComplete: _own, ...attributes } = input;
          return (
            <Field key={field} id={`admin-${field}`} label={labels[field]} error={errors?.[field]}>
              {(control) =>
                multiline ? (
                  <textarea {...control} name={field} className={forms.control} rows={3} defaultValue={values[field]} />
                ) : (
                  <input
                    {...control}
                    name={field}
                    className={forms.control}
                    {...attributes}
                    type={typeOf(input, values[field])}
                    defaultValue={values[field]}
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
  );
}
