import { Leaf, Pause, Play } from 'lucide-react';
import { useState } from 'react';
import styles from './Marquee.module.css';

interface Props {
  text: string;
  /** Accessible names of the toggle (ui.marquee). */
  labels: { pause: string; play: string };
}

/** Copies on the moving track: two identical halves, each wider than a wide screen. */
const COPIES = 8;

/**
 * A band of text that scrolls sideways (a CSS animation), with a pause button.
 * Screen readers read the text once: the copies that make the loop seamless are
 * aria-hidden. It moves only when scripting is on (so the button works) and the
 * visitor has not asked for reduced motion; otherwise it stands still, once.
 */
export function Marquee({ text, labels }: Props) {
  const [paused, setPaused] = useState(false);
  return (
    <div className={styles.marquee}>
      <div className={styles.viewport}>
        <div className={paused ? `${styles.track} ${styles.paused}` : styles.track} data-marquee-track="">
          {Array.from({ length: COPIES }, (_, copy) =>
            copy === 0 ? (
              <p key={copy} className={styles.item}>
                {text}
                <Leaf className={styles.mark} aria-hidden="true" focusable="false" />
              </p>
            ) : (
              <span key={copy} className={styles.item} aria-hidden="true">
                {text}
                <Leaf className={styles.mark} aria-hidden="true" focusable="false" />
              </span>
            ),
          )}
        </div>
      </div>
      <button type="button" className={styles.toggle} onClick={() => setPaused((value) => !value)}>
        {paused ? (
          <Play aria-hidden="true" focusable="false" size={20} />
        ) : (
          <Pause aria-hidden="true" focusable="false" size={20} />
        )}
        <span className="visually-hidden">{paused ? labels.play : labels.pause}</span>
      </button>
    </div>
  );
}
