import { useActionData, useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { AdminListHead, ListSummary, ListTable, ShowFilter } from '../../features/admin/AdminList.tsx';
import { adminPaths } from '../../features/admin/contract.ts';
import { showQuery } from '../../admin-lists.ts';
import type { AdminSubscribersData } from '../../features/newsletter/admin-data.ts';
import { subscribersAction, subscribersLoader } from '../../features/newsletter/subscriber-routes.server.ts';
import type { SubscriberShow } from '../../features/newsletter/contract.ts';
import { DestructiveButton } from '../../forms/DestructiveButton.tsx';
import { localPath } from '../../current-language.ts';
import styles from '../../features/admin/admin.module.css';

export const loader = subscribersLoader;
export const action = subscribersAction;

const copy = admin.subscribers;
const filters: SubscriberShow[] = ['all', 'confirmed', 'pending'];

const alertOf = (data: AdminSubscribersData) => {
  if (data.unavailable) return { tone: 'failure' as const, text: copy.unavailable };
  if (data.outcome === 'not-found') return { tone: 'failure' as const, text: copy.notFound };
  if (data.outcome === 'deleted') return { tone: 'success' as const, text: copy.deleted };
  return undefined;
};

/**
 * /admin/subscribers: the newsletter's addresses, newest sign-up first, all or the confirmed or
 * waiting ones (plain links), with the words each agreed to, a CSV export of the filter, and a
 * plain form per address that deletes it after a second step in a disclosure, so that nothing
 * needs JavaScript.
 */
export function Component() {
  const answered = useActionData<AdminSubscribersData>();
  const loaded = useLoaderData<AdminSubscribersData | undefined>();
  const data = (answered ?? loaded) as AdminSubscribersData;
  const alert = alertOf(data);
  const here = localPath(adminPaths.subscribers);

  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.description} noindex />
      <AdminListHead section="subscribers" newMessages={data.newMessages} copy={copy} alert={alert} />

      {data.unavailable ? null : (
        <>
          <ShowFilter
            path={adminPaths.subscribers}
            label={copy.filterLabel}
            filters={filters}
            names={copy.show}
            current={data.show}
          />
          <ListSummary shown={data.subscribers.length} show={data.show} capped={data.capped} copy={copy} />
          {data.subscribers.length > 0 ? (
            <p>
              <a href={localPath(`${adminPaths.subscribersCsv}${showQuery(data.show)}`)} className={styles.tapLink}>
                {copy.download}
              </a>
            </p>
          ) : null}
        </>
      )}

      {data.subscribers.length > 0 ? (
        <ListTable
          id="admin-subscribers-caption"
          caption={copy.caption}
          columns={[copy.email, copy.consented, copy.languageColumn, copy.state, copy.consent]}
          action={copy.deleteConfirm}
        >
          {data.subscribers.map((one) => (
            <tr key={one.id}>
              <th scope="row">
                <bdi dir="ltr">{one.email}</bdi>
              </th>
              <td data-label={copy.consented}>{one.consented}</td>
              <td data-label={copy.languageColumn}>{copy.languages[one.language] ?? one.language}</td>
              <td data-label={copy.state}>{one.confirmed ? copy.isConfirmed : copy.isPending}</td>
              <td data-label={copy.consent}>
                <bdi>{one.consent}</bdi>
              </td>
              {/* oxlint-disable-next-line jsx-a11y/control-has-associated-label -- a cell, not a control: its disclosure's summary names the address */}
              <td>
                <details className={styles.confirm}>
                  <summary>{fillTemplate(copy.deleteOpen, { email: one.email })}</summary>
                  <form method="post" action={here}>
                    <p>{copy.deleteWarning}</p>
                    <input type="hidden" name="csrf" value={data.csrf} />
                    <input type="hidden" name="id" value={one.id} />
                    <DestructiveButton>{copy.deleteConfirm}</DestructiveButton>
                  </form>
                </details>
              </td>
            </tr>
          ))}
        </ListTable>
      ) : null}
    </div>
  );
}
