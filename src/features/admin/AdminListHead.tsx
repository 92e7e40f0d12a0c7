import { admin } from '../../content/admin.ts';
import { FormAlert } from '../../forms/FormAlert.tsx';
import { localPath } from '../../language.ts';
import { AdminNav } from './AdminNav.tsx';
import { showQuery } from './inbox.ts';
import styles from './admin.module.css';

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
}

/** A list's filters as plain links, the one shown `aria-current`: no JavaScript needed. */
export function ShowFilter<Show extends string>({ path, label, filters, names, current }: FilterProps<Show>) {
  return (
    <nav aria-label={label}>
      <ul className={styles.showFilter}>
        {filters.map((show) => (
          <li key={show}>
            <a href={localPath(`${path}${showQuery(show)}`)} aria-current={show === current ? 'page' : undefined}>
              {names[show]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
