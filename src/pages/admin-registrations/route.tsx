import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { PageMeta } from '../../components/PageMeta.tsx';
import { admin } from '../../content/admin.ts';
import { AdminBar } from '../../features/admin/AdminBar.tsx';
import { fillTemplate } from '../../content/fill-template.ts';
import { adminLoader } from '../../features/admin/admin-data.ts';
import type { AdminListData } from '../../features/admin/page-data.ts';
import { applyFilter, filterLimits, filterQuery } from '../../features/admin/records.ts';
import { FormAlert } from '../../features/registration/FormAlert.tsx';
import { registrationCopy } from '../../features/registration/copy.ts';
import forms from '../../features/registration/forms.module.css';
import styles from '../../features/admin/admin.module.css';

export const loader = adminLoader;

const copy = admin.list;
const label = registrationCopy.labelOf;
const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : iso);

/**
 * /admin/registrations: every registration the backend holds, newest first, narrowed by
 * text and registration date. The filter is a plain GET form (the server filters); with
 * JavaScript the table also narrows as the admin types. The CSV link takes the same filter.
 */
export function Component() {
  const data = useLoaderData<typeof loader>() as AdminListData;
  const [q, setQ] = useState(data.filter.q);
  const filter = { ...data.filter, q };
  const shown = applyFilter(data.records, filter);
  const trouble = data.problem ? admin.backend[data.problem] : undefined;

  return (
    <div className={styles.page}>
      <PageMeta title={copy.title} description={copy.description} noindex />
      <AdminBar csrf={data.csrf} />
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <FormAlert tone="failure" message={trouble ?? (data.badDate ? copy.badDate : undefined)} />

      <form method="get" action="/admin/registrations" className={styles.filters} aria-labelledby="admin-filter-heading">
        <h2 id="admin-filter-heading">{copy.filterHeading}</h2>
        <div className={forms.field}>
          <label className={forms.label} htmlFor="admin-q">
            {copy.search}
          </label>
          <input
            id="admin-q"
            name="q"
            type="search"
            className={forms.control}
            value={q}
            maxLength={filterLimits.q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        {(['from', 'to'] as const).map((end) => (
          <div key={end} className={forms.field}>
            <label className={forms.label} htmlFor={`admin-${end}`}>
              {copy[end]}
            </label>
            <input id={`admin-${end}`} name={end} type="date" className={forms.control} defaultValue={data.filter[end]} />
          </div>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={forms.submit}>
            {copy.apply}
          </button>
          <a href="/admin/registrations">{copy.clear}</a>
        </div>
      </form>

      <div className={styles.summary}>
        <output>
          {data.records.length === 0 ? (trouble ? '' : copy.empty) : shown.length === 0 ? copy.none : fillTemplate(copy.count, { shown: shown.length, total: data.records.length })}
          {data.unreadable > 0 ? ` ${fillTemplate(copy.unreadable, { n: data.unreadable })}` : ''}
        </output>
        {shown.length > 0 ? <a href={`/admin/registrations.csv${filterQuery(filter)}`}>{copy.download}</a> : null}
      </div>

      {shown.length > 0 ? (
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that a keyboard can scroll a table wider than the screen
        <section className={styles.tableWrap} tabIndex={0} aria-labelledby="admin-table-caption">
          <table className={styles.table}>
            <caption id="admin-table-caption">{copy.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{copy.received}</th>
                <th scope="col">{label('name')}</th>
                <th scope="col">{label('agro_tour_name')}</th>
                <th scope="col">{label('mobile_number')}</th>
                <th scope="col">{label('email_id')}</th>
                <th scope="col">{label('registration_date')}</th>
                <th scope="col">
                  <span className="visually-hidden">{copy.open}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((record) => (
                <tr key={record.id}>
                  <td>{day(record.created_at)}</td>
                  <th scope="row">
                    <bdi>{record.name}</bdi>
                  </th>
                  <td>
                    <bdi>{record.agro_tour_name}</bdi>
                  </td>
                  <td>
                    <bdi>{record.mobile_number}</bdi>
                  </td>
                  <td>
                    <bdi>{record.email_id}</bdi>
                  </td>
                  <td>{record.registration_date}</td>
                  <td>
                    <a href={`/admin/registrations/${record.id}`} aria-label={`${copy.open}: ${record.name || fillTemplate(admin.record.untitled, { id: record.id })}`}>
                      {copy.open}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </div>
  );
}
