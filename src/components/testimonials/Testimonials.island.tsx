import { ChevronLeft, ChevronRight, Quote } from 'lucide-react';
import { useState } from 'react';
import type { Home } from '../../content/schema.ts';
import { ui } from '../../content/ui.ts';
import { useHydrated } from '../../islands/use-hydrated.ts';
import { nextIndex, previousIndex } from '../carousel.ts';
import { useSwipe } from './use-swipe.ts';
import styles from './Testimonials.module.css';
import { fillTemplate } from '../../content/fill-template.ts';

/**
 * The Marathi testimonials (spec §2, §4): one slide at a time, moved by the
 * previous and next buttons, the indicators (0 to 2) or a swipe on a touch
 * screen. It never moves on its own, so changes are announced politely. Without
 * JavaScript all three are shown one under the other (CSS), and the controls are hidden.
 */
export function Testimonials({ content }: { content: Home['testimonials'] }) {
  const { items } = content;
  const count = items.length;
  const [index, setIndex] = useState(0);
  // Slides fade only once the visitor moves them (not when the stacked list becomes a carousel).
  const [moved, setMoved] = useState(false);
  const hydrated = useHydrated();
  const show = (next: (current: number) => number) => {
    setMoved(true);
    setIndex(next);
  };
  const swipe = useSwipe((direction) =>
    show((i) => (direction === 'next' ? nextIndex(i, count) : previousIndex(i, count))),
  );

  return (
    <section className={styles.section} aria-roledescription="carousel" aria-labelledby="testimonials-heading">
      <div className="container">
        <header className={styles.header}>
          <h2 id="testimonials-heading" className={styles.heading}>
            {content.heading}
          </h2>
          <p className={styles.intro}>{content.intro}</p>
        </header>

        <div className={styles.track} data-moved={moved} aria-live="polite" {...(hydrated ? swipe : {})}>
          {items.map((item, i) => (
            <div
              key={item.id}
              className={styles.slide}
              // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role -- the carousel pattern: a group with the role description "slide"
              role="group"
              aria-roledescription="slide"
              aria-label={fillTemplate(ui.carousel.slide, { n: i + 1, total: count })}
              aria-hidden={hydrated && i !== index ? true : undefined}
              data-active={i === index}
            >
              <figure className={styles.card} lang={item.lang}>
                <Quote className={styles.mark} aria-hidden="true" size={40} />
                <blockquote className={styles.quote}>
                  <p>{item.quote}</p>
                </blockquote>
                <figcaption className={styles.author}>
                  <span className={styles.name}>{item.name}</span>
                  <span className={styles.detail}>{item.detail}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>

        <div className={styles.controls}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={ui.carousel.previous}
            onClick={() => show((i) => previousIndex(i, count))}
          >
            <ChevronLeft aria-hidden="true" size={24} />
          </button>
          <ul className={styles.indicators}>
            {items.map((item, i) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.indicator}
                  data-index={i}
                  aria-label={fillTemplate(ui.carousel.goTo, { n: i + 1, total: count })}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => show(() => i)}
                />
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.arrow}
            aria-label={ui.carousel.next}
            onClick={() => show((i) => nextIndex(i, count))}
          >
            <ChevronRight aria-hidden="true" size={24} />
          </button>
        </div>
      </div>
    </section>
  );
}
