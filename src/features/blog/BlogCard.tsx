import type { ReactNode } from 'react';
import { ArrowRight, CalendarDays } from 'lucide-react';
import { Link } from 'react-router';
import type { Image } from '../../content/schema.ts';
import { Picture } from '../../components/Picture.tsx';
import { machineDate } from './card-text.ts';
import styles from './BlogCard.module.css';

interface Props {
  /** The article's own page, e.g. /blog1/<slug>. */
  href: string;
  title: string;
  /** As shown, e.g. "23 Jul 2021" or "17 July". */
  date: string;
  summary: string;
  readMore: string;
  image?: Image | undefined;
  /** The first visible image of the page. */
  priority?: boolean;
  /** The language of the title, summary and article when it is not English (the link says so too). */
  lang?: 'mr' | undefined;
}

/** The grid the cards sit in: one column on phones, two from 600 px, three from 992 px. */
export function BlogCardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {children}
    </ul>
  );
}

/** A date shown as text, with a machine-readable <time> when the label is a date. */
export function BlogDate({ label, className }: { label: string; className?: string | undefined }) {
  const datetime = machineDate(label);
  return datetime ? (
    <time className={className} dateTime={datetime}>
      {label}
    </time>
  ) : (
    <span className={className}>{label}</span>
  );
}

/**
 * One blog card: image (if any), date, title, summary and a Read More link to
 * the article. The link's accessible name includes the title ("Read More: …"),
 * and it covers the whole card, so the card is one click target and one tab stop.
 */
export function BlogCard({ href, title, date, summary, readMore, image, priority = false, lang }: Props) {
  return (
    <li className={styles.item}>
      <article className={`${styles.card} ${image ? '' : styles.plain}`}>
        {image ? (
          <div className={styles.media}>
            <Picture
              picture={image.picture}
              alt={image.alt}
              sizes="(max-width: 599px) calc(100vw - 3rem), (max-width: 991px) 45vw, 24rem"
              priority={priority}
              className={styles.image}
            />
          </div>
        ) : null}
        <div className={styles.body}>
          <p className={styles.date}>
            <CalendarDays aria-hidden="true" className={styles.dateIcon} />
            <BlogDate label={date} />
          </p>
          <h2 className={styles.title} lang={lang}>
            {title}
          </h2>
          <p className={styles.summary} lang={lang}>
            {summary}
          </p>
          <Link to={href} className={styles.more} hrefLang={lang}>
            {readMore}
            <span className="visually-hidden">
              : <span lang={lang}>{title}</span>
            </span>
            <ArrowRight aria-hidden="true" className={styles.arrow} />
          </Link>
        </div>
      </article>
    </li>
  );
}
