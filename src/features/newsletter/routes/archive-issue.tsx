import { Link, useLoaderData } from 'react-router';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { fillTemplate } from '../../../content/fill-template.ts';
import { newsletter } from '../../../content/newsletter.ts';
import { language } from '../../../current-language.ts';
import { languages } from '../../../languages.ts';
import { newsletterPaths } from '../contract.ts';
import type { ArchivedIssue } from '../issues.server.ts';
import styles from '../archive.module.css';

export { archiveIssueLoader as loader } from '../issue-routes.server.ts';

/**
 * /newsletter/archive/:slug (decision 099): one newsletter as it went out, in the page's
 * language (the other when it was written in one only). Its HTML is the store's Markdown made
 * safe on the server (../issue-markdown.server.ts): no HTML of the writer's, no image from elsewhere.
 */
export function Component() {
  const { issue } = useLoaderData<{ issue: ArchivedIssue }>();
  const copy = newsletter.archive;
  const shown = issue.subject[language] ? language : language === 'mr' ? 'en' : 'mr';
  const subject = issue.subject[shown];
  const date = new Intl.DateTimeFormat(languages[language].tag, { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(
    new Date(issue.sentAt),
  );
  return (
    <article className={`container-narrow ${styles.page}`} lang={languages[shown].tag}>
      <PageMeta title={subject} description={fillTemplate(copy.sent, { date })} />
      <h1>{subject}</h1>
      <p className={styles.date}>{fillTemplate(copy.sent, { date })}</p>
      <div className={styles.issue} dangerouslySetInnerHTML={{ __html: issue.html[shown] }} />
      <p className={styles.links}>
        <Link to={newsletterPaths.archive}>{copy.back}</Link>
        <Link to={newsletterPaths.signUp}>{copy.subscribe}</Link>
      </p>
    </article>
  );
}
