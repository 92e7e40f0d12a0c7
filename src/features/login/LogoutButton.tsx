import { LogOut } from 'lucide-react';
import { goTo } from '../../islands/go-to.ts';
import { localPath } from '../../language.ts';
import { clearSession } from '../../session.ts';
import styles from './LogoutButton.module.css';

interface Props {
  /** The button's words (`navigation.logout` in src/content/navigation.ts). */
  label: string;
}

/**
 * Log out (the spec defines logout but shows no trigger): ends the server session
 * (POST /admin/logout), clears `token` and `userID`, then shows the login page. The
 * navigation offers it only while a token is stored. Even if the server cannot be reached,
 * the browser forgets the token.
 */
export function LogoutButton({ label }: Props) {
  return (
    <button
      type="button"
      className={styles.button}
      onClick={async () => {
        await fetch(localPath('/admin/logout'), { method: 'POST', headers: { Accept: 'application/json' } }).catch(
          () => undefined,
        );
        clearSession();
        goTo(localPath('/login'));
      }}
    >
      <LogOut aria-hidden="true" focusable="false" size={18} />
      <span>{label}</span>
    </button>
  );
}
