import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { auth } from '../../content/auth.ts';
import { goTo } from '../../islands/go-to.ts';
import { localPath } from '../../current-language.ts';
import { useHydrated } from '../../islands/use-hydrated.ts';
import { Field } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import styles from '../../forms/forms.module.css';
import { loginAlert } from './login-alert.ts';
import { requestLogin } from './login-request.ts';
import { afterLogin, loginSchema, safeNext, type LoginAnswer, type LoginValues } from './contract.ts';
import { saveSession } from '../../stored-login.ts';

interface Props {
  copy: Pick<typeof auth.login, 'labels' | 'submit' | 'messages'>;
  /** Why a login sent without JavaScript failed (the server rendered this page as its answer). */
  initial?: { problem: Exclude<LoginAnswer, { kind: 'success' }>; username: string } | null | undefined;
}

/**
 * The admin login (spec §2, §4, §5, §8): Username and Password, a Login button disabled
 * while either is empty. Success stores token and userID and opens /profile, or the admin
 * page that sent the visitor here (`?next=`, a path on this site only); otherwise the
 * form's alert says why, in the spec's words. Without JavaScript (or before it has loaded)
 * it is a plain form that the server answers (POST /login, login-action.server.ts), so the
 * button is enabled until the page is alive.
 */
export function LoginForm({ copy, initial }: Props) {
  const enhanced = useHydrated();
  const [alert, setAlert] = useState(initial ? loginAlert(initial.problem, copy.messages) : undefined);
  // No default values: text typed before the page came alive is kept, not wiped.
  const {
    register,
    handleSubmit,
    formState: { isValid, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), mode: 'onChange' });

  async function onValid(values: LoginValues) {
    setAlert(undefined);
    const answer = await requestLogin(values);
    if (answer.kind === 'success') {
      try {
        saveSession(answer.token, String(answer.userID));
      } catch (cause) {
        console.error(copy.messages.serverError, cause);
        setAlert(copy.messages.serverError);
        return;
      }
      const next = safeNext(new URLSearchParams(window.location.search).get('next'));
      // The admin area is rendered by the server only: a full page load, with the new session cookie.
      goTo(next ?? localPath(afterLogin));
      return;
    }
    if (answer.kind === 'error') console.error(copy.messages.serverError, answer.cause);
    setAlert(loginAlert(answer, copy.messages));
  }

  return (
    // method="post": should it ever be sent before the page is alive, the password stays out of the URL.
    <form
      method="post"
      className={styles.form}
      noValidate
      onSubmit={handleSubmit(onValid, () => setAlert(loginAlert({ kind: 'empty' }, copy.messages)))}
    >
      <Field id="login-username" label={copy.labels.username}>
        {(control) => (
          <input
            {...control}
            {...register('username')}
            defaultValue={initial?.username}
            className={styles.control}
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-required="true"
          />
        )}
      </Field>
      <Field id="login-password" label={copy.labels.password}>
        {(control) => (
          <input
            {...control}
            {...register('password')}
            className={styles.control}
            type="password"
            autoComplete="current-password"
            aria-required="true"
          />
        )}
      </Field>
      <FormAlert tone="failure" message={alert} />
      <button type="submit" className={styles.submit} disabled={enhanced && (!isValid || isSubmitting)}>
        {copy.submit}
      </button>
    </form>
  );
}
