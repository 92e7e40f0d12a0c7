import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { adminPaths } from '../../features/admin/contract.ts';
import { mailto, type AdminMessageData } from '../../features/contact/admin-data.ts';
import { messageAction, messageLoader } from '../../features/contact/inbox-routes.server.ts';
import { DestructiveButton } from '../../forms/DestructiveButton.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { localPath } from '../../current-language.ts';
import styles from '../../features/admin/admin.module.css';

export const loader = messageLoader;
export const action = messageAction;

const copy = admin.message;
const list = admin.messages;

const outcomeMessage = (data: AdminMessageData) => {
  if (data.unavailable) return { tone: 'failure' as const, text: copy.unavailable };
  if (data.outcome === 'not-found') return { tone: 'failure' as const, text: copy.notFound };
  if (data.outcome === 'handled') return { tone: 'success' as const, text: copy.markedHandled };
  if (data.outcome === 'new') return { tone: 'success' as const, text: copy.markedNew };
  return undefined;
};

/**
 * /admin/messages/:id: one Contact message, whole (escaped by React, its lines kept by CSS),
 * a mailto link to reply (its subject in the message's language, whatever the page's), and plain forms (POST to the same address with the session's form
 * token, answered 303) that mark it handled or new again, and delete it after a second step in
 * a disclosure, so that nothing needs JavaScript.
 */
export function Component() {
  const loaded = useLoaderData<typeof loader>() as AdminMessageData | undefined;
  const data = (useActionData<typeof action>() ?? loaded) as AdminMessageData;
  const { message } = data;
  const alert = outcomeMessage(data);
  const title = message ? fillTemplate(copy.title, { name: message.name }) : list.title;
  const here = localPath(adminPaths.message(data.id));

  return (
    <div className={styles.page}>
      <PageMeta title={title} description={list.description} noindex />
      {/* Log out is in the header, with Admin (src/layout/Nav.island.tsx): one on the page. */}
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="messages" atList={false} newMessages={data.newMessages} />
      <p>
        <a href={localPath(adminPaths.messages)} className={styles.tapLink}>
          {copy.back}
        </a>
      </p>
      <h1>
        <bdi>{title}</bdi>
      </h1>
      <FormAlert tone={alert?.tone} message={alert?.text} />

      {message ? (
        <>
          <section aria-labelledby="admin-from-heading">
            <h2 id="admin-from-heading">{copy.detailsHeading}</h2>
            <dl className={styles.details}>
              <div className={styles.pair}>
                <dt>{list.name}</dt>
                <dd>
                  <bdi>{message.name}</bdi>
                </dd>
              </div>
              <div className={styles.pair}>
                <dt>{list.email}</dt>
                <dd>
                  <a href={mailto(message.email)}>
                    <bdi>{message.email}</bdi>
                  </a>
                </dd>
              </div>
              <div className={styles.pair}>
                <dt>{list.received}</dt>
                <dd>{message.received}</dd>
              </div>
              <div className={styles.pair}>
                <dt>{list.languageColumn}</dt>
                <dd>{list.languages[message.language] ?? message.language}</dd>
              </div>
              <div className={styles.pair}>
                <dt>{list.state}</dt>
                <dd>{message.handled ? fillTemplate(copy.isHandled, { time: message.handled }) : copy.isNew}</dd>
              </div>
            </dl>
          </section>

          <section aria-labelledby="admin-message-heading">
            <h2 id="admin-message-heading">{copy.messageHeading}</h2>
            <p className={styles.messageText} dir="auto">
              {message.text}
            </p>
          </section>

          <div className={styles.messageActions}>
            <a href={mailto(message.email, message.replySubject)}>{copy.reply}</a>
            <form method="post" action={here}>
              <input type="hidden" name="csrf" value={data.csrf} />
              <input type="hidden" name="intent" value={message.handled ? 'new' : 'handled'} />
              <button type="submit" className={forms.submit}>
                {message.handled ? copy.markNew : copy.markHandled}
              </button>
            </form>
          </div>

          <details className={styles.confirm}>
            <summary>{copy.deleteOpen}</summary>
            <form method="post" action={here}>
              <p>{copy.deleteWarning}</p>
              <input type="hidden" name="csrf" value={data.csrf} />
              <input type="hidden" name="intent" value="delete" />
              <DestructiveButton>{copy.deleteConfirm}</DestructiveButton>
            </form>
          </details>
        </>
      ) : null}
    </div>
  );
}
