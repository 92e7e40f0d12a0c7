import { AtSign, Camera, Mail, MapPin, Phone, SquarePlay, ThumbsUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { useBusiness } from '../site-context.ts';
import { footer } from '../content/footer.ts';
import type { Client } from '../content/schema.ts';
import { ui } from '../content/ui.ts';
import { Island } from '../islands/Island.tsx';
import { newsletterPaths } from '../features/newsletter/contract.ts';
import { Newsletter } from '../features/newsletter/Newsletter.island.tsx';
import { newsletter } from '../content/newsletter.ts';
import styles from './Footer.module.css';

/** lucide-react has no brand logos (removed in v1): each network gets a plain icon, beside its name. */
const socialIcons: Record<Client['social'][number]['network'], LucideIcon> = {
  facebook: ThumbsUp,
  instagram: Camera,
  youtube: SquarePlay,
  x: AtSign,
};

/**
 * The site footer, on a dark surface: who we are, themes, contact, social links, newsletter, legal
 * links. The contact details and profiles are the operator's (src/business.ts); a network the
 * operator left out is not listed, and with none the social heading goes too.
 */
export function Footer() {
  const { about, copyright } = footer;
  const client = useBusiness();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <h2 className={styles.heading}>{about.heading}</h2>
          <p>{about.text}</p>
        </div>

        <div>
          <h2 className={styles.heading}>{footer.servicesHeading}</h2>
          <ul className={styles.themes}>
            {footer.serviceThemes.map((theme) => (
              <li key={theme}>{theme}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 className={styles.heading}>{footer.contactHeading}</h2>
          <ul className={styles.contact}>
            <li>
              <Phone aria-hidden="true" className={styles.icon} />
              <span>
                {footer.phoneLabel}: <a href={`tel:${client.phone.tel}`}>{client.phone.display}</a>
              </span>
            </li>
            <li>
              <Mail aria-hidden="true" className={styles.icon} />
              <span>
                {footer.emailLabel}: <a href={`mailto:${client.email}`}>{client.email}</a>
              </span>
            </li>
            <li>
              <MapPin aria-hidden="true" className={styles.icon} />
              <address>{client.address.lines.join(', ')}</address>
            </li>
          </ul>
          {client.social.length > 0 ? (
            <>
              <h2 className={styles.heading}>{footer.socialHeading}</h2>
              <ul className={styles.social}>
                {client.social.map(({ network, label, url }) => {
                  const Icon = socialIcons[network];
                  return (
                    <li key={network}>
                      <a href={url} target="_blank" rel="noopener noreferrer">
                        <Icon aria-hidden="true" className={styles.icon} />
                        <span>{label}</span>
                        <span className="visually-hidden"> {ui.newTab}</span>
                      </a>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : null}
        </div>

        <div>
          {/* Wakes when the visitor reaches into it: the e-mail field takes typing before then. */}
          <Island
            component={Newsletter}
            props={{
              copy: footer.newsletter,
              idPrefix: 'newsletter',
              heading: footer.newsletter.heading,
            }}
            wake="interaction"
          />
          {/* What the newsletter is like: the issues sent so far (decision 099). */}
          <Link to={newsletterPaths.archive} className={styles.archive}>
            {newsletter.archive.link}
          </Link>
        </div>
      </div>

      <div className={`container ${styles.bottom}`}>
        <ul className={styles.legal}>
          {footer.legalLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          © {copyright.year} {copyright.holder}. {copyright.text}
        </p>
      </div>
    </footer>
  );
}
