import type { ReactNode } from 'react';
import styles from './field.module.css';

/** What a field's control needs to be tied to its hint and error. */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

/** Class names in place of the kit's own (the Contact card's look: roomy.module.css). */
export interface FieldClasses {
  field?: string | undefined;
  label?: string | undefined;
  error?: string | undefined;
}

interface Props {
  id: string;
  label: string;
  hint?: string | undefined;
  /** The problem with the value, shown under the control and announced politely. */
  error?: string | undefined;
  /** Ids of more text that describes the control (a note below the fields), read after the error. */
  describedBy?: string | undefined;
  /**
   * Whether a new error is announced as it appears (`aria-live="polite"`, the default). A form
   * that moves focus to its first invalid field on submit turns it off: the error is then read
   * with the field it describes, once.
   */
  announce?: boolean;
  classes?: FieldClasses | undefined;
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form field: label, optional hint, the control, and its error (tied with aria-describedby). */
export function Field({ id, label, hint, error, describedBy: more, announce = true, classes: given, children }: Props) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const classes = { field: styles.field, label: styles.label, error: styles.error, ...given };
  const describedBy = [hint ? hintId : '', error ? errorId : '', more ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor={id}>
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
      <p id={errorId} className={classes.error} aria-live={announce ? 'polite' : undefined}>
        {error}
      </p>
    </div>
  );
}
