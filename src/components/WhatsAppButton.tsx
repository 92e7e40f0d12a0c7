import { MessageCircle } from 'lucide-react';
import { ui } from '../content/ui.ts';
import styles from './WhatsAppButton.module.css';

interface Props {
  /** The chat link, e.g. https://wa.me/<number>. */
  url: string;
  label: string;
}

/** A round button fixed in the corner that opens a WhatsApp chat with the office in a new tab. */
export function WhatsAppButton({ url, label }: Props) {
  return (
    <a className={styles.button} href={url} target="_blank" rel="noopener noreferrer">
      <MessageCircle aria-hidden="true" size={30} strokeWidth={2} />
      <span className="visually-hidden">
        {label} {ui.newTab}
      </span>
    </a>
  );
}
