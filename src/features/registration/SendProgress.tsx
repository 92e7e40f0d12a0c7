import { fillTemplate } from '../../content/fill-template.ts';
import { registrationSending } from '../../content/registration-sending.ts';
import { amountText, percentOf, quarterOf, timeLeftText } from './progress-text.ts';
import forms from '../../forms/forms.module.css';
import styles from './sending.module.css';
import type { SendPhase } from './use-sending.ts';

const copy = registrationSending.progress;

interface Props {
  phase: SendPhase;
  onCancel: () => void;
}

/**
 * A registration on its way: a labelled <progress> with the percentage, the bytes and (once it
 * can tell) the time left, and Cancel. Screen readers are told each quarter and each change of
 * state, politely; the bar and the numbers beside it are not announced at every step.
 */
export function SendProgress({ phase, onCancel }: Props) {
  const bar =
    phase.name === 'sending'
      ? { loaded: phase.loaded, total: phase.total, secondsLeft: phase.secondsLeft }
      : phase.name === 'answering'
        ? { loaded: phase.total, total: phase.total, secondsLeft: undefined }
        : undefined;
  const quarter = bar ? quarterOf(percentOf(bar.loaded, bar.total)) : 0;
  const state =
    phase.name === 'waiting'
      ? copy.waiting
      : phase.name === 'answering'
        ? copy.answering
        : phase.name === 'cancelled'
          ? copy.cancelled
          : '';
  return (
    <div className={styles.sending}>
      {bar ? (
        <div className={styles.progress}>
          <label htmlFor="registration-progress" className={styles.progressLabel}>
            {copy.label}
          </label>
          <progress
            id="registration-progress"
            className={styles.bar}
            max={Math.max(1, bar.total)}
            value={bar.loaded}
            aria-describedby="registration-progress-amount"
          />
          <p id="registration-progress-amount" className={styles.amount}>
            <span>{amountText(bar.loaded, bar.total)}</span>
            {bar.secondsLeft === undefined ? null : <span>{timeLeftText(bar.secondsLeft)}</span>}
          </p>
        </div>
      ) : null}
      <p className={state ? styles.state : styles.quiet} aria-live="polite">
        {state}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {phase.name === 'sending' && quarter > 0 && quarter < 100
          ? fillTemplate(copy.announce, { percent: quarter })
          : ''}
      </p>
      {phase.name === 'waiting' || phase.name === 'sending' ? (
        <button type="button" className={`${forms.secondary} ${styles.placed}`} onClick={onCancel}>
          {copy.cancel}
        </button>
      ) : null}
    </div>
  );
}
