import { admin } from '../../content/admin.ts';
import { sayCount } from '../../content/plural.ts';
import { language, localPath } from '../../current-language.ts';
import { languages } from '../../languages.ts';
import { directoryPaths } from '../directory/contract.ts';
import { enquiryPaths } from '../enquiries/contract.ts';
import { newsletterPaths } from '../newsletter/contract.ts';
import { workshopPaths } from '../workshops/contract.ts';
import { adminPaths } from './contract.ts';
import styles from './admin.module.css';

const copy = admin.nav;
const tag = languages[language].tag;

interface Props {
  /** The section this page belongs to. */
  section: 'registrations' | 'messages' | 'subscribers' | 'newsletter' | 'centres' | 'enquiries' | 'workshops';
  /** Whether the page is the section's list itself (`aria-current="page"`), not one of its items. */
  atList: boolean;
  /** How many messages are new; undefined when the store did not answer (no count then). */
  newMessages: number | undefined;
}

/**
 * The admin area's own navigation, between Registrations, Messages, the newsletter's
 * Subscribers, the directory's Centres and their Enquiries, with the count of new messages. Only on the admin pages, rendered for one signed-in admin and never cached: the
 * shared header (src/layout/Nav.island.tsx) is drawn on public pages too, which are the same for
 * everyone, so it carries no count (decision 079).
 */
export function AdminNav({ section, atList, newMessages }: Props) {
  const current = (of: Props['section']) => (of === section ? (atList ? 'page' : 'true') : undefined);
  return (
    <nav aria-label={copy.label} className={styles.areaNav}>
      <ul>
        <li>
          <a href={localPath(adminPaths.list)} aria-current={current('registrations')}>
            {copy.registrations}
          </a>
        </li>
        <li>
          <a href={localPath(adminPaths.messages)} aria-current={current('messages')}>
            {copy.messages}
            {newMessages ? (
              <>
                {' '}
                <span className={styles.count} data-new-messages={newMessages}>
                  {sayCount(tag, copy.newCount, newMessages, 'n')}
                </span>
              </>
            ) : null}
          </a>
        </li>
        <li>
          <a href={localPath(adminPaths.subscribers)} aria-current={current('subscribers')}>
            {copy.subscribers}
          </a>
        </li>
        <li>
          <a href={localPath(newsletterPaths.admin)} aria-current={current('newsletter')}>
            {copy.newsletter}
          </a>
        </li>
        <li>
          <a href={localPath(directoryPaths.admin)} aria-current={current('centres')}>
            {copy.centres}
          </a>
        </li>
        <li>
          <a href={localPath(enquiryPaths.admin)} aria-current={current('enquiries')}>
            {copy.enquiries}
          </a>
        </li>
        <li>
          <a href={localPath(workshopPaths.admin)} aria-current={current('workshops')}>
            {copy.workshops}
          </a>
        </li>
      </ul>
    </nav>
  );
}
