import { useRef, useState, type FormEvent } from 'react';
import type { Footer } from '../content/schema.ts';
import { checkEmail, newsletterMailto, type EmailProblem } from './newsletter.ts';
import styles from './Footer.module.css';

interface Props {
  copy: Footer['newsletter'];
  /** The office address the request goes to. */
  office: string;
}

const ids = {
  heading: 'newsletter-heading',
  input: 'newsletter-email',
  error: 'newsletter-error',
  note: 'newsletter-note',
};

/**
 * The newsletter box. It stores nothing: Subscribe checks the address and opens
 * the visitor's e-mail app with a request to the office (the note says so).
 *
 * Subscribe is never disabled: a press before the island is alive is held and done once it
 * is (src/islands/loader.ts, decision 060), so the first tap counts. The form's method is
 * `dialog`, which outside a dialog submits nowhere: without JavaScript it can never send the
 * address anywhere (a plain submit would reload this page with the address in the URL and
 * the server log, and CSP's form-action blocks a mailto: action). Without scripting the button
 * is hidden and a <noscript> line offers a plain mailto: link instead (decision 071).
 */
export function Newsletter({ copy, office }: Props) {
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const input = useRef<HTMLInputElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = input.current?.value ?? '';
    const found = checkEmail(email);
    setProblem(found);
    if (found) {
      input.current?.focus();
      return;
    }
    window.location.href = newsletterMailto(office, email, copy);
  }

  const message = problem === 'empty' ? copy.emptyEmail : problem === 'invalid' ? copy.invalidEmail : '';
  const plainMailto = `mailto:${office}?subject=${encodeURIComponent(copy.mailSubject)}`;

  return (
    <form method="dialog" aria-labelledby={ids.heading} noValidate onSubmit={onSubmit}>
      <h2 id={ids.heading} className={styles.heading}>
        {copy.heading}
      </h2>
      <p>{copy.text}</p>
      <label className={styles.label} htmlFor={ids.input}>
        {copy.inputLabel}
      </label>
      <div className={styles.field}>
        <input
          ref={input}
          id={ids.input}
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={copy.placeholder}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${ids.error} ${ids.note}`}
          onChange={() => setProblem(null)}
        />
        <button type="submit" className={styles.button}>
          {copy.button}
        </button>
      </div>
      <p id={ids.error} className={styles.error} role="alert">
        {message}
      </p>
      <p id={ids.note} className={styles.note}>
        {copy.note}
      </p>
      <noscript>
        <p className={styles.note}>
          {copy.noScript} <a href={plainMailto}>{office}</a>
        </p>
      </noscript>
    </form>
  );
}
