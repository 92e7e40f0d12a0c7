import { activeCardWithin } from '../../components/active-card.ts';
import { Picture } from '../../components/Picture.tsx';
import { useActiveCard } from '../../components/use-active-card.ts';
import type { Home } from '../../content/schema.ts';
import styles from './Cards.module.css';

/**
 * The five home cards. As the page scrolls, the card whose top is within 150 px
 * of the scroll position is the active one (spec §2), marked by `data-active`.
 */
export function Cards({ content }: { content: Home['cards'] }) {
  const { active, cardRef } = useActiveCard(activeCardWithin);
  return (
    <section className={styles.section} aria-labelledby="cards-heading">
      <div className={`container ${styles.layout}`}>
        <header className={styles.header}>
          <h2 id="cards-heading">{content.heading}</h2>
          <p className={styles.intro}>{content.intro}</p>
        </header>
        <ol className={styles.list}>
          {content.items.map((item, index) => (
            <li key={item.id} ref={cardRef(index)} className={styles.card} data-active={index === active}>
              <Picture
                className={styles.image}
                picture={item.image.picture}
                alt={item.image.alt}
                sizes="(min-width: 992px) 300px, (min-width: 600px) 40vw, calc(100vw - 3rem)"
              />
              <div className={styles.body}>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.text}>{item.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
