import { admin } from '../../content/admin.ts';
import { clearSession } from '../../session.ts';
import forms from '../../forms/forms.module.css';
import styles from './admin.module.css';
import { localPath } from '../../language.ts';

/**
 * Who is signed in, and Log out (the spec's logout, §4): a plain form that ends the server
 * session (POST /admin/logout, or its Marathi twin); with JavaScript it also clears the stored token and userID.
 */
export function AdminBar({ csrf }: { csrf: string }) {
  return (
    <div className={styles.bar}>
      <p className={styles.signedIn}>{admin.session.signedIn}</p>
      <form method="post" action={localPath('/admin/logout')} onSubmit={() => clearSession()}>
        <input type="hidden" name="csrf" value={csrf} />
        <button type="submit" className={forms.secondary}>
          {admin.session.logout}
        </button>
      </form>
    </div>
  );
}
