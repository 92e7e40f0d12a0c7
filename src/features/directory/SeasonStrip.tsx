import { directory as copy } from '../../content/directory.ts';
import type { Month } from './contract.ts';
import styles from './directory.module.css';

const stateClass = { open: styles.seasonOpen, best: styles.seasonBest, closed: styles.seasonClosed };

/**
 * The twelve months in a row: open, best, or closed, each said in words (not by colour alone),
 * so a screen reader reads "Jan: Closed, Feb: Open…" and a phone shows the year at a glance.
 */
export function SeasonStrip({ open, best }: { open: readonly Month[]; best: readonly Month[] }) {
  const legend = copy.centre.seasonLegend;
  return (
    <ol className={styles.season}>
      {copy.monthsShort.map((short, index) => {
        const month = (index + 1) as Month;
        const state = best.includes(month) ? 'best' : open.includes(month) ? 'open' : 'closed';
        return (
          <li key={short} className={stateClass[state]}>
            <abbr title={copy.months[index]} className={styles.seasonMonth}>
              {short}
            </abbr>
            <span className={styles.seasonState}>{legend[state]}</span>
          </li>
        );
      })}
    </ol>
  );
}
