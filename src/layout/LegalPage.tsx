import { PageMeta } from '../components/PageMeta.tsx';
import type { LegalPage as Page } from '../content/schema.ts';
import { ui } from '../content/ui.ts';
import styles from './LegalPage.module.css';

interface Props {
  page: Page;
  meta: { title: string; description: string };
}

/** A text page of the footer's Terms, Privacy and Support: heading, intro, contents, sections. */
export function LegalPage({ page, meta }: Props) {
  return (
    <article className={`container-narrow ${styles.page}`}>
      <PageMeta title={meta.title} description={meta.description} />
      <h1>{page.heading}</h1>
      {page.intro.map((text) => (
        <p key={text} className={styles.lead}>
          {text}
        </p>
      ))}
      <nav className={styles.contents} aria-labelledby="contents-heading">
        <h2 id="contents-heading" className={styles.contentsHeading}>
          {ui.onThisPage}
        </h2>
        <ul>
          {page.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ul>
      </nav>
      {page.sections.map((section) => (
        <section key={section.id} className={styles.section} aria-labelledby={section.id}>
          <h2 id={section.id}>{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
          {section.list ? (
            <ul className={styles.list}>
              {section.list.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
