import { useState } from 'react';
import { admin } from '../../content/admin.ts';
import { sayCount } from '../../content/plural.ts';
import { registrationFields, type RegistrationField, type RegistrationTextField } from '../registration/contract.ts';
import { Field } from '../../forms/Field.tsx';
import forms from '../../forms/forms.module.css';
import { applyFilter, filterLimits, filterQuery, untitled, type AdminRecord, type RecordFilter } from './records.ts';
import { adminPaths } from './contract.ts';
import styles from './admin.module.css';
import { language, localPath } from '../../language.ts';
import { languages } from '../../languages.ts';

const copy = admin.list;
const tag = languages[language].tag;
const day = (iso: string) => (/^\d{4}-\d{2}-\d{2}/.test(iso) ? iso.slice(0, 10) : iso);

/** The table's columns, in order: when received, then the field table's `list` fields. */
const listed = registrationFields.filter((field) => field.list);
type ListColumn = 'created_at' | RegistrationField;
const listColumns: ListColumn[] = ['created_at', ...listed.map((field) => field.name)];
/** The column that heads each row (the name), and those shown as given: dates, without isolation. */
const heading = listed.find((field) => field.list === 'heading')?.name;
const dates = new Set(listed.filter((field) => field.input.type === 'date').map((field) => field.name));

/** What a cell shows: the day a record was received, or the value as the backend gave it (in its own direction). */
function cellOf(record: AdminRecord, column: ListColumn) {
  if (column === 'created_at') return day(record.created_at);
  if (dates.has(column)) return record[column];
  return <bdi>{record[column]}</bdi>;
}
interface Props {
  /** Every record read, newest first. */
  records: AdminRecord[];
  filter: RecordFilter;
  unreadable: number;
  /** Why the backend gave nothing (the page says it above), so the empty list is not "no registrations". */
  failed: boolean;
  /** The registration fields' labels, by the backend's field names (the table's column heads). */
  labels: Record<RegistrationTextField, string>;
}

/**
 * The filter (a plain GET form: the server filters), the count and the table. As an island
 * the table also narrows as the admin types. The CSV link takes the same filter.
 */
export function RecordList({ records, filter: sent, unreadable, failed, labels }: Props) {
  const [q, setQ] = useState(sent.q);
  const filter = { ...sent, q };
  const shown = applyFilter(records, filter);
  // A column no record has a value for (no "Received" date from a backend that keeps none) is left out.
  const columns = listColumns.filter((column) => column === heading || records.some((record) => record[column]));
  const headOf = (column: ListColumn) =>
    column === 'created_at' ? copy.received : labels[column as RegistrationTextField];
  return (
    <>
      <form
        method="get"
        action={localPath(adminPaths.list)}
        className={styles.filters}
        aria-labelledby="admin-filter-heading"
        // A date the server cannot read is named in the page's words (`badDate`), not the browser's (decision 096).
        noValidate
      >
        <h2 id="admin-filter-heading">{copy.filterHeading}</h2>
        <Field id="admin-q" label={copy.search}>
          {(control) => (
            <input
              {...control}
              name="q"
              type="search"
              className={forms.control}
              value={q}
              maxLength={filterLimits.q}
              onChange={(event) => setQ(event.target.value)}
            />
          )}
        </Field>
        {(['from', 'to'] as const).map((end) => (
          <Field key={end} id={`admin-${end}`} label={copy[end]}>
            {(control) => (
              <input {...control} name={end} type="date" className={forms.control} defaultValue={sent[end]} />
            )}
          </Field>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={forms.submit}>
            {copy.apply}
          </button>
          <a href={localPath(adminPaths.list)}>{copy.clear}</a>
        </div>
      </form>

      <div className={styles.summary}>
        <output>
          {records.length === 0
            ? failed
              ? ''
              : copy.empty
            : shown.length === 0
              ? copy.none
              : sayCount(tag, copy.count, records.length, 'total', { shown: shown.length })}
          {unreadable > 0 ? ` ${sayCount(tag, copy.unreadable, unreadable, 'n')}` : ''}
        </output>
        {shown.length > 0 ? <a href={localPath(`${adminPaths.csv}${filterQuery(filter)}`)}>{copy.download}</a> : null}
      </div>

      {shown.length > 0 ? (
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that a keyboard can scroll a table wider than the screen
        <section className={styles.tableWrap} tabIndex={0} aria-labelledby="admin-table-caption">
          <table className={styles.table}>
            <caption id="admin-table-caption">{copy.caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {headOf(column)}
                  </th>
                ))}
                <th scope="col">
                  <span className="visually-hidden">{copy.open}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((record) => (
                <tr key={record.ref}>
                  {columns.map((column) =>
                    column === heading ? (
                      <th key={column} scope="row">
                        <bdi>{record[column]}</bdi>
                      </th>
                    ) : (
                      <td key={column} data-label={headOf(column)}>
                        {cellOf(record, column)}
                      </td>
                    ),
                  )}
                  <td className={styles.openCell}>
                    <a
                      className={styles.open}
                      href={localPath(adminPaths.record(record.ref))}
                      aria-label={`${copy.open}: ${record.name || untitled(record)}`}
                    >
                      {copy.open}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
