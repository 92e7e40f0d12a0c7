import {
  Accessibility,
  ExternalLink,
  Globe,
  Mail,
  MapPin,
  MessageCircle,
  Navigation,
  Phone,
  Users,
} from 'lucide-react';
import { Link, Outlet, useLoaderData } from 'react-router';
import { PageMeta } from '../../../components/PageMeta.tsx';
import { Picture } from '../../../components/Picture.tsx';
import { directory as copy } from '../../../content/directory.ts';
import { fillTemplate } from '../../../content/fill-template.ts';
import { largestJpeg, photoPicture } from '../../../media/photo.ts';
import { regionPageOf } from '../places.ts';
import {
  activityLabels,
  directoryPaths,
  foodLabels,
  offerLabels,
  spokenLabels,
  type PublicCentre,
} from '../contract.ts';
import { CentreJsonLd } from '../CentreJsonLd.tsx';
import { SeasonStrip } from '../SeasonStrip.tsx';
import { dayOf, districtName, inLanguage, nameOf, placeOf, rupees } from '../shown.ts';
import styles from '../directory.module.css';

export { centreLoader as loader } from '../directory-routes.server.ts';

export type CentreData =
  { state: 'listed'; centre: PublicCentre; month: number; today: string } | { state: 'unlisted' };

/** The controlled list's labels of `codes`, in the page's language. */
const labelsOf = (codes: string[], table: Record<string, { en: string; mr: string }>) =>
  codes.map((code) => inLanguage(table[code]!)).join(', ');

/** A directions link that opens the visitor's map app: the pin, or the address; no key, no script. */
function directionsUrl(centre: PublicCentre) {
  const { profile } = centre;
  const destination = profile.location
    ? `${profile.location.lat},${profile.location.lng}`
    : [profile.village, profile.taluka, districtName(profile.district), 'Maharashtra'].filter(Boolean).join(', ');
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** India's country code before a 10-digit mobile number, for `tel:` and WhatsApp's click-to-chat. */
const international = (phone: string) => `91${phone}`;

/** The centre's old address once it is unlisted: 410, saying so, with the way to the others. */
function Unlisted() {
  return (
    <div className={`container-narrow ${styles.page}`}>
      <PageMeta title={copy.centre.gone.title} description={copy.centre.gone.text} noindex />
      <h1>{copy.centre.gone.heading}</h1>
      <p>{copy.centre.gone.text}</p>
      <p className={styles.goneLinks}>
        <Link to={directoryPaths.list}>{copy.centre.back}</Link>
        <Link to={copy.list.contact.to}>{copy.list.contact.label}</Link>
      </p>
    </div>
  );
}

/** /centres/:slug: one published centre, its facts, season, prices, photos and the ways to reach it. */
export function Component() {
  const data = useLoaderData<CentreData>();
  if (data.state === 'unlisted') return <Unlisted />;
  const { centre } = data;
  const { profile } = centre;
  const name = nameOf(centre);
  const place = placeOf(centre);
  const labels = copy.centre;
  const [first, ...more] = centre.photos;
  const region = regionPageOf(profile.district);
  const description = inLanguage(profile.description);
  const { today } = data;
  const largest = first && largestJpeg(first);
  const share = largest && { url: largest.path, width: largest.width, height: largest.height };
  const whatsappText = fillTemplate(labels.whatsappText, { name });
  const { contact } = profile;
  return (
    <div className={`container ${styles.page}`}>
      <PageMeta
        title={`${name}, ${place}`}
        description={fillTemplate(labels.description, {
          name,
          place,
          offers: labelsOf(profile.offers, offerLabels),
        }).replace(/\. \.$/, '.')}
        image={share || undefined}
      />
      <CentreJsonLd centre={centre} />
      <p className={styles.back}>
        <Link to={directoryPaths.list}>{labels.back}</Link>
      </p>
      <header className={styles.centreHead}>
        <h1>{name}</h1>
        <p className={styles.cardPlace}>
          <MapPin aria-hidden="true" className={styles.icon} />
          {place}
        </p>
      </header>
      {first ? (
        <Picture
          picture={photoPicture(first)}
          alt={inLanguage(first.alt)}
          sizes="(max-width: 991px) calc(100vw - 3rem), 60rem"
          priority
          className={styles.heroPhoto}
        />
      ) : null}
      <div className={styles.centreGrid}>
        <div className={styles.centreMain}>
          {description ? (
            <section aria-labelledby="centre-about">
              <h2 id="centre-about">{labels.about}</h2>
              {description.split('\n\n').map((paragraph) => (
                <p key={paragraph} className={styles.paragraph}>
                  {paragraph}
                </p>
              ))}
            </section>
          ) : null}
          {profile.activities.length > 0 ? (
            <section aria-labelledby="centre-activities">
              <h2 id="centre-activities">{labels.activities}</h2>
              <ul className={styles.chips}>
                {profile.activities.map((code) => (
                  <li key={code}>{inLanguage(activityLabels[code])}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="centre-season">
            <h2 id="centre-season">{labels.season}</h2>
            <SeasonStrip open={profile.openMonths} best={profile.bestMonths} />
          </section>
          <section aria-labelledby="centre-prices">
            <h2 id="centre-prices">{labels.prices}</h2>
            {profile.priceDay === null && profile.priceNight === null ? <p>{labels.priceAsk}</p> : null}
            <ul className={styles.plainList}>
              {profile.priceDay !== null ? (
                <li>{fillTemplate(labels.priceDay, { price: rupees(profile.priceDay) })}</li>
              ) : null}
              {profile.priceNight !== null ? (
                <li>{fillTemplate(labels.priceNight, { price: rupees(profile.priceNight) })}</li>
              ) : null}
            </ul>
          </section>
          {more.length > 0 ? (
            <section aria-labelledby="centre-photos">
              <h2 id="centre-photos">{labels.photos}</h2>
              <ul className={styles.photos}>
                {more.map((photo) => (
                  <li key={photo.hash}>
                    <Picture
                      picture={photoPicture(photo)}
                      alt={inLanguage(photo.alt)}
                      sizes="(max-width: 599px) calc(100vw - 3rem), 20rem"
                      className={styles.photo}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {/* What the route table puts under the centre's facts: the enquiry form (src/routes.tsx). */}
          <Outlet />
        </div>
        <aside className={styles.centreSide}>
          <section aria-labelledby="centre-facts" className={styles.facts}>
            <h2 id="centre-facts">{labels.facts}</h2>
            <dl>
              <dt>{labels.place}</dt>
              <dd>{place}</dd>
              {profile.offers.length > 0 ? (
                <>
                  <dt>{labels.offers}</dt>
                  <dd>{labelsOf(profile.offers, offerLabels)}</dd>
                </>
              ) : null}
              {profile.food.length > 0 ? (
                <>
                  <dt>{labels.food}</dt>
                  <dd>{labelsOf(profile.food, foodLabels)}</dd>
                </>
              ) : null}
              {profile.rooms !== null ? (
                <>
                  <dt>{labels.rooms}</dt>
                  <dd>{profile.rooms}</dd>
                </>
              ) : null}
              {profile.beds !== null ? (
                <>
                  <dt>{labels.beds}</dt>
                  <dd>{profile.beds}</dd>
                </>
              ) : null}
              {profile.languages.length > 0 ? (
                <>
                  <dt>{labels.languages}</dt>
                  <dd>{labelsOf(profile.languages, spokenLabels)}</dd>
                </>
              ) : null}
              {profile.licence.number ? (
                <>
                  <dt>{labels.licence}</dt>
                  <dd className={styles.licence}>
                    {profile.licence.validUntil
                      ? fillTemplate(
                          profile.licence.validUntil >= today ? labels.licenceValid : labels.licenceExpired,
                          {
                            number: profile.licence.number,
                            date: dayOf(profile.licence.validUntil, copy.months),
                          },
                        )
                      : fillTemplate(labels.licenceNumber, { number: profile.licence.number })}
                  </dd>
                </>
              ) : null}
            </dl>
            {profile.familyFriendly || profile.accessible ? (
              <ul className={styles.flags}>
                {profile.familyFriendly ? (
                  <li>
                    <Users aria-hidden="true" className={styles.icon} />
                    {labels.familyFriendly}
                  </li>
                ) : null}
                {profile.accessible ? (
                  <li>
                    <Accessibility aria-hidden="true" className={styles.icon} />
                    {labels.accessible}
                  </li>
                ) : null}
              </ul>
            ) : null}
            {profile.lastVerified ? (
              <p className={styles.verified}>
                {fillTemplate(labels.verified, { date: dayOf(profile.lastVerified, copy.months) })}
              </p>
            ) : null}
          </section>
          <section aria-labelledby="centre-contact" className={styles.contact}>
            <h2 id="centre-contact">{labels.contactHeading}</h2>
            <ul className={styles.actions}>
              {contact.phone ? (
                <li>
                  <a href={`tel:+${international(contact.phone)}`} className={styles.action}>
                    <Phone aria-hidden="true" className={styles.icon} />
                    <span>{fillTemplate(labels.call, { phone: contact.phone })}</span>
                  </a>
                </li>
              ) : null}
              {contact.whatsapp ? (
                <li>
                  <a
                    href={`https://wa.me/${international(contact.whatsapp)}?text=${encodeURIComponent(whatsappText)}`}
                    className={styles.action}
                    rel="noopener"
                  >
                    <MessageCircle aria-hidden="true" className={styles.icon} />
                    <span>{labels.whatsapp}</span>
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <a href={`mailto:${contact.email}`} className={styles.action}>
                    <Mail aria-hidden="true" className={styles.icon} />
                    <span>{fillTemplate(labels.email, { email: contact.email })}</span>
                  </a>
                </li>
              ) : null}
              {contact.website ? (
                <li>
                  <a href={contact.website} className={styles.action} rel="noopener nofollow ugc">
                    <Globe aria-hidden="true" className={styles.icon} />
                    <span>{labels.website}</span>
                  </a>
                </li>
              ) : null}
              <li>
                <a href={directionsUrl(centre)} className={styles.action} rel="noopener">
                  <Navigation aria-hidden="true" className={styles.icon} />
                  <span>{labels.directions}</span>
                  <ExternalLink aria-hidden="true" className={styles.iconSmall} />
                </a>
              </li>
            </ul>
            {!contact.phone && !contact.whatsapp && !contact.email ? (
              <p>
                {labels.noContact} <Link to={copy.list.contact.to}>{copy.list.contact.label}</Link>
              </p>
            ) : null}
          </section>
          {region ? (
            <p className={styles.regionLink}>
              <Link to={region}>{fillTemplate(labels.region, { region: districtName(profile.district) })}</Link>
            </p>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
