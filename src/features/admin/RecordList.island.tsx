import { useState } from 'react';
import { admin } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { sayCount } from '../../content/plural.ts';
import { registrationFields, type RegistrationField, type RegistrationTextField } from '../registration/contract.ts';
import { Field } from '../../forms/Field.tsx';
import forms from '../../forms/forms.module.css';
import {
  applyFilter,
  filterLimits,
  filterQuery,
  inView,
  isBlank,
  untitled,
  type ListedRecord,
  type RecordFilter,
} from './records.ts';
import { adminPaths } from './contract.ts';
import styles from './admin.module.css';
import { language, localPath } from '../../current-language.ts';
import { languages } from '../../languages.ts';

const copy = admin.list;
const tag = languages[language].tag;

/** The table's columns, in order: when received (IST), then the field table's `list` fields. */
const listed = registrationFields.filter((field) => field.list);
type ListColumn = 'received' | RegistrationField;
const listColumns: ListColumn[] = ['received', ...listed.map((field) => field.name)];
/** The column that heads each row (the name), and those shown as given: times and dates, without isolation. */
const heading = listed.find((field) => field.list === 'heading')?.name;
const dates = new Set<ListColumn>(['received', ...listed.filter((f) => f.input.type === 'date').map((f) => f.name)]);

/** What a cell shows: when a record came, a date, or the value as the backend gave it (in its own direction). */
function cellOf(record: ListedRecord, column: ListColumn) {
  if (dates.has(column)) return record[column];
  return <bdi>{record[column]}</bdi>;
}

/** The dates the filter takes: the centre's registration date, and the day it was received (IST). */
const dateFilters = ['from', 'to', 'receivedFrom', 'receivedTo'] as const;
const dateParam = { from: 'from', to: 'to', receivedFrom: 'received_from', receivedTo: 'received_to' } as const;

/** A row's marks, in words (a shape and weight beside them, never colour alone): new, blank, archived, a workshop come to. */
function Marks({ record }: { record: ListedRecord }) {
  const marks = [
    record.isNew && (['new', copy.marks.isNew] as const),
    isBlank(record) && (['blank', copy.marks.blank] as const),
    record.archived && (['archived', copy.marks.archived] as const),
    record.workshop !== undefined &&
      (['workshop', fillTemplate(copy.marks.workshop, { title: record.workshop })] as const),
  ].filter((mark) => mark !== false);
  return marks.map(([kind, word]) => (
    <span key={kind}>
      {' '}
      <span className={styles.mark} data-mark={kind}>
        {word}
      </span>
    </span>
  ));
}

interface Props {
  /** Every record read, newest first, with its marks. */
  records: ListedRecord[];
  filter: RecordFilter;
  unreadable: number;
  /** Why the backend gave nothing (the page says it above), so the empty list is not "no registrations". */
  failed: boolean;
  /** The registration fields' labels, by the backend's field names (the table's column heads). */
  labels: Record<RegistrationTextField, string>;
  /** The session's form token, for each row's Archive or Restore. */
  csrf: string;
}

/**
 * The filter (a plain GET form: the server filters), the count and the table. As an island
 * the table also narrows as the admin types. The CSV link takes the same filter. Each row says
 * in words whether it is new, blank or archived, and has Open and a plain form that archives it
 * (or, archived, restores it to the list) and comes back here.
 */
export function RecordList({ records, filter: sent, unreadable, failed, labels, csrf }: Props) {
  const [q, setQ] = useState(sent.q);
  const filter = { ...sent, q };
  const view = inView(records, filter.show);
  const shown = applyFilter(records, filter);
  // A column no record has a value for (no "Received" time from a backend that keeps none) is left out.
  const columns = listColumns.filter((column) => column === heading || records.some((record) => record[column]));
  // No day received to narrow by from a backend that keeps none: those two fields are left out too.
  const shownFilter = (end: (typeof dateFilters)[number]) =>
    columns.includes('received') || !end.startsWith('received');
  const headOf = (column: ListColumn) =>
    column === 'received' ? copy.received : labels[column as RegistrationTextField];
  // Nothing in this view: no registrations at all (or none read), none archived, or none that is not.
  const empty =
    records.length === 0 ? (failed ? '' : copy.empty) : filter.show === 'archived' ? copy.emptyArchived : copy.none;
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
        {filter.show === 'current' ? null : <input type="hidden" name="show" value={filter.show} />}
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
        {dateFilters.filter(shownFilter).map((end) => (
          <Field key={end} id={`admin-${end}`} label={copy[end]}>
            {(control) => (
              <input
                {...control}
                name={dateParam[end]}
                type="date"
                className={forms.control}
                defaultValue={sent[end]}
              />
            )}
          </Field>
        ))}
        <div className={styles.actions}>
          <button type="submit" className={forms.submit}>
            {copy.apply}
          </button>
          <a
            href={localPath(`${adminPaths.list}${filterQuery({ ...emptyFilter, show: filter.show })}`)}
            className={styles.tapLink}
          >
            {copy.clear}
          </a>
        </div>
      </form>

      <div className={styles.summary}>
        <output>
          {view.length === 0
            ? empty
            : shown.length === 0
              ? copy.none
              : sayCount(tag, copy.count, view.length, 'total', { shown: shown.length })}
          {unreadable > 0 ? ` ${sayCount(tag, copy.unreadable, unreadable, 'n')}` : ''}
        </output>
        {shown.length > 0 ? (
          <a href={localPath(`${adminPaths.csv}${filterQuery(filter)}`)} className={styles.tapLink}>
            {copy.download}
          </a>
        ) : null}
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
              {shown.map((record) => {
                const name = record.name || untitled(record);
                const action = record.archived ? copy.restore : copy.archive;
                return (
                  <tr key={record.ref} data-new={record.isNew ? '' : undefined}>
                    {columns.map((column) =>
                      column === heading ? (
                        <th key={column} scope="row">
                          {record.name ? (
                            <bdi>{record.name}</bdi>
                          ) : (
                            <span className={styles.untitled}>{untitled(record)}</span>
                          )}
                          <Marks record={record} />
                        </th>
                      ) : (
                        <td key={column} data-label={headOf(column)}>
                          {cellOf(record, column)}
                        </td>
                      ),
                    )}
                    <td className={styles.openCell}>
                      <div className={styles.rowActions}>
                        <a
                          className={styles.open}
                          href={localPath(adminPaths.record(record.ref))}
                          aria-label={`${copy.open}: ${name}`}
                        >
                          {copy.open}
                        </a>
                        <form method="post" action={localPath(adminPaths.record(record.ref))}>
                          <input type="hidden" name="csrf" value={csrf} />
                          <input type="hidden" name="intent" value={record.archived ? 'restore' : 'archive'} />
                          <input type="hidden" name="back" value={filterQuery(filter)} />
                          <button type="submit" className={styles.rowButton} aria-label={`${action}: ${name}`}>
                            {action}
                          </button>
                        </form>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}

const emptyFilter: RecordFilter = { q: '', from: '', to: '', receivedFrom: '', receivedTo: '', show: 'current' };
