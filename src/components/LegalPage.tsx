import type { ReactNode } from 'react';
import { PageMeta } from './PageMeta.tsx';
import { fillTemplate } from '../content/fill-template.ts';
import { sayCount } from '../content/plural.ts';
import type { LegalPage as Page } from '../content/schema.ts';
import { ui } from '../content/ui.ts';
import { language } from '../current-language.ts';
import { languages } from '../languages.ts';
import { useSiteInfo } from '../site-context.ts';
import styles from './LegalPage.module.css';

interface Props {
  page: Page;
  meta: { title: string; description: string };
}

/** The placeholders that stand for a phone number, which is kept whole on one line. */
const numbers = /(\{(?:phone|whatsapp)\})/;

/**
 * A text page of the footer's Terms, Privacy and Support: heading, intro, contents, sections.
 * The operator's e-mail, phone and WhatsApp number fill the texts' placeholders, and the days a
 * contact message is kept (RETENTION_DAYS, read by the server at start) fill `{retention}`. A
 * phone number is never broken across lines (issue 58, decision 104).
 */
export function LegalPage({ page, meta }: Props) {
  const { business, retentionDays } = useSiteInfo();
  const values = {
    email: business.email,
    phone: business.phone.display,
    whatsapp: business.whatsapp.display,
    ...(page.retention && { retention: sayCount(languages[language].tag, page.retention, retentionDays, 'n') }),
  };
  const fill = (text: string): ReactNode[] =>
    text.split(numbers).map((part, index) =>
      numbers.test(part) ? (
        // oxlint-disable-next-line react/no-array-index-key -- the parts of one fixed sentence, in order
        <span key={index} className="phone-number">
          {fillTemplate(part, values)}
        </span>
      ) : (
        fillTemplate(part, values)
      ),
    );
  return (
    <article className={`container-narrow ${styles.page}`}>
      <PageMeta title={meta.title} description={meta.description} />
      <h1>{page.heading}</h1>
      {page.intro.map((text) => (
        <p key={text} className={styles.lead}>
          {fill(text)}
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
            <p key={text}>{fill(text)}</p>
          ))}
          {section.list ? (
            <ul className={styles.list}>
              {section.list.map((text) => (
                <li key={text}>{fill(text)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
