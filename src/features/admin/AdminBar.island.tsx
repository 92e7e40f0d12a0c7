import { useSignedIn } from '../../stored-login.ts';
import styles from './AdminBar.module.css';

interface Props {
  /** What it says: that this browser is signed in as an admin. */
  text: string;
  /** The way into the admin area (the registrations), with the page's language prefix. */
  link: { href: string; label: string };
}

/**
 * The bar a signed-in admin sees on the registration page (/profile), where a login lands (spec
 * §4; decision 103): that they are signed in, and a link into the admin area. The page is the same
 * for every visitor (publicly cached), so the server renders nothing here; the island wakes at
 * load only where the login's token is stored (`wakeIfStored`, as the header's Admin and Log out),
 * and shows the bar then. A visitor who never logged in loads none of it.
 */
export function AdminBar({ text, link }: Props) {
  const signedIn = useSignedIn();
  if (!signedIn) return null;
  return (
    // Not a landmark of its own: it sits inside the page's main one.
    <div className={styles.adminBar}>
      <p>{text}</p>
      <a href={link.href}>{link.label}</a>
    </div>
  );
}
