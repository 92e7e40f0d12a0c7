import { ExternalLink as ExternalIcon } from 'lucide-react';
import type { ExternalLink } from '../../content/schema.ts';
import { ui } from '../../content/ui.ts';
import styles from './story.module.css';

interface Props {
  heading: string;
  intro: string;
  links: readonly ExternalLink[];
}

/**
 * The related links: each opens in a new tab (and says so to screen readers).
 * The list is at most 520 px high and scrolls; it takes the focus, so the
 * keyboard can scroll it too.
 */
export function RelatedLinks({ heading, intro, links }: Props) {
  return (
    <section className={`container ${styles.related}`} aria-labelledby="related-heading">
      <div className={styles.relatedIntro}>
        <h2 id="related-heading">{heading}</h2>
        <p>{intro}</p>
      </div>
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list takes the focus so the keyboard can scroll it */}
      <ol className={styles.links} tabIndex={0} aria-labelledby="related-heading">
        {links.map(({ label, url }) => (
          <li key={url}>
            <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
              <span className={styles.linkText}>
                <span className={styles.linkLabel}>{label}</span>
                <span className={styles.linkHost} aria-hidden="true">
                  {new URL(url).hostname}
                </span>
              </span>
              <ExternalIcon className={styles.linkIcon} aria-hidden="true" focusable="false" size={18} />
              <span className="visually-hidden"> {ui.newTab}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
