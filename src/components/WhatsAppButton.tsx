import { MessageCircle } from 'lucide-react';
import { ui } from '../content/ui.ts';
import styles from './WhatsAppButton.module.css';

interface Props {
  /** The chat link, e.g. https://wa.me/<number>. */
  url: string;
  label: string;
}

/**
 * A round button fixed in the corner that opens a WhatsApp chat with the office in a new tab.
 * What scrolls under it keeps out of its column (decision 104): the footer by `data-whatsapp-button`
 * (Footer.module.css), the Home carousels' controls by standing at the start on a phone.
 */
export function WhatsAppButton({ url, label }: Props) {
  return (
    <a className={styles.button} href={url} target="_blank" rel="noopener noreferrer" data-whatsapp-button="">
      <MessageCircle aria-hidden="true" size={30} strokeWidth={2} />
      <span className="visually-hidden">
        {label} {ui.newTab}
      </span>
    </a>
  );
}
