import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import type { Contact } from '../../content/schema.ts';
import type { ContactResult } from '../../features/contact/contract.ts';
import { sendContact } from '../../features/contact/contact-request.ts';
import {
  cleanContact,
  contactAnswerId,
  contactFields,
  contactLimits,
  contactProblems,
  honeypotField,
  type ContactAnswer,
  type ContactField,
  type ContactProblem,
  type ContactValues,
} from '../../features/contact/contract.ts';
import { fillTime, newKey } from '../../forms/visitor-post.ts';
import { CharacterCount } from '../../forms/CharacterCount.tsx';
import { Field, type ControlProps } from '../../forms/Field.tsx';
import { failureText } from '../../forms/failure-text.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import roomy from '../../forms/roomy.module.css';
import { useHydrated } from '../../islands/use-hydrated.ts';
import { localPath } from '../../current-language.ts';
import styles from './contact.module.css';
import { sitePaths } from '../../site-paths.ts';

type Copy = Contact['form'];

interface Props {
  copy: Copy;
  /** The office's e-mail address and phone number: the other way to reach it when the store cannot take a message. */
  office: { email: string; phone: { display: string; tel: string } };
  headingId: string;
  /** The page's answer to the form sent without JavaScript: received (`?sent=1`), or why not, with what was typed. */
  initial?: ContactResult | { answer: { status: 'received' } } | null | undefined;
}

type Control = HTMLInputElement | HTMLTextAreaElement;
type Errors = Partial<Record<ContactField, string>>;
/** What the form says under its fields: nothing yet, received, or why it was not sent. */
type Said = ContactAnswer | { status: 'network' } | undefined;

const idOf = (field: ContactField) => `contact-${field}`;
const noteId = 'contact-note';
const countId = 'contact-message-count';

/** A field's problem in the page's words. */
function problemText(field: ContactField, problem: ContactProblem, errors: Copy['errors']): string {
  if (field === 'email') return problem === 'required' ? errors.emailRequired : errors.emailInvalid;
  if (field === 'name') return problem === 'tooLong' ? errors.nameTooLong : errors.nameRequired;
  return problem === 'tooLong' ? errors.messageTooLong : errors.messageRequired;
}

const errorsOf = (problems: Partial<Record<ContactField, ContactProblem>>, copy: Copy): Errors =>
  Object.fromEntries(
    contactFields.flatMap((field) => {
      const problem = problems[field];
      return problem ? [[field, problemText(field, problem, copy.errors)]] : [];
    }),
  );

/**
 * The Contact Us form (spec §2, §5; issue 39): Name, Email and Message, all required, checked
 * as the server checks them (src/features/contact/contract.ts), each problem shown under its
 * field and tied to it with aria-describedby, focus on the first.
 *
 * Without JavaScript (or before the island is alive) it is a plain form posted to the page,
 * which the server answers: sent on to `?sent=1`, or the page again with the problems and what
 * was typed (`initial`). With JavaScript Send posts JSON with an Idempotency-Key kept for every
 * try of the same message, so a retry is stored once; it sends no sooner than `minimumFillMs`
 * after the form came alive. Once received, the status region says so and the fields clear;
 * any failure is said in the alert and what was typed stays. A hidden field, out of the tab
 * order and labelled to be left empty, catches robots.
 *
 * The answer stands above the fields (issue 58, decision 104): without JavaScript the page
 * opens at it (`#contact-answer`); with it, focus moves to it, unless a field is to be fixed,
 * which takes the focus instead. Under the message, its count: once the form is alive the
 * message has no `maxlength`, so a paste past the limit is kept whole and the count says how
 * much too long it is (before, and without JavaScript, `maxlength` holds and the count says
 * the limit).
 */
export function ContactForm({ copy, office, headingId, initial }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const answerBox = useRef<HTMLDivElement>(null);
  // Raised when an answer should take the focus: the effect moves it once the answer is drawn.
  const [landings, setLandings] = useState(0);
  const awake = useHydrated();
  const [messageLength, setMessageLength] = useState(() =>
    initial && 'values' in initial ? initial.values.message.length : 0,
  );
  const [errors, setErrors] = useState<Errors>(() =>
    initial?.answer.status === 'invalid' ? errorsOf(initial.answer.problems, copy) : {},
  );
  const [said, setSaid] = useState<Said>(initial?.answer);
  const alive = useRef(0);
  const sending = useRef(false);
  const attempt = useRef<{ key: string; values: string } | undefined>(undefined);
  useEffect(() => {
    alive.current = performance.now();
  }, []);
  useEffect(() => {
    if (landings > 0) answerBox.current?.focus();
  }, [landings]);

  const control = (field: string) => form.current?.elements.namedItem(field) as Control | null | undefined;
  const valuesNow = () =>
    Object.fromEntries(contactFields.map((field) => [field, control(field)?.value ?? ''])) as ContactValues;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const values = valuesNow();
    const found = errorsOf(contactProblems(cleanContact(values)), copy);
    setErrors(found);
    const firstInvalid = contactFields.find((field) => found[field]);
    if (firstInvalid) {
      setSaid(undefined);
      control(firstInvalid)?.focus();
      return;
    }
    sending.current = true;
    setSaid(undefined);
    try {
      // One key for every try of the same words; a changed message is a new one.
      const typed = JSON.stringify(values);
      if (attempt.current?.values !== typed) attempt.current = { key: newKey(), values: typed };
      const filledMs = await fillTime(alive.current);
      const answer = await sendContact({
        path: localPath(sitePaths.contact),
        values,
        hidden: control(honeypotField)?.value ?? '',
        key: attempt.current.key,
        filledMs,
      });
      if (answer.status === 'received') {
        for (const field of contactFields) {
          const element = control(field);
          if (element) element.value = '';
        }
        setMessageLength(0);
        attempt.current = undefined;
      }
      if (answer.status === 'invalid') {
        const problems = errorsOf(answer.problems, copy);
        setErrors(problems);
        const first = contactFields.find((field) => problems[field]);
        if (first) control(first)?.focus();
      }
      setSaid(answer);
      if (answer.status !== 'invalid') setLandings((count) => count + 1);
    } finally {
      sending.current = false;
    }
  }

  /** Once a field shows an error, it is checked again as the visitor types, and the message goes when fixed. */
  function recheck(field: ContactField) {
    if (!errors[field]) return;
    const problem = contactProblems(cleanContact(valuesNow()))[field];
    setErrors((current) => ({ ...current, [field]: problem && problemText(field, problem, copy.errors) }));
  }

  const controlProps = (name: ContactField, tied: ControlProps) => ({
    ...tied,
    name,
    required: true,
    // The message's limit is its count's to say once the form is alive: a paste is never cut.
    maxLength: name === 'message' && awake ? undefined : contactLimits[name],
    defaultValue: initial && 'values' in initial ? initial.values[name] : undefined,
    className: roomy.control,
    onChange: (event: ChangeEvent<Control>) => {
      if (name === 'message') setMessageLength(event.currentTarget.value.length);
      recheck(name);
    },
  });

  // Errors are not announced as they appear: Send moves focus to the first invalid field, which reads its own.
  const row = (name: ContactField, input: (control: ControlProps) => ReactNode, describedBy = noteId) => (
    <Field
      id={idOf(name)}
      label={copy.labels[name]}
      error={errors[name]}
      describedBy={describedBy}
      announce={false}
      classes={roomy}
    >
      {input}
    </Field>
  );

  const failure = failureText(said, copy.failures);
  return (
    <form
      ref={form}
      method="post"
      action={`${localPath(sitePaths.contact)}#${contactAnswerId}`}
      className={roomy.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div id={contactAnswerId} ref={answerBox} tabIndex={-1} className={forms.result}>
        <FormAlert tone="failure" message={failure}>
          {said?.status === 'unavailable' ? (
            <p className={styles.office}>
              <a href={`mailto:${office.email}`}>{office.email}</a> {copy.or}{' '}
              <a href={`tel:${office.phone.tel}`}>{office.phone.display}</a>
            </p>
          ) : null}
        </FormAlert>
        <output className={styles.status}>{said?.status === 'received' ? copy.received : null}</output>
      </div>
      {row('name', (tied) => (
        <input {...controlProps('name', tied)} type="text" autoComplete="name" />
      ))}
      {row('email', (tied) => (
        <input {...controlProps('email', tied)} type="email" autoComplete="email" />
      ))}
      {row(
        'message',
        (tied) => (
          <>
            <textarea {...controlProps('message', tied)} rows={5} />
            <CharacterCount
              id={countId}
              length={messageLength}
              limit={contactLimits.message}
              alive={awake}
              words={copy.count}
            />
          </>
        ),
        `${countId} ${noteId}`,
      )}
      <div className="visually-hidden">
        <label htmlFor="contact-website">{copy.honeypot}</label>
        <input id="contact-website" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p id={noteId} className={styles.note}>
        {copy.note}
      </p>
      <button type="submit" className={roomy.submit}>
        {copy.submit}
      </button>
    </form>
  );
}
