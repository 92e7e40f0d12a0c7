import type { ReactNode } from 'react';
import { admin } from '../../content/admin.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { sayCount, type PluralForms } from '../../content/plural.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { language, localPath } from '../../current-language.ts';
import { languages } from '../../languages.ts';
import { AdminNav } from './AdminNav.tsx';
import { inboxCap, showQuery } from '../../admin-lists.ts';
import styles from './admin.module.css';

/*
 * The parts of an admin list of the site's store (/admin/messages, /admin/subscribers), in the
 * order the page shows them: its head, its filters, how many it shows, its table.
 */

interface HeadProps {
  section: 'messages' | 'subscribers';
  newMessages: number | undefined;
  copy: { heading: string; intro: string };
  alert: { tone: 'success' | 'failure'; text: string } | undefined;
}

/**
 * The top of an admin list of the site's store (messages, subscribers): who is signed in, the
 * area's navigation, the heading, its intro and what the last action did. Log out is in the
 * header, with Admin (src/layout/Nav.island.tsx): one on the page.
 */
export function AdminListHead({ section, newMessages, copy, alert }: HeadProps) {
  return (
    <>
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <AdminNav section={section} atList newMessages={newMessages} />
      <h1>{copy.heading}</h1>
      <p className={styles.intro}>{copy.intro}</p>
      <FormAlert tone={alert?.tone} message={alert?.text} />
    </>
  );
}

interface FilterProps<Show extends string> {
  /** The list's path (adminPaths). */
  path: string;
  label: string;
  filters: readonly Show[];
  names: Record<Show, string>;
  current: Show;
  /** The query of each filter's link (`?show=…`, none for all, without it). */
  queryOf?: (show: Show) => string;
}

/** A list's filters as plain links, the one shown `aria-current`: no JavaScript needed. */
export function ShowFilter<Show extends string>({
  path,
  label,
  filters,
  names,
  current,
  queryOf = showQuery,
}: FilterProps<Show>) {
  return (
    <nav aria-label={label}>
      <ul className={styles.showFilter}>
        {filters.map((show) => (
          <li key={show}>
            <a href={localPath(`${path}${queryOf(show)}`)} aria-current={show === current ? 'page' : undefined}>
              {names[show]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SummaryProps<Show extends string> {
  shown: number;
  show: Show;
  /** Whether the store holds more than the list shows (`inboxCap`). */
  capped: boolean;
  copy: { count: PluralForms; empty: Record<Show, string>; capped: string };
}

/** How many the list shows, or that it shows none of what was asked for, and whether it stops at the cap. */
export function ListSummary<Show extends string>({ shown, show, capped, copy }: SummaryProps<Show>) {
  return (
    <p className={styles.summary}>
      {shown === 0 ? copy.empty[show] : sayCount(languages[language].tag, copy.count, shown, 'n')}
      {capped ? ` ${fillTemplate(copy.capped, { n: inboxCap })}` : ''}
    </p>
  );
}

interface TableProps {
  /** The caption's id, which names the scrolling region. */
  id: string;
  caption: string;
  /** The columns' headings, then the name of the last column's action (read out, not shown). */
  columns: readonly string[];
  action: string;
  /** The rows. */
  children: ReactNode;
}

/** A list's table, in a region a keyboard can scroll when the table is wider than the screen. */
export function ListTable({ id, caption, columns, action, children }: TableProps) {
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focusable so that a keyboard can scroll a table wider than the screen
    <section className={styles.tableWrap} tabIndex={0} aria-labelledby={id}>
      <table className={styles.table}>
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{action}</span>
            </th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
