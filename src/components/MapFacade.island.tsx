import { ExternalLink, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '../islands/use-hydrated.ts';
import { mapEmbedUrl, mapLinkUrl } from './map-urls.ts';
import styles from './MapFacade.module.css';

interface Props {
  /** What to show on the map: the operator's place (SITE_CONFIG `map.query`), e.g. the office's address. */
  query: string;
  /** The iframe's accessible name. */
  title: string;
  loadLabel: string;
  /** Says that the map comes from an outside service and loads only on request. */
  notice: string;
  openLabel: string;
  /** "(opens in a new tab)", for screen readers. */
  newTab: string;
  /** Shown on the facade: the address as text, under its label. */
  address: { label: string; lines: readonly string[] };
}

/**
 * A click-to-load map. Nothing is requested from the map service until the
 * visitor presses the button, which replaces the facade with the embedded map
 * and moves focus to it. Without JavaScript there is no button; the link to the
 * map (always shown) opens it in a new tab.
 */
export function MapFacade({ query, title, loadLabel, notice, openLabel, newTab, address }: Props) {
  const hydrated = useHydrated();
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <div className={styles.map}>
      <div className={styles.frame}>
        {loaded ? (
          // oxlint-disable-next-line react/iframe-missing-sandbox -- the map needs scripts and its own origin's storage; a sandbox allowing both adds nothing to the browser's cross-origin isolation
          <iframe
            ref={frame}
            className={styles.iframe}
            src={mapEmbedUrl(query)}
            title={title}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className={styles.facade}>
            <MapPin aria-hidden="true" className={styles.pin} />
            <p className={styles.addressLabel}>{address.label}</p>
            <address className={styles.address}>
              {address.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
            {hydrated ? (
              <button type="button" className={styles.button} onClick={() => setLoaded(true)}>
                {loadLabel}
              </button>
            ) : null}
            <p className={styles.notice}>{notice}</p>
          </div>
        )}
      </div>
      <p className={styles.external}>
        <a href={mapLinkUrl(query)} target="_blank" rel="noopener noreferrer">
          {openLabel}
          <span className="visually-hidden"> {newTab}</span>
          <ExternalLink aria-hidden="true" className={styles.externalIcon} />
        </a>
      </p>
    </div>
  );
}
