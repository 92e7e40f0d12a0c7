import { Binoculars, House, Leaf, Trees, UtensilsCrossed, type LucideIcon } from 'lucide-react';
import { Link, useActionData } from 'react-router';
import logoUrl from '../../assets/brand/logo.svg';
import { PageMeta } from '../../components/PageMeta.tsx';
import { meta } from '../../content/meta.ts';
import { Picture } from '../../components/Picture.tsx';
import { auth } from '../../content/auth.ts';
import type { IconName } from '../../content/schema.ts';
import { site } from '../../content/site.ts';
import { Island } from '../../islands/Island.tsx';
import { LoginForm } from '../../features/login/LoginForm.island.tsx';
import { loginAction } from '../../features/login/login-action.server.ts';
import styles from './login.module.css';
import { sitePaths } from '../../site-paths.ts';

const icons: Partial<Record<IconName, LucideIcon>> = { Trees, UtensilsCrossed, Binoculars, House };

/** POST /login, the form sent without JavaScript: a success goes on, a failure is this page again. */
export { loginAction as action };

/**
 * /login (spec §2): the highlights panel (a picture and four bullets) and the logo, heading,
 * login form and the link to register. The page's <h1> comes first in the document, so its
 * outline starts with it; from 900 px the panel is drawn on the left, as the spec lists it.
 */
export function Component() {
  const copy = auth.login;
  // Why a login sent without JavaScript failed; null on every other visit.
  const initial = useActionData<typeof loginAction>() ?? null;
  return (
    <div className={styles.page}>
      <PageMeta {...meta[sitePaths.login]} noindex />
      <section className={styles.card} aria-labelledby="login-heading">
        <img className={styles.logo} src={logoUrl} width={72} height={72} alt={site.logoAlt} />
        <h1 id="login-heading" className={styles.heading}>
          {copy.heading}
        </h1>
        <p className={styles.intro}>{copy.intro}</p>
        {/* Wakes when the visitor reaches into it: until then a plain form the server answers, and what is typed stays. */}
        <Island
          component={LoginForm}
          props={{ copy: { labels: copy.labels, submit: copy.submit, messages: copy.messages }, initial }}
          wake="interaction"
        />
        <p className={styles.register}>
          {copy.registerPrompt} <Link to={copy.registerLink.to}>{copy.registerLink.label}</Link>
        </p>
      </section>
      <section className={styles.highlights} aria-labelledby="login-highlights">
        <Picture
          className={styles.panelImage}
          picture={copy.image.picture}
          alt={copy.image.alt}
          sizes="(min-width: 900px) 30rem, 100vw"
          priority
        />
        <h2 id="login-highlights" className={styles.highlightsHeading}>
          {copy.highlights.heading}
        </h2>
        <ul className={styles.highlightList}>
          {copy.highlights.items.map(({ text, icon }) => {
            const Icon = icons[icon] ?? Leaf;
            return (
              <li key={text}>
                <Icon aria-hidden="true" focusable="false" size={28} />
                <span>{text}</span>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
