import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState, type BaseSyntheticEvent, type InputHTMLAttributes } from 'react';
import { useForm } from 'react-hook-form';
import { registrationCopy } from './copy.ts';
import { acceptedDocuments, documentProblem } from './document-check.ts';
import { Field } from './Field.tsx';
import { FormAlert } from './FormAlert.tsx';
import styles from './forms.module.css';
import { sendRegistration } from './registration-request.ts';
import { localPath } from '../../language.ts';
import { registrationResult, type RegistrationResult } from './result.ts';
import {
  limits,
  registrationSchema,
  registrationTextFields,
  uploadField,
  type FieldProblem,
  type RegistrationAnswer,
  type RegistrationTextField,
  type RegistrationValues,
} from './contract.ts';

type Copy = Pick<typeof registrationCopy, 'hints' | 'submit' | 'submitting' | 'documentRules'>;

interface Props {
  copy: Copy;
  /** The answer to a registration sent without JavaScript (POST /profile), shown as the form shows its own. */
  initial?: RegistrationAnswer | null | undefined;
}

/** How each text field is entered; labels come from the content by field name. */
const controls: Record<RegistrationTextField, InputHTMLAttributes<HTMLInputElement> & { multiline?: boolean }> = {
  name: { type: 'text', autoComplete: 'name' },
  address: { autoComplete: 'street-address', multiline: true },
  agro_tour_name: { type: 'text', autoComplete: 'organization' },
  registration_number: { type: 'text', autoComplete: 'off' },
  // Ten digits, as written in India without +91: the autofill name for that is `tel-national`,
  // which HTML allows on a text field only (on type="tel" only `tel`, which would fill in +91).
  mobile_number: {
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'tel-national',
    maxLength: limits.mobileDigits,
    pattern: '[0-9]{10}',
  },
  email_id: { type: 'email', autoComplete: 'email', maxLength: limits.emailLength },
  registration_date: { type: 'date' },
};

const empty = Object.fromEntries(registrationTextFields.map((name) => [name, ''])) as RegistrationValues;
const problemText = (message: string | undefined) =>
  message ? (registrationCopy.problemText(message as FieldProblem) ?? registrationCopy.errors.unreadable) : undefined;

/**
 * Agro Tourism Registration (spec §2-§5, §8). A real multipart form that also works
 * without JavaScript (the server answers POST /profile with this page); with JavaScript,
 * react-hook-form checks it with the shared schema and sends it with fetch. The button
 * reads Register, or Registering... while sending, and is disabled while the form is
 * invalid or a submit is in progress.
 */
export function RegistrationForm({ copy, initial }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [result, setResult] = useState<RegistrationResult | null>(() => (initial ? registrationResult(initial) : null));
  const [fileError, setFileError] = useState<string>();
  const [checked, setChecked] = useState(false);
  // No default values: what was typed before the page came alive (or kept by the server) stays.
  const {
    register,
    handleSubmit,
    reset,
    trigger,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegistrationValues>({ resolver: zodResolver(registrationSchema), mode: 'onTouched' });

  useEffect(() => {
    // From here on this component checks the fields; without JavaScript the browser does.
    if (formRef.current) formRef.current.noValidate = true;
    void trigger().then(() => setChecked(true));
  }, [trigger]);

  async function onValid(values: RegistrationValues, event?: BaseSyntheticEvent) {
    setResult(null);
    const fileInput = (event?.target as HTMLFormElement | undefined)?.elements.namedItem(
      uploadField,
    ) as HTMLInputElement | null;
    const answer = await sendRegistration(values, fileInput?.files?.[0]);
    const next = registrationResult(answer);
    if (next.ok) {
      reset(empty);
      if (fileInput) fileInput.value = '';
      setFileError(undefined);
    }
    setResult(next);
  }

  const disabled = isSubmitting || Boolean(fileError) || (checked && !isValid);
  return (
    <form
      ref={formRef}
      method="post"
      action={`${localPath('/profile')}#registration-result`}
      encType="multipart/form-data"
      className={styles.form}
      onSubmit={handleSubmit(onValid)}
    >
      {registrationTextFields.map((name) => {
        const { multiline, ...attributes } = controls[name];
        const hint = name === 'mobile_number' ? copy.hints.mobileNumber : undefined;
        return (
          <Field
            key={name}
            id={`registration-${name}`}
            label={registrationCopy.labelOf(name)}
            hint={hint}
            error={problemText(errors[name]?.message)}
          >
            {(control) =>
              multiline ? (
                <textarea
                  {...control}
                  {...register(name)}
                  className={styles.control}
                  rows={3}
                  autoComplete={attributes.autoComplete}
                  defaultValue={initial?.values?.[name]}
                />
              ) : (
                <input
                  {...control}
                  {...attributes}
                  {...register(name)}
                  className={styles.control}
                  defaultValue={initial?.values?.[name]}
                />
              )
            }
          </Field>
        );
      })}
      <Field
        id="registration-upload_document"
        label={registrationCopy.labelOf(uploadField)}
        hint={`${copy.hints.uploadDocument} ${copy.documentRules}`}
        error={fileError}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            name={uploadField}
            accept={acceptedDocuments}
            className={`${styles.control} ${styles.file}`}
            onChange={(event) => setFileError(documentProblem(event.target.files?.[0]))}
          />
        )}
      </Field>
      <div id="registration-result">
        <FormAlert tone={result?.ok ? 'success' : 'failure'} message={result?.message}>
          {result && (result.detail || result.fields.length > 0) ? (
            <ul>
              {result.detail ? <li>{result.detail}</li> : null}
              {result.fields.map(({ field, label, text }) => (
                <li key={field}>{text ? `${label}: ${text}` : label}</li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      </div>
      <button type="submit" className={styles.submit} disabled={disabled}>
        {isSubmitting ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}
