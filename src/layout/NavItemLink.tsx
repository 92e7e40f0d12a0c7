import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styles from './Nav.module.css';

interface Props {
  link: { label: string; to: string };
  /** Called when the link is followed: closes the menu and its dropdowns. */
  onFollow: () => void;
  /** An icon shown before the label. */
  children?: ReactNode;
  /** A full page load rather than a client-side navigation (the admin area is rendered by the server only). */
  reloadDocument?: boolean;
}

/** A link of the bar; React Router's NavLink marks the current page with aria-current="page". */
export function NavItemLink({ link, onFollow, children, reloadDocument = false }: Props) {
  return (
    <NavLink to={link.to} className={styles.link} onClick={onFollow} reloadDocument={reloadDocument}>
      {children}
      <span>{link.label}</span>
    </NavLink>
  );
}
