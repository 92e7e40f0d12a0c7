import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { clearSession } from './session.ts';
import styles from './LogoutButton.module.css';

interface Props {
  /** The button's words (`navigation.logout` in src/content/navigation.ts). */
  label: string;
}

/**
 * Log out (the spec defines logout but shows no trigger): clears `token` and `userID`,
 * then shows the login page. The navigation offers it only while a token is stored.
 */
export function LogoutButton({ label }: Props) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => {
        clearSession();
        void navigate('/login');
      }}
    >
      <LogOut aria-hidden="true" focusable="false" size={18} />
      <span>{label}</span>
    </button>
  );
}
