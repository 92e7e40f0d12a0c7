import { Link, useLoaderData } from 'react-router';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { fillTemplate } from '../../../content/fill-template.ts';
import { newsletter } from '../../../content/newsletter.ts';
import { language } from '../../../current-language.ts';
import { languages } from '../../../languages.ts';
import { newsletterPaths } from '../contract.ts';
import styles from '../archive.module.css';

export { archiveLoader as loader } from '../issue-routes.server.ts';

interface ArchiveData {
  issues: { slug: string; subject: { en: string; mr: string }; sentAt: string }[];
}

/** /newsletter/archive (decision 099): every newsletter sent, newest first, each a page of its own. */
export function Component() {
  const { issues } = useLoaderData<ArchiveData>();
  const copy = newsletter.archive;
  const day = new Intl.DateTimeFormat(languages[language].tag, { dateStyle: 'long', timeZone: 'Asia/Kolkata' });
  return (
    <div className={`container-narrow ${styles.page}`}>
      <PageMeta title={copy.title} description={copy.description} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      {issues.length > 0 ? (
        <ul className={styles.list}>
          {issues.map((issue) => (
            <li key={issue.slug}>
              <Link to={newsletterPaths.archiveIssue(issue.slug)}>
                {issue.subject[language] || issue.subject.en || issue.subject.mr}
              </Link>
              <p className={styles.date}>{fillTemplate(copy.sent, { date: day.format(new Date(issue.sentAt)) })}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{copy.none}</p>
      )}
      <p>
        <Link to={newsletterPaths.signUp}>{copy.subscribe}</Link>
      </p>
    </div>
  );
}
