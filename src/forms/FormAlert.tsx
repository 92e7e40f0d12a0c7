import type { ReactNode } from 'react';
import styles from './forms.module.css';

interface Props {
  tone: 'success' | 'failure' | undefined;
  message: string | undefined;
  children?: ReactNode;
}

/**
 * The form's answer, in a live region with role="alert" that is always present (so that
 * screen readers announce each new message), empty until there is something to say.
 */
export function FormAlert({ tone, message, children }: Props) {
  return (
    <div
      role="alert"
      className={message ? `${styles.alert} ${tone === 'success' ? styles.success : styles.failure}` : styles.quiet}
    >
      {message ? <p className={styles.alertMessage}>{message}</p> : null}
      {message ? children : null}
    </div>
  );
}
