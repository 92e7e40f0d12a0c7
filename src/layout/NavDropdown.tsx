import type { ActionDispatch } from 'react';
import { ChevronDown } from 'lucide-react';
import type { NavDropdown as Dropdown, NavSubmenu as Submenu } from '../content/schema.ts';
import { NavItemLink, isCurrent } from './NavItemLink.tsx';
import { navIds, type NavAction, type NavState } from './nav-state.ts';
import { useHydrated } from '../islands/use-hydrated.ts';
import styles from './Nav.module.css';

type Dispatch = ActionDispatch<[action: NavAction]>;

interface Props {
  dropdown: Dropdown;
  state: NavState;
  dispatch: Dispatch;
  /** The path of the page shown. */
  current: string;
}

const linksOf = (dropdown: Dropdown) =>
  dropdown.items.flatMap((child) => (child.kind === 'link' ? [child] : child.items));

/**
 * A dropdown of the bar: a disclosure button and the list it controls. Before
 * hydration the button has no aria-expanded (it cannot toggle anything yet) and
 * CSS opens the list on hover and focus-within.
 */
export function NavDropdown({ dropdown, state, dispatch, current }: Props) {
  const enhanced = useHydrated();
  const open = state.dropdown === dropdown.id;
  const holdsCurrent = linksOf(dropdown).some((link) => isCurrent(link.to, current));
  const follow = () => dispatch({ type: 'followLink' });

  return (
    <li className={`${styles.item} ${styles.dropdown}`}>
      <button
        type="button"
        id={navIds.button(dropdown.id)}
        className={styles.trigger}
        aria-expanded={enhanced ? open : undefined}
        aria-controls={navIds.panel(dropdown.id)}
        data-current={holdsCurrent ? '' : undefined}
        onClick={() => dispatch({ type: 'toggleDropdown', id: dropdown.id })}
      >
        <span>{dropdown.label}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={navIds.panel(dropdown.id)} className={styles.panel}>
        {dropdown.items.map((child) =>
          child.kind === 'link' ? (
            <li key={child.to}>
              <NavItemLink link={child} current={current} onFollow={follow} />
            </li>
          ) : (
            <NavSubmenu
              key={child.id}
              submenu={child}
              active={state.submenu === child.id}
              dispatch={dispatch}
              current={current}
            />
          ),
        )}
      </ul>
    </li>
  );
}

interface SubmenuProps {
  submenu: Submenu;
  active: boolean;
  dispatch: Dispatch;
  current: string;
}

function NavSubmenu({ submenu, active, dispatch, current }: SubmenuProps) {
  const enhanced = useHydrated();
  const follow = () => dispatch({ type: 'followLink' });
  return (
    <li>
      <button
        type="button"
        id={navIds.button(submenu.id)}
        className={styles.subtrigger}
        aria-expanded={enhanced ? active : undefined}
        aria-controls={navIds.panel(submenu.id)}
        onClick={() => dispatch({ type: 'toggleSubmenu', id: submenu.id })}
      >
        <span>{submenu.label}</span>
        <ChevronDown aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={navIds.panel(submenu.id)} className={styles.sublist}>
        {submenu.items.map((link) => (
          <li key={link.to}>
            <NavItemLink link={link} current={current} onFollow={follow} />
          </li>
        ))}
      </ul>
    </li>
  );
}
