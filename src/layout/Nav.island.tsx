import { useReducer, useRef } from 'react';
import { Menu, UserRound, X } from 'lucide-react';
import type { Navigation } from '../content/schema.ts';
import { LogoutButton } from '../features/login/LogoutButton.tsx';
import { useSignedIn } from '../stored-login.ts';
import { NavDropdown } from './NavDropdown.tsx';
import { NavItemLink } from './NavItemLink.tsx';
import { useNavEffects } from './use-nav-effects.ts';
import { initialNavState, navIds, navReducer } from './nav-state.ts';
import { useHydrated } from '../islands/use-hydrated.ts';
import styles from './Nav.module.css';

interface Props {
  navigation: Navigation;
  /** The path of the page shown (its link gets aria-current). */
  current: string;
  /**
   * An admin page, rendered for a live session (never cached): Admin and Log out are shown
   * from the server's HTML on, whether or not this browser stored a token.
   */
  admin?: boolean;
}

/**
 * The site navigation: a disclosure navigation (APG pattern). Every link is in
 * the server HTML. Until JavaScript runs (`data-enhanced` absent), CSS shows a
 * dropdown's panel on hover and focus-within, sub-menus are open, and on narrow
 * screens without scripting the list sits below the bar; once hydrated, the
 * reducer in nav-state.ts decides what is open. While a token is stored, Admin Login
 * becomes Admin (the admin area) followed by Log out (on public pages only once the island is
 * alive: they are the same for every visitor, so the server never renders a session there; the
 * loader wakes this island at load when a token is stored, see Header.tsx). The admin pages,
 * rendered for a live session, show both from the server's HTML (`admin`).
 */
export function Nav({ navigation, current, admin = false }: Props) {
  const [state, dispatch] = useReducer(navReducer, initialNavState);
  const navRef = useRef<HTMLElement>(null);
  const enhanced = useHydrated();
  const signedIn = useSignedIn() || admin;
  useNavEffects(state, dispatch, navRef);
  const follow = () => dispatch({ type: 'followLink' });

  return (
    <nav ref={navRef} className={styles.nav} aria-label={navigation.label} data-enhanced={enhanced ? '' : undefined}>
      <button
        type="button"
        id={navIds.toggle}
        className={styles.toggle}
        aria-expanded={state.menuOpen}
        aria-controls={navIds.menu}
        aria-label={state.menuOpen ? navigation.menuToggle.close : navigation.menuToggle.open}
        onClick={() => dispatch({ type: 'toggleMenu' })}
      >
        {state.menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
      </button>
      <ul id={navIds.menu} className={styles.menu} data-open={state.menuOpen ? '' : undefined}>
        {navigation.items.map((item) =>
          item.kind === 'link' ? (
            <li key={item.to} className={styles.item}>
              <NavItemLink link={item} current={current} onFollow={follow} />
            </li>
          ) : (
            <NavDropdown key={item.id} dropdown={item} state={state} dispatch={dispatch} current={current} />
          ),
        )}
        <li className={`${styles.item} ${styles.login}`}>
          <NavItemLink link={signedIn ? navigation.admin : navigation.adminLogin} current={current} onFollow={follow}>
            <UserRound aria-hidden="true" className={styles.icon} />
          </NavItemLink>
        </li>
        {signedIn ? (
          <li className={`${styles.item} ${styles.logout}`}>
            <LogoutButton label={navigation.logout} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
