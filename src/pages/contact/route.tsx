import { ChevronDown, Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import { BusinessJsonLd } from '../../components/BusinessJsonLd.tsx';
import { MapFacade } from '../../components/MapFacade.island.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { useBusiness } from '../../site-context.ts';
import { contact } from '../../content/contact.ts';
import { meta } from '../../content/meta.ts';
import { ui } from '../../content/ui.ts';
import { Island } from '../../islands/Island.tsx';
import { answerTitle } from '../../forms/answer-title.ts';
import type { ContactResult } from '../../features/contact/contract.ts';
import { ContactForm } from './ContactForm.island.tsx';
import styles from './contact.module.css';
import { sitePaths } from '../../site-paths.ts';

function OfficeRow({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <div className={styles.officeRow}>
      <dt>
        <Icon aria-hidden="true" className={styles.officeIcon} />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** POST /contact, the form sent without JavaScript; GET /contact?sent=1, the page once it was stored. */
export { contactAction as action, contactLoader as loader } from '../../features/contact/contact-action.server.ts';

/**
 * Contact: the Contact Us form (the office keeps what it sends, decision 076), the office, a
 * click-to-load map and the FAQ, and the business's structured data (decision 058).
 */
export function Component() {
  const { form, office, map, faq } = contact;
  const client = useBusiness();
  // After the form without JavaScript: the page it was sent on to, or the page again saying why not.
  const sent = useLoaderData<{ sent: boolean } | undefined>()?.sent;
  const result = useActionData<ContactResult>();
  // Such an answer says itself in the title too: the first words read of the page it opens.
  const answered = result ? form.answered.failed : sent ? form.answered.received : undefined;
  return (
    <div className={styles.page}>
      <PageMeta {...meta[sitePaths.contact]} title={answerTitle(answered, meta[sitePaths.contact].title)} />
      <BusinessJsonLd />
      <header className="container page-header">
        <h1 id="contact-heading">{contact.heading}</h1>
        <p className="lead">{contact.intro}</p>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.formCard}>
          <Island
            component={ContactForm}
            props={{
              copy: form,
              office: { email: client.email, phone: client.phone },
              headingId: 'contact-heading',
              initial: result ?? (sent ? { answer: { status: 'received' } } : null),
            }}
            wake="interaction"
          />
        </div>

        <div className={styles.aside}>
          <section className={styles.office} aria-labelledby="contact-office">
            <h2 id="contact-office" className={styles.asideHeading}>
              {office.heading}
            </h2>
            <dl className={styles.officeList}>
              <OfficeRow icon={Phone} label={office.phoneLabel}>
                <a href={`tel:${client.phone.tel}`}>{client.phone.display}</a>
              </OfficeRow>
              <OfficeRow icon={Mail} label={office.emailLabel}>
                <a href={`mailto:${client.email}`}>{client.email}</a>
              </OfficeRow>
              <OfficeRow icon={MessageCircle} label={office.whatsappLabel}>
                <a href={client.whatsapp.url} target="_blank" rel="noopener noreferrer" className="phone-number">
                  {client.whatsapp.display}
                  <span className="visually-hidden"> {ui.newTab}</span>
                </a>
              </OfficeRow>
            </dl>
          </section>

          <section aria-labelledby="contact-map">
            <h2 id="contact-map" className={styles.asideHeading}>
              {map.heading}
            </h2>
            <Island
              component={MapFacade}
              props={{
                query: client.map.query,
                title: map.title,
                loadLabel: map.load,
                notice: map.notice,
                openLabel: map.openExternally,
                newTab: ui.newTab,
                address: { label: office.addressLabel, lines: client.address.lines },
              }}
              wake="visible"
            />
          </section>
        </div>
      </div>

      <section className={styles.faq} aria-labelledby="contact-faq">
        <div className="container-narrow">
          <h2 id="contact-faq">{faq.heading}</h2>
          <div className={styles.faqList}>
            {faq.items.map((item) => (
              <details key={item.id} id={item.id} className={styles.faqItem}>
                <summary className={styles.question}>
                  <span>{item.question}</span>
                  <ChevronDown aria-hidden="true" className={styles.chevron} />
                </summary>
                <div className={styles.answer}>
                  {item.answer.map((text) => (
                    <p key={text}>{text}</p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </div>
      </section>
    </div>
  );
}
