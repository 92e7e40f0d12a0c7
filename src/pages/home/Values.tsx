import { FlipCard } from '../../components/FlipCard.tsx';
import type { Home } from '../../content/schema.ts';
import { homeIcon } from './icons.ts';
import styles from './Values.module.css';

/** Mission, Vision and Awards as flip cards. */
export function Values({ content }: { content: Home['flipCards'] }) {
  return (
    <section className={styles.section} aria-labelledby="values-heading">
      <div className="container">
        <h2 id="values-heading" className={styles.heading}>
          {content.heading}
        </h2>
        <p className={styles.hint}>{content.hint}</p>
        <ul className={styles.grid}>
          {content.cards.map((card) => (
            <li key={card.id}>
              <FlipCard card={card} icon={homeIcon(card.icon)} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
