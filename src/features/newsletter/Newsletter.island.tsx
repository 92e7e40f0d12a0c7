import { useEffect, useRef, useState, type FormEvent } from 'react';
import { minutesToWait, sayCount } from '../../content/plural.ts';
import type { Footer } from '../../content/schema.ts';
import { fillTime, honeypotField, newKey } from '../../forms/visitor-post.ts';
import { language, localPath } from '../../current-language.ts';
import { languages } from '../../languages.ts';
import {
  checkEmail,
  emailMaxLength,
  newsletterPaths,
  signUpAnswerId,
  type EmailProblem,
  type NewsletterAnswer,
  type NewsletterResult,
} from './contract.ts';
import { sendSignUp } from './newsletter-request.ts';
import styles from './newsletter.module.css';
import { sitePaths } from '../../site-paths.ts';

type Copy = Footer['newsletter'];

interface Props {
  copy: Copy;
  /** The start of the box's ids: one box is in every page's footer, another on the sign-up page. */
  idPrefix: string;
  /** The heading the box shows (the footer's); none when the page's heading names it (`labelledBy`). */
  heading?: string | undefined;
  labelledBy?: string | undefined;
  /**
   * The sign-up page's box: its answer stands above the box, under this id (`signUpAnswerId`),
   * where every box without JavaScript lands. The footer's box answers under its button.
   */
  answerFirst?: boolean;
  /** The sign-up page's answer to the box sent without JavaScript: kept (`?sent=…`), or why not, with what was typed. */
  initial?: NewsletterResult | { answer: Extract<NewsletterAnswer, { status: 'received' }> } | null | undefined;
}

/** What the box says: nothing yet, kept, or why not. */
type Said = NewsletterAnswer | { status: 'network' } | undefined;

/**
 * The newsletter box (issue 39, decision 081): an address, Subscribe, and the words a visitor
 * consents to (kept with the address) with a link to what the privacy notice says of it.
 *
 * Without JavaScript (or before the island is alive) it is a plain form posted to the sign-up
 * page (/newsletter), which the server answers: sent on to the page saying so, or that page again
 * with the problem and what was typed (`initial`). With JavaScript Subscribe checks the address,
 * then posts JSON with an Idempotency-Key kept for every try of the same address, no sooner than
 * `minimumFillMs` after the box came alive; once kept, the status region says so (a mail to
 * confirm is on its way, or signed up) and the field clears; a problem or a failure is said in
 * the alert, and what was typed stays. Subscribe is never disabled: a press before the island is
 * alive is held and done once it is (src/islands/loader.ts, decision 060). A hidden field, out of
 * the tab order and labelled to be left empty, catches robots. The footer stays the same for
 * every visitor: nothing in it is personal, so every page stays in the page cache.
 */
export function Newsletter({ copy, idPrefix, heading, labelledBy, answerFirst = false, initial }: Props) {
  const ids = {
    heading: `${idPrefix}-heading`,
    input: `${idPrefix}-email`,
    error: `${idPrefix}-error`,
    note: `${idPrefix}-note`,
    hidden: `${idPrefix}-website`,
  };
  const [problem, setProblem] = useState<EmailProblem | null>(() =>
    initial?.answer.status === 'invalid' ? (initial.answer.problems.email ?? 'invalid') : null,
  );
  const [said, setSaid] = useState<Said>(initial?.answer);
  const input = useRef<HTMLInputElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const alive = useRef(0);
  const sending = useRef(false);
  const attempt = useRef<{ key: string; email: string } | undefined>(undefined);
  useEffect(() => {
    alive.current = performance.now();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const email = input.current?.value ?? '';
    const found = checkEmail(email);
    setProblem(found);
    if (found) {
      setSaid(undefined);
      input.current?.focus();
      return;
    }
    sending.current = true;
    setSaid(undefined);
    try {
      // One key for every try of the same address; another address is a new sign-up.
      if (attempt.current?.email !== email.trim()) attempt.current = { key: newKey(), email: email.trim() };
      const filledMs = await fillTime(alive.current);
      const answer = await sendSignUp({
        path: localPath(newsletterPaths.signUp),
        email,
        hidden: hidden.current?.value ?? '',
        key: attempt.current.key,
        filledMs,
      });
      if (answer.status === 'received') {
        if (input.current) input.current.value = '';
        attempt.current = undefined;
      }
      if (answer.status === 'invalid') {
        setProblem(answer.problems.email ?? 'invalid');
        input.current?.focus();
      }
      setSaid(answer);
    } finally {
      sending.current = false;
    }
  }

  const message =
    problem === 'empty' ? copy.emptyEmail : problem === 'invalid' ? copy.invalidEmail : failureText(said, copy);
  const status = said?.status === 'received' ? (said.next === 'confirm' ? copy.confirmSent : copy.subscribed) : null;

  const answer = (
    <>
      <p id={ids.error} className={styles.error} role="alert">
        {message}
      </p>
      <output className={styles.status}>{status}</output>
    </>
  );
  return (
    <form
      method="post"
      action={`${localPath(newsletterPaths.signUp)}#${signUpAnswerId}`}
      aria-labelledby={labelledBy ?? ids.heading}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      {heading ? (
        <h2 id={ids.heading} className={styles.heading}>
          {heading}
        </h2>
      ) : null}
      {answerFirst ? (
        <div id={signUpAnswerId} className={styles.answer}>
          {answer}
        </div>
      ) : null}
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
          maxLength={emailMaxLength}
          defaultValue={initial && 'email' in initial ? initial.email : undefined}
          aria-invalid={problem ? true : undefined}
          aria-describedby={message ? `${ids.error} ${ids.note}` : ids.note}
          onChange={() => setProblem(null)}
        />
        <button type="submit" className={styles.button}>
          {copy.button}
        </button>
      </div>
      <div className="visually-hidden">
        <label htmlFor={ids.hidden}>{copy.honeypot}</label>
        <input ref={hidden} id={ids.hidden} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {answerFirst ? null : answer}
      <p id={ids.note} className={styles.note}>
        {copy.note}
      </p>
      <a className={styles.privacy} href={`${localPath(sitePaths.privacy)}#newsletter`}>
        {copy.privacy}
      </a>
    </form>
  );
}

/** Why the address was not kept, in the box's words; empty when nothing went wrong. */
function failureText(said: Said, copy: Copy): string {
  const { failures } = copy;
  switch (said?.status) {
    case undefined:
    case 'received':
    case 'invalid':
      return '';
    case 'limited':
      return sayCount(languages[language].tag, failures.tooMany, minutesToWait(said.retryAfterSeconds), 'minutes');
    case 'unavailable':
      return failures.unavailable;
    case 'network':
      return failures.connection;
    case 'refused':
      return failures.failed;
  }
}
