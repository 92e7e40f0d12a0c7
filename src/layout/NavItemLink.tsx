import type { ReactNode } from 'react';
import { localPath } from '../current-language.ts';
import styles from './Nav.module.css';

interface Props {
  link: { label: string; to: string };
  /** The path of the page shown, without its language prefix. */
  current: string;
  /** Called when the link is followed: closes the menu and its dropdowns. */
  onFollow: () => void;
  /** An icon shown before the label. */
  children?: ReactNode;
}

/** The link's page is shown, or a page under it (an article under its blog). */
export const isCurrent = (to: string, current: string) => current === to || current.startsWith(`${to}/`);

/** A link of the bar, a plain page load; the current page's link has aria-current="page". */
export function NavItemLink({ link, current, onFollow, children }: Props) {
  return (
    <a
      href={localPath(link.to)}
      className={styles.link}
      onClick={onFollow}
      aria-current={isCurrent(link.to, current) ? 'page' : undefined}
    >
      {children}
      <span>{link.label}</span>
    </a>
  );
}
