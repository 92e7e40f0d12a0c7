import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Picture } from '../../components/Picture.tsx';
import type { Home } from '../../content/schema.ts';
import styles from './Welcome.module.css';

/** Two text-and-image rows (the second mirrored on wide screens) and the Learn More button to About. */
export function Welcome({ content }: { content: Home['welcome'] }) {
  return (
    <section className={styles.section} aria-labelledby="welcome-heading">
      <div className="container">
        <h2 id="welcome-heading" className={styles.heading}>
          {content.heading}
        </h2>
        {content.rows.map((row) => (
          <div key={row.heading} className={styles.row}>
            <div className={styles.text}>
              <h3 className={styles.rowHeading}>{row.heading}</h3>
              {row.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
            <Picture
              className={styles.image}
              picture={row.image.picture}
              alt={row.image.alt}
              sizes="(min-width: 1200px) 560px, (min-width: 900px) 46vw, calc(100vw - 3rem)"
            />
          </div>
        ))}
        <p className={styles.ctaRow}>
          <Link className={styles.cta} to={content.cta.to}>
            {content.cta.label}
            <span className="visually-hidden"> {content.cta.context}</span>
            <ArrowRight aria-hidden="true" size={20} />
          </Link>
        </p>
      </div>
    </section>
  );
}
