import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { workshops } from '../../content/workshops.ts';
import { Field, type ControlProps } from '../../forms/Field.tsx';
import { failureText } from '../../forms/failure-text.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import roomy from '../../forms/roomy.module.css';
import { fillTime, idempotencyHeader, newKey, postVisitorForm } from '../../forms/visitor-post.ts';
import { localPath } from '../../current-language.ts';
import {
  cleanSignup,
  honeypotField,
  signupFields,
  signupLimits,
  signupProblems,
  type SignupAnswer,
  type SignupField,
  type SignupInput,
  type SignupProblem,
  type SignupResult,
} from './contract.ts';
import styles from './workshops.module.css';

type Copy = (typeof workshops)['signup'];

interface Props {
  copy: Copy;
  /** The event's page, where the form posts. */
  path: string;
  /** Whether the seats are taken: the button says "Join the waitlist". */
  full: boolean;
  office: { phone: { display: string; tel: string }; email: string };
  headingId: string;
  initial?: SignupResult | null | undefined;
}

type Errors = Partial<Record<SignupField, string>>;
type Said = SignupAnswer | { status: 'network' } | undefined;

function problemText(field: SignupField, problem: SignupProblem, errors: Copy['errors']): string {
  if (field === 'name') return problem === 'tooLong' ? errors.nameTooLong : errors.nameRequired;
  if (field === 'mobile') return problem === 'required' ? errors.mobileRequired : errors.mobile;
  if (field === 'email') return errors.email;
  if (field === 'place') return problem === 'tooLong' ? errors.placeTooLong : errors.placeRequired;
  return errors.people;
}

const errorsOf = (problems: Partial<Record<SignupField, SignupProblem>>, copy: Copy): Errors =>
  Object.fromEntries(
    signupFields.flatMap((field) => {
      const problem = problems[field];
      return problem ? [[field, problemText(field, problem, copy.errors)]] : [];
    }),
  );

/**
 * A workshop's sign-up form (issue 56): name, mobile number, an optional e-mail, village or
 * district, how many people. Checked as the server checks it; without JavaScript a plain form
 * posted to the event's page, answered with the page; with it, JSON with an Idempotency-Key, no
 * sooner than `minimumFillMs` after it woke. The answer says whether it is a seat or the waitlist.
 */
export function SignupForm({ copy, path, full, office, headingId, initial }: Props) {
  const form = useRef<HTMLFormElement>(null);
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

  const control = (field: string) => form.current?.elements.namedItem(field) as HTMLInputElement | null;
  const valuesNow = () =>
    Object.fromEntries(signupFields.map((field) => [field, control(field)?.value ?? ''])) as SignupInput;
  const show = (found: Errors) => {
    setErrors(found);
    const first = signupFields.find((field) => found[field]);
    if (first) control(first)?.focus();
    return first;
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const values = valuesNow();
    if (show(errorsOf(signupProblems(cleanSignup(values)), copy))) {
      setSaid(undefined);
      return;
    }
    sending.current = true;
    setSaid(undefined);
    try {
      const typed = JSON.stringify(values);
      if (attempt.current?.values !== typed) attempt.current = { key: newKey(), values: typed };
      const filledMs = await fillTime(alive.current);
      const answer = await postVisitorForm<SignupAnswer>(
        localPath(path),
        { ...values, [honeypotField]: control(honeypotField)?.value ?? '', filledMs },
        { [idempotencyHeader]: attempt.current.key },
      );
      if (answer.status === 'received') {
        form.current?.reset();
        attempt.current = undefined;
      }
      if (answer.status === 'invalid') show(errorsOf(answer.problems, copy));
      setSaid(answer);
    } finally {
      sending.current = false;
    }
  }

  const typed = initial?.values;
  const tie = (name: SignupField, tied: ControlProps) => ({
    ...tied,
    name,
    defaultValue: typed?.[name] ?? (name === 'people' ? '1' : undefined),
    className: roomy.control,
  });
  const row = (name: SignupField, input: (tied: ControlProps) => ReactNode, hint?: string) => (
    <Field
      id={`signup-${name}`}
      label={copy.labels[name]}
      hint={hint}
      error={errors[name]}
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
      action={localPath(path)}
      className={roomy.form}
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {row('name', (tied) => (
        <input {...tie('name', tied)} type="text" autoComplete="name" required maxLength={signupLimits.name} />
      ))}
      {row('mobile', (tied) => (
        <input {...tie('mobile', tied)} type="tel" inputMode="numeric" autoComplete="tel" required maxLength={14} />
      ))}
      {row(
        'email',
        (tied) => (
          <input {...tie('email', tied)} type="email" autoComplete="email" maxLength={signupLimits.email} />
        ),
        copy.emailHint,
      )}
      {row('place', (tied) => (
        <input
          {...tie('place', tied)}
          type="text"
          autoComplete="address-level2"
          required
          maxLength={signupLimits.place}
        />
      ))}
      {row('people', (tied) => (
        <input {...tie('people', tied)} type="number" inputMode="numeric" min={1} max={signupLimits.people} required />
      ))}
      <div className="visually-hidden">
        <label htmlFor="signup-website">{copy.honeypot}</label>
        <input id="signup-website" name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <FormAlert tone="failure" message={failure}>
        {said?.status === 'unavailable' ? (
          <p className={styles.office}>
            <a href={`tel:${office.phone.tel}`}>{office.phone.display}</a> {copy.or}{' '}
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </p>
        ) : null}
      </FormAlert>
      <button type="submit" className={roomy.submit}>
        {full ? copy.submitWaitlist : copy.submit}
      </button>
      <output className={styles.received}>
        {said?.status === 'received' ? (
          <>
            <span>{said.place === 'seat' ? copy.seat : copy.waitlist}</span>
            {said.emailed ? <span>{copy.emailed}</span> : null}
          </>
        ) : null}
      </output>
    </form>
  );
}
