import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { directoryAdmin } from '../../content/directory.ts';
import { ListTable } from '../../features/admin/AdminList.tsx';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import type { AdminCentresData } from '../../features/directory/admin-data.ts';
import { centresLoader } from '../../features/directory/admin.server.ts';
import { directoryPaths } from '../../features/directory/contract.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import forms from '../../forms/forms.module.css';
import { localPath } from '../../current-language.ts';
import styles from '../../features/admin/admin.module.css';
import own from '../../features/directory/admin.module.css';

export const loader = centresLoader;

const copy = directoryAdmin.list;

/**
 * /admin/centres (decision 095): the directory's centres, last changed first, with their state
 * and whether a consent is on record; and the registrations that have no centre yet, each made
 * into one in a step (its form filled in from the registration).
 */
export function Component() {
  const data = useLoaderData<AdminCentresData>();
  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.intro} noindex />
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="centres" atList newMessages={data.newMessages} />
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <FormAlert
        tone={data.unavailable ? 'failure' : undefined}
        message={data.unavailable ? copy.unavailable : undefined}
      />
      <p>
        <a href={localPath(directoryPaths.adminNew)} className={forms.submit}>
          {copy.newCentre}
        </a>
      </p>
      {data.centres.length > 0 ? (
        <ListTable
          id="admin-centres-caption"
          caption={copy.caption}
          columns={[copy.name, copy.place, copy.status, copy.consent, copy.updated]}
          action={copy.open}
        >
          {data.centres.map((centre) => (
            <tr key={centre.id}>
              <th scope="row">
                <bdi>{centre.name}</bdi>
              </th>
              <td data-label={copy.place}>{centre.district}</td>
              <td data-label={copy.status}>{directoryAdmin.statuses[centre.status]}</td>
              <td data-label={copy.consent}>{centre.consented ? copy.consentYes : copy.consentNo}</td>
              <td data-label={copy.updated}>{centre.updated}</td>
              <td className={styles.openCell}>
                <a
                  className={styles.open}
                  href={localPath(directoryPaths.adminCentre(centre.id))}
                  aria-label={`${copy.open}: ${centre.name}`}
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
      <section className={own.block} aria-labelledby="admin-centres-registrations">
        <h2 id="admin-centres-registrations">{copy.registrations}</h2>
        <p className={own.hint}>{copy.registrationsIntro}</p>
        {data.backend ? <p>{copy.backend}</p> : null}
        {!data.backend && data.registrations.length === 0 ? <p>{copy.noRegistrations}</p> : null}
        {data.registrations.length > 0 ? (
          <ul className={own.registrations}>
            {data.registrations.map((registration) => (
              <li key={registration.ref}>
                <span>
                  <bdi>{registration.centre || registration.name}</bdi>
                  {registration.registrationNumber ? `, ${registration.registrationNumber}` : ''}:{' '}
                  {registration.asked ? copy.asked : copy.notAsked}
                </span>
                <a
                  href={`${localPath(directoryPaths.adminNew)}?from=${encodeURIComponent(registration.ref)}`}
                  className={styles.open}
                  aria-label={`${copy.makeProfile}: ${registration.centre || registration.name}`}
                >
                  {copy.makeProfile}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
