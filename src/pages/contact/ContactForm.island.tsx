import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field, type ControlProps } from '../../forms/Field.tsx';
import roomy from '../../forms/roomy.module.css';
import type { Contact } from '../../content/schema.ts';
import { contactFields, contactMailto, fieldMessage, type ContactField, type ContactValues } from './contact-mail.ts';
import { openMailto } from './open-mailto.ts';
import styles from './contact.module.css';

interface Props {
  copy: Contact['form'];
  /** The office address the message goes to. */
  office: string;
  headingId: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement;
type Errors = Partial<Record<ContactField, string>>;

const idOf = (field: ContactField) => `contact-${field}`;
const noteId = 'contact-note';

/**
 * The Contact Us form. The browser's own constraint validation (required, type
 * email) decides what is wrong; the messages are the page's, shown under each
 * field and tied to it with aria-describedby. Send does not post anywhere: it
 * opens the visitor's e-mail app with a message to the office (the note says so).
 *
 * Send is never disabled: a press before the island is alive is held and done once it is
 * (decision 060). The form's method is `dialog`, which outside a dialog submits nowhere, so
 * without JavaScript it cannot send anything, not even by Enter; without scripting the button
 * is hidden and a <noscript> line offers a plain mailto: link (decision 071).
 */
export function ContactForm({ copy, office, headingId }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [opened, setOpened] = useState(false);

  const control = (field: ContactField) => form.current?.elements.namedItem(field) as Control | null | undefined;
  /** The browser's verdict, except that only spaces count as empty (native `required` accepts them). */
  const check = (field: ContactField) => {
    const element = control(field);
    if (!element) return '';
    const blank = element.value.trim() === '';
    return fieldMessage(
      field,
      blank ? { valid: false, valueMissing: true, typeMismatch: false } : element.validity,
      copy.errors,
    );
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Errors = {};
    for (const field of contactFields) {
      const message = check(field);
      if (message) found[field] = message;
    }
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (firstInvalid) {
      setOpened(false);
      control(firstInvalid)?.focus();
      return;
    }
    const values = Object.fromEntries(
      contactFields.map((field) => [field, control(field)?.value ?? '']),
    ) as ContactValues;
    openMailto(contactMailto(office, values, copy));
    setOpened(true);
  }

  /** Once a field shows an error, it is checked again as the visitor types, and the message goes when fixed. */
  function recheck(field: ContactField) {
    if (!errors[field]) return;
    setErrors((current) => ({ ...current, [field]: check(field) || undefined }));
  }

  const controlProps = (name: ContactField, tied: ControlProps) => ({
    ...tied,
    name,
    required: true,
    className: roomy.control,
    onChange: () => recheck(name),
  });

  // Errors are not announced as they appear: Send moves focus to the first invalid field, which reads its own.
  const row = (name: ContactField, input: (control: ControlProps) => ReactNode) => (
    <Field
      id={idOf(name)}
      label={copy.labels[name]}
      error={errors[name]}
      describedBy={noteId}
      announce={false}
      classes={roomy}
    >
      {input}
    </Field>
  );

  return (
    <form ref={form} method="dialog" className={roomy.form} aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      {row('name', (tied) => (
        <input {...controlProps('name', tied)} type="text" autoComplete="name" />
      ))}
      {row('email', (tied) => (
        <input {...controlProps('email', tied)} type="email" autoComplete="email" />
      ))}
      {row('message', (tied) => (
        <textarea {...controlProps('message', tied)} rows={5} />
      ))}
      <p id={noteId} className={styles.note}>
        {copy.note}
      </p>
      <button type="submit" className={`${roomy.submit} ${styles.send}`}>
        {copy.submit}
      </button>
      <output className={styles.status}>
        {opened ? (
          <>
            {copy.opened} <a href={`mailto:${office}`}>{office}</a>.
          </>
        ) : null}
      </output>
      <noscript>
        <p className={styles.noScript}>
          {copy.noScript} <a href={`mailto:${office}?subject=${encodeURIComponent(copy.mailSubject)}`}>{office}</a>.
        </p>
      </noscript>
    </form>
  );
}
