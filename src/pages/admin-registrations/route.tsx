import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { ShowFilter } from '../../features/admin/AdminList.tsx';
import { AdminNav } from '../../features/admin/AdminNav.tsx';
import type { loader } from './loader.server.ts';
import { adminPaths } from '../../features/admin/contract.ts';
import { filterQuery, recordShows } from '../../features/admin/records.ts';
import { RecordList } from '../../features/admin/RecordList.island.tsx';
import { textFieldLabels } from '../../features/registration/copy.ts';
import { Island } from '../../islands/Island.tsx';
import { FormAlert } from '../../forms/FormAlert.tsx';
import styles from '../../features/admin/admin.module.css';

export { loader } from './loader.server.ts';

const copy = admin.list;

/**
 * /admin/registrations: every registration the backend holds, newest first, narrowed by
 * text, registration date and the day received (IST); the archived ones only under their own
 * view (decision 103). The filter is a plain GET form (the server filters); with JavaScript the
 * table also narrows as the admin types. The CSV link takes the same filter.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const trouble = data.problem ? admin.backend[data.problem] : undefined;
  const alert = trouble
    ? { tone: 'failure' as const, text: trouble }
    : data.badDate
      ? { tone: 'failure' as const, text: copy.badDate }
      : data.marksUnavailable
        ? { tone: 'failure' as const, text: copy.marksUnavailable }
        : data.done
          ? { tone: 'success' as const, text: copy[data.done] }
          : undefined;

  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.description} noindex />
      {/* Log out is in the header, with Admin (src/layout/Nav.island.tsx): one on the page. */}
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section="registrations" atList newMessages={data.newMessages} />
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <p className={styles.intro}>{copy.marksNote}</p>
      <FormAlert tone={alert?.tone} message={alert?.text} />

      <ShowFilter
        path={adminPaths.list}
        label={copy.showLabel}
        filters={recordShows}
        names={copy.show}
        current={data.filter.show}
        queryOf={(show) => filterQuery({ ...data.filter, show })}
      />
      <Island
        component={RecordList}
        props={{
          records: data.records,
          filter: data.filter,
          unreadable: data.unreadable,
          failed: !!trouble,
          labels: textFieldLabels,
          csrf: data.csrf,
        }}
        wake="load"
      />
    </div>
  );
}
