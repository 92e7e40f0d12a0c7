import { LogOut } from 'lucide-react';
import { localPath } from '../../current-language.ts';
import { clearSession } from '../../stored-login.ts';
import { adminPaths } from '../admin/contract.ts';
import styles from './LogoutButton.module.css';

interface Props {
  /** The button's words (`navigation.logout` in src/content/navigation.ts). */
  label: string;
}

/**
 * Log out (the spec defines logout but shows no trigger): a plain form that ends the server
 * session (POST /admin/logout, or its Marathi twin: logout-action.server.ts), which answers with the
 * login page; with JavaScript it also clears `token` and `userID` as it is sent. It works before
 * the menu's island is alive and without JavaScript, so the admin pages need no Log out of their own.
 */
export function LogoutButton({ label }: Props) {
  return (
    <form method="post" action={localPath(adminPaths.logout)} className={styles.form} onSubmit={() => clearSession()}>
      <button type="submit" className={styles.button} title={label}>
        <LogOut aria-hidden="true" focusable="false" size={18} />
        <span className={styles.label}>{label}</span>
      </button>
    </form>
  );
}
