import type { Image } from '../content/schema.ts';
import { Picture } from './Picture.tsx';
import styles from './Parallax.module.css';

interface Props {
  id: string;
  image: Image;
  heading: string;
  text: string;
}

/**
 * A full-width picture band with a heading over it. The picture drifts more
 * slowly than the page (a CSS scroll-driven transform, no script); it stays
 * plain for reduced motion, on touch screens and where the browser lacks
 * scroll-driven animations.
 */
export function Parallax({ id, image, heading, text }: Props) {
  const headingId = `${id}-heading`;
  return (
    <section className={styles.parallax} aria-labelledby={headingId} data-parallax="">
      <Picture className={styles.image} picture={image.picture} alt={image.alt} sizes="100vw" />
      <div className={styles.content}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <p className={styles.text}>{text}</p>
      </div>
    </section>
  );
}
