import type { LucideIcon } from 'lucide-react';
import type { FlipCard as FlipCardData } from '../content/schema.ts';
import styles from './FlipCard.module.css';

interface Props {
  card: FlipCardData;
  icon: LucideIcon;
}

/**
 * A card that turns over on hover or keyboard focus (spec §2: Mission, Vision,
 * Awards). It is focusable, so keyboard and touch users turn it too; the back is
 * ordinary text after the front, so screen readers read it without turning.
 * With reduced motion the faces swap without turning.
 */
export function FlipCard({ card, icon: Icon }: Props) {
  const titleId = `flip-${card.id}`;
  return (
    // The card takes the focus so keyboard and touch users can turn it (spec: it turns on focus); a named group.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex, jsx-a11y/prefer-tag-over-role
    <div className={styles.card} tabIndex={0} role="group" aria-labelledby={titleId} data-flip-card={card.id}>
      <div className={styles.inner} data-part="inner">
        <div className={styles.front}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={36} strokeWidth={1.75} />
          </span>
          <h3 id={titleId} className={styles.title}>
            {card.title}
          </h3>
          <p className={styles.teaser}>{card.teaser}</p>
        </div>
        <div className={styles.back}>
          {/* The title again for sighted visitors; screen readers have read it on the front. */}
          <p className={styles.backTitle} aria-hidden="true">
            {card.title}
          </p>
          {card.body.kind === 'text' ? (
            card.body.paragraphs.map((paragraph) => <p key={paragraph}>{paragraph}</p>)
          ) : (
            <ul className={styles.list}>
              {card.body.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
