import type { ReactNode } from 'react';
import styles from './forms.module.css';

/** What a field's control needs to be tied to its hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The problem with the value, shown under the control and announced politely. */
  error?: string | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form field: label, optional hint, the control, and its error (tied with aria-describedby). */
export function Field({ id, label, hint, error, children }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(describedBy && { 'aria-describedby': describedBy }),
        ...(error && { 'aria-invalid': true }),
      })}
      <p id={errorId} className={styles.error} aria-live="polite">
        {error}
      </p>
    </div>
  );
}
