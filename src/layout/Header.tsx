import { Link, useLocation } from 'react-router';
import logo from '../assets/brand/logo.svg?raw';
import { navigation } from '../content/navigation.ts';
import { site } from '../content/site.ts';
import { storageKeys } from '../stored-login.ts';
import { language } from '../current-language.ts';
import { languages, pathIn } from '../languages.ts';
import { Island } from '../islands/Island.tsx';
import { usePageHandle } from '../page-handle.ts';
import { Nav } from './Nav.island.tsx';
import styles from './Header.module.css';
import { sitePaths } from '../site-paths.ts';

/**
 * The sticky site header: the logo and brand name (a link home), the same page in the other
 * language, and the navigation, an island that wakes on the first touch, pointer or key (its
 * links and the CSS menu work before), or at load for a signed-in admin, whose links it changes.
 */
export function Header() {
  const { pathname } = useLocation();
  const other = language === 'en' ? 'mr' : 'en';
  // A page written in this language only (a Marathi article) leads to its list instead.
  const handle = usePageHandle();
  // The admin area's pages are rendered for a signed-in admin only (handle.personal, never cached).
  const admin = handle?.page.startsWith('admin-') === true;
  const twin = handle?.languages && !handle.languages.includes(other) ? (handle.switchTo ?? sitePaths.home) : pathname;
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to={sitePaths.home} className={styles.brand}>
          {/* Drawn inside the page, not fetched beside the largest picture (decision 062). */}
          {/* Decorative here: the brand name beside it names the link. */}
          <span className={styles.logo} aria-hidden="true" dangerouslySetInnerHTML={{ __html: logo }} />
          <span className={styles.name}>{site.name}</span>
        </Link>
        <a
          className={styles.language}
          href={pathIn(other, twin)}
          hrefLang={languages[other].tag}
          data-language-cookie={other}
          title={navigation.languageSwitch.title}
        >
          <span lang={other}>{languages[other].name}</span>
        </a>
        <Island
          component={Nav}
          props={{ navigation, current: pathname, admin }}
          wake={admin ? 'load' : 'interaction'}
          wakeIfStored={storageKeys.token}
        />
      </div>
    </header>
  );
}
