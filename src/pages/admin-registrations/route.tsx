import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import { listLoader } from '../../features/admin/admin-routes.server.ts';
import { RecordList } from '../../features/admin/RecordList.island.tsx';
import { textFieldLabels } from '../../features/registration/copy.ts';
import { Island } from '../../islands/Island.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import styles from '../../features/admin/admin.module.css';

export const loader = listLoader;

const copy = admin.list;

/**
 * /admin/registrations: every registration the backend holds, newest first, narrowed by
 * text and registration date. The filter is a plain GET form (the server filters); with
 * JavaScript the table also narrows as the admin types. The CSV link takes the same filter.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const trouble = data.problem ? admin.backend[data.problem] : undefined;

  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.description} noindex />
      {/* Log out is in the header, with Admin (src/layout/Nav.island.tsx): one on the page. */}
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="registrations" atList newMessages={data.newMessages} />
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <FormAlert tone="failure" message={trouble ?? (data.badDate ? copy.badDate : undefined)} />

      <Island
        component={RecordList}
        props={{
          records: data.records,
          filter: data.filter,
          unreadable: data.unreadable,
          failed: !!trouble,
          labels: textFieldLabels,
        }}
        wake="load"
      />
    </div>
  );
}
