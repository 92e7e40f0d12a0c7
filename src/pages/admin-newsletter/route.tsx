import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { newsletter } from '../../content/newsletter.ts';
import { ListTable } from '../../features/admin/AdminList.tsx';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { newsletterPaths } from '../../features/newsletter/contract.ts';
import type { ComposeListData } from '../../features/newsletter/issue-routes.server.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { localPath } from '../../current-language.ts';
import styles from '../../features/admin/admin.module.css';

export { composeListLoader as loader } from '../../features/newsletter/issue-routes.server.ts';

const copy = newsletter.compose;

/** /admin/newsletter (decision 099): the issues written, newest first, how each stands, and a new one. */
export function Component() {
  const data = useLoaderData<ComposeListData>();
  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.intro} noindex />
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="newsletter" atList newMessages={undefined} />
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <FormAlert
        tone={data.unavailable ? 'failure' : !data.mailed ? 'failure' : undefined}
        message={data.unavailable ? copy.unavailable : !data.mailed ? copy.noMail : undefined}
      />
      <p>
        <a href={localPath(`${newsletterPaths.admin}/new`)} className={forms.submit}>
          {copy.newIssue}
        </a>
      </p>
      {data.issues.length > 0 ? (
        <ListTable
          id="admin-newsletter-caption"
          caption={copy.caption}
          columns={[copy.subject, copy.status, copy.progress]}
          action={copy.open}
        >
          {data.issues.map((issue) => (
            <tr key={issue.id}>
              <th scope="row">
                <bdi>{issue.values.subject_en || issue.values.subject_mr || '—'}</bdi>
              </th>
              <td data-label={copy.status}>{copy.statuses[issue.status]}</td>
              <td data-label={copy.progress}>
                {issue.status === 'draft'
                  ? '—'
                  : fillTemplate(copy.counts, {
                      sent: issue.counts.sent,
                      failed: issue.counts.failed,
                      left: issue.counts.pending,
                    })}
              </td>
              <td className={styles.openCell}>
                <a
                  className={styles.open}
                  href={localPath(newsletterPaths.adminIssue(issue.id))}
                  aria-label={`${copy.open}: ${issue.values.subject_en || issue.values.subject_mr}`}
                >
                  {copy.open}
                </a>
              </td>
            </tr>
          ))}
        </ListTable>
      ) : data.unavailable ? null : (
        <p>{copy.none}</p>
      )}
    </div>
  );
}
