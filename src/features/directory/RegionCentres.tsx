import { Link } from 'react-router';
import { directory as copy } from '../../content/directory.ts';
import { CentreCards } from './CentreCard.tsx';
import { directoryPaths, type CardCentre } from './contract.ts';
import styles from './directory.module.css';

/** A region page's centres from the directory (decision 095), and the way to all of them. */
export function RegionCentres({ centres, month }: { centres: CardCentre[]; month: number }) {
  return (
    <section className={`container ${styles.region}`} aria-labelledby="region-centres">
      <h2 id="region-centres">{copy.regionPage.heading}</h2>
      {centres.length > 0 ? <CentreCards centres={centres} month={month} level={3} /> : <p>{copy.regionPage.none}</p>}
      <p>
        <Link to={directoryPaths.list} className={styles.emptyLink}>
          {copy.regionPage.all}
        </Link>
      </p>
    </section>
  );
}
