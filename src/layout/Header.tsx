import { Link } from 'react-router';
import logoUrl from '../assets/brand/logo.svg';
import { navigation } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import { Nav } from './Nav.tsx';
import styles from './Header.module.css';

/** The sticky site header: the logo and brand name (a link home) and the navigation. */
export function Header() {
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/home" className={styles.brand}>
          {/* Decorative here: the brand name beside it names the link. */}
          <img className={styles.logo} src={logoUrl} width={44} height={44} alt="" />
          <span className={styles.name}>{site.name}</span>
        </Link>
        <Nav navigation={navigation} />
      </div>
    </header>
  );
}
