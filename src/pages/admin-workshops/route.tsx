import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { workshops } from '../../content/workshops.ts';
import { ListTable } from '../../features/admin/AdminList.tsx';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { workshopPaths } from '../../features/workshops/contract.ts';
import type { AdminListData } from '../../features/workshops/workshop-routes.server.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { localPath } from '../../current-language.ts';
import styles from '../../features/admin/admin.module.css';

export { adminListLoader as loader } from '../../features/workshops/workshop-routes.server.ts';

const copy = workshops.admin;

/** /admin/workshops (issue 56): the events, latest start first, with their seats taken and waiting. */
export function Component() {
  const data = useLoaderData<AdminListData>();
  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.intro} noindex />
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="workshops" atList newMessages={undefined} />
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <FormAlert
        tone={data.unavailable ? 'failure' : undefined}
        message={data.unavailable ? copy.unavailable : undefined}
      />
      <p>
        <a href={localPath(`${workshopPaths.admin}/new`)} className={forms.submit}>
          {copy.newEvent}
        </a>
      </p>
      {data.events.length > 0 ? (
        <ListTable
          id="admin-workshops-caption"
          caption={copy.caption}
          columns={[copy.event, copy.when, copy.status, copy.seats]}
          action={copy.open}
        >
          {data.events.map((event) => (
            <tr key={event.id}>
              <th scope="row">
                <bdi>{event.title}</bdi>
              </th>
              <td data-label={copy.when}>{event.startsAt}</td>
              <td data-label={copy.status}>
                {copy.statuses[event.status as keyof typeof copy.statuses] ?? event.status}
              </td>
              <td data-label={copy.seats}>
                {event.taken} / {event.seats}
                {event.waiting > 0 ? ` (+${event.waiting})` : ''}
              </td>
              <td className={styles.openCell}>
                <a
                  className={styles.open}
                  href={localPath(workshopPaths.adminEvent(event.id))}
                  aria-label={`${copy.open}: ${event.title}`}
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
