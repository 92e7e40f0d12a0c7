import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { AdminListHead, ListSummary, ListTable, ShowFilter } from '../../features/admin/AdminList.tsx';
import { adminPaths } from '../../features/admin/contract.ts';
import { mailto, type AdminMessagesData, type InboxShow } from '../../features/contact/admin-data.ts';
import { messagesLoader } from '../../features/contact/inbox-routes.server.ts';
import { localPath } from '../../current-language.ts';
import styles from '../../features/admin/admin.module.css';

export const loader = messagesLoader;

const copy = admin.messages;
const filters: InboxShow[] = ['all', 'new', 'handled'];

/**
 * /admin/messages: the Contact messages of the site's store, newest first, all of them or the
 * new or handled ones (plain links: no JavaScript needed). Each row: when it came (IST), who
 * sent it (the address a mailto link), in which language, its first line, and a link to open it.
 * A new one is marked in a solid box, its row bold with a bar at its start; a handled one in a
 * dashed box, its row muted (decision 103): not by colour alone.
 */
export function Component() {
  const data = useLoaderData<typeof loader>() as AdminMessagesData;
  const alert = data.unavailable
    ? { tone: 'failure' as const, text: copy.unavailable }
    : data.deleted
      ? { tone: 'success' as const, text: copy.deleted }
      : undefined;

  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.description} noindex />
      <AdminListHead section="messages" newMessages={data.newMessages} copy={copy} alert={alert} />

      {data.unavailable ? null : (
        <>
          <ShowFilter
            path={adminPaths.messages}
            label={copy.filterLabel}
            filters={filters}
            names={copy.show}
            current={data.show}
          />
          <ListSummary shown={data.messages.length} show={data.show} capped={data.capped} copy={copy} />
        </>
      )}

      {data.messages.length > 0 ? (
        <ListTable
          id="admin-messages-caption"
          caption={copy.caption}
          columns={[copy.name, copy.received, copy.email, copy.languageColumn, copy.firstLine, copy.state]}
          action={copy.open}
        >
          {data.messages.map((message) => (
            // A new message and a handled one differ in words, weight and shape, not in colour alone.
            <tr
              key={message.id}
              data-new={message.handled ? undefined : ''}
              data-handled={message.handled ? '' : undefined}
            >
              <th scope="row">
                <bdi>{message.name}</bdi>
              </th>
              <td data-label={copy.received}>{message.received}</td>
              <td data-label={copy.email}>
                <a href={mailto(message.email)} dir="ltr">
                  {message.email}
                </a>
              </td>
              <td data-label={copy.languageColumn}>{copy.languages[message.language] ?? message.language}</td>
              <td data-label={copy.firstLine}>
                <bdi>{message.firstLine}</bdi>
              </td>
              <td data-label={copy.state}>
                <span className={styles.mark} data-mark={message.handled ? 'handled' : 'new'}>
                  {message.handled ? copy.isHandled : copy.isNew}
                </span>
              </td>
              <td className={styles.openCell}>
                <a
                  className={styles.open}
                  href={localPath(adminPaths.message(message.id))}
                  aria-label={`${copy.open}: ${message.name}, ${message.received}`}
                >
                  {copy.open}
                </a>
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </div>
  );
}
