import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { sayCount } from '../../content/plural.ts';
import { newsletter } from '../../content/newsletter.ts';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { issueLimits, newsletterPaths, type IssueField } from '../../features/newsletter/contract.ts';
import type { ComposeIssueData } from '../../features/newsletter/issue-routes.server.ts';
import { Field } from '../../forms/Field.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { language, localPath } from '../../current-language.ts';
import { languages } from '../../languages.ts';
import styles from '../../features/admin/admin.module.css';
import own from './issue.module.css';

export {
  composeIssueAction as action,
  composeIssueLoader as loader,
} from '../../features/newsletter/issue-routes.server.ts';

const copy = newsletter.compose;

/** What happened, in the page's words. */
function outcomeOf(data: ComposeIssueData): { tone: 'success' | 'failure'; text: string } | undefined {
  if (data.unavailable) return { tone: 'failure', text: copy.unavailable };
  switch (data.outcome) {
    case 'created':
      return { tone: 'success', text: copy.created };
    case 'saved':
      return { tone: 'success', text: copy.saved };
    case 'test-sent':
      return { tone: 'success', text: fillTemplate(copy.testSent, { email: data.testTo }) };
    case 'test-failed':
      return {
        tone: 'failure',
        text: data.reason === 'SMTP_URL' ? copy.noMail : fillTemplate(copy.testFailed, { reason: data.reason ?? '' }),
      };
    case 'bad-address':
      return { tone: 'failure', text: copy.badAddress };
    case 'unconfirmed':
      return { tone: 'failure', text: copy.unconfirmed };
    case 'started': {
      const counts = data.issue?.counts;
      const total = counts ? counts.pending + counts.sent + counts.failed + counts.left : 0;
      return { tone: 'success', text: sayCount(languages[language].tag, copy.started, total, 'count') };
    }
    case 'busy':
      return { tone: 'failure', text: copy.busy };
    case 'not-draft':
      return { tone: 'failure', text: copy.notDraft };
    case 'paused':
      return { tone: 'success', text: copy.paused };
    case 'resumed':
      return { tone: 'success', text: copy.resumed };
    case undefined:
      return Object.keys(data.problems).length > 0 ? { tone: 'failure', text: copy.errors.empty } : undefined;
  }
}

/**
 * /admin/newsletter/new and /admin/newsletter/:id (decision 099): an issue's subject and text in
 * both languages, its preview as the HTML and the plain-text mail, a test to one address, then the
 * send to every confirmed subscriber, with its progress (sent, failed, left: a progress bar), pause
 * and resume. Plain forms: every button works without JavaScript.
 */
export function Component() {
  const loaded = useLoaderData<ComposeIssueData>();
  const answered = useActionData<ComposeIssueData>();
  // After a post the page is drawn from the action's answer alone (its loader does not run again).
  const data = answered ?? loaded;
  const { issue } = data;
  const draft = !issue || issue.status === 'draft';
  const alert = outcomeOf(data);
  const total = issue ? issue.counts.pending + issue.counts.sent + issue.counts.failed + issue.counts.left : 0;
  const action = localPath(issue ? newsletterPaths.adminIssue(issue.id) : `${newsletterPaths.admin}/new`);
  const problem = (field: IssueField) => {
    const found = data.problems[field];
    return found ? copy.errors[found] : undefined;
  };
  const field = (name: IssueField, rows?: number) => (
    <Field id={`issue-${name}`} label={copy.labels[name]} error={problem(name)} hint={rows ? copy.bodyHint : undefined}>
      {(tied) =>
        rows ? (
          <textarea
            {...tied}
            name={name}
            rows={rows}
            maxLength={issueLimits.body}
            defaultValue={data.values[name]}
            readOnly={!draft}
            className={own.text}
          />
        ) : (
          <input
            {...tied}
            name={name}
            type="text"
            maxLength={issueLimits.subject}
            defaultValue={data.values[name]}
            readOnly={!draft}
          />
        )
      }
    </Field>
  );
  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.intro} noindex />
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="newsletter" atList={false} newMessages={undefined} />
      <h1>{data.values.subject_en || data.values.subject_mr || copy.newIssue}</h1>
      <FormAlert tone={alert?.tone} message={alert?.text} />
      {!data.mailed ? <p>{copy.noMail}</p> : null}
      {issue && issue.status !== 'draft' ? (
        <section aria-labelledby="issue-progress" className={own.progress}>
          <h2 id="issue-progress">
            {copy.progress}: {copy.statuses[issue.status]}
          </h2>
          <progress
            max={total || 1}
            value={issue.counts.sent + issue.counts.failed + issue.counts.left}
            aria-labelledby="issue-progress"
          />
          <p>
            {fillTemplate(copy.counts, {
              sent: issue.counts.sent,
              failed: issue.counts.failed,
              left: issue.counts.pending,
            })}
            {issue.counts.left > 0 ? `; ${fillTemplate(copy.skipped, { count: issue.counts.left })}` : ''}
          </p>
          <div className={styles.actions}>
            {issue.status === 'sending' || issue.status === 'paused' ? (
              <form method="post" action={action}>
                <input type="hidden" name="csrf" value={data.csrf} />
                <button
                  type="submit"
                  name="intent"
                  value={issue.status === 'sending' ? 'pause' : 'resume'}
                  className={forms.submit}
                >
                  {issue.status === 'sending' ? copy.pause : copy.resume}
                </button>
              </form>
            ) : null}
            <a href={action}>{copy.refresh}</a>
            {issue.slug ? <a href={localPath(newsletterPaths.archiveIssue(issue.slug))}>{copy.archiveLink}</a> : null}
          </div>
          {issue.failures.length > 0 ? (
            <>
              <h3>{copy.failures}</h3>
              <ul>
                {issue.failures.map((failure) => (
                  <li key={failure.email}>
                    <bdi>{failure.email}</bdi>: {failure.error}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
      <form method="post" action={action} className={own.form}>
        <input type="hidden" name="csrf" value={data.csrf} />
        <fieldset className={own.language}>
          <legend>{copy.english}</legend>
          {field('subject_en')}
          {field('body_en', 12)}
        </fieldset>
        <fieldset className={own.language} lang="mr">
          <legend>{copy.marathi}</legend>
          {field('subject_mr')}
          {field('body_mr', 12)}
        </fieldset>
        {draft ? (
          <button type="submit" name="intent" value="save" className={forms.submit}>
            {copy.save}
          </button>
        ) : null}
      </form>
      {issue && data.preview ? (
        <section aria-labelledby="issue-preview">
          <h2 id="issue-preview">{copy.preview}</h2>
          {(['en', 'mr'] as const).map((lang) =>
            data.values[`body_${lang}`] ? (
              <div key={lang} lang={lang === 'mr' ? 'mr' : 'en'} className={own.preview}>
                <h3>
                  {lang === 'en' ? copy.english : copy.marathi}: {copy.previewHtml}
                </h3>
                <div className={own.html} dangerouslySetInnerHTML={{ __html: data.preview![lang].html }} />
                <h3>
                  {lang === 'en' ? copy.english : copy.marathi}: {copy.previewText}
                </h3>
                <pre className={own.plain}>{data.preview![lang].text}</pre>
              </div>
            ) : null,
          )}
        </section>
      ) : null}
      {issue && draft && data.mailed ? (
        <>
          <form method="post" action={action} className={own.form}>
            <input type="hidden" name="csrf" value={data.csrf} />
            <Field id="issue-test-to" label={copy.testTo}>
              {(tied) => <input {...tied} name="test_to" type="email" defaultValue={data.testTo} />}
            </Field>
            <button type="submit" name="intent" value="test" className={forms.submit}>
              {copy.sendTest}
            </button>
          </form>
          <form method="post" action={action} className={own.form}>
            <input type="hidden" name="csrf" value={data.csrf} />
            <label className={own.confirm}>
              <input type="checkbox" name="confirm" value="yes" required />
              {copy.sendConfirm}
            </label>
            <button type="submit" name="intent" value="send" className={forms.submit}>
              {sayCount(languages[language].tag, copy.send, data.confirmed, 'count')}
            </button>
          </form>
        </>
      ) : null}
    </div>
  );
}
