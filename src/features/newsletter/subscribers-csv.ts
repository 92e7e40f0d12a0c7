import { admin } from '../../content/admin.ts';
import { csvFile } from '../../csv.ts';
import type { Subscriber } from './contract.ts';

const words = admin.subscribers;

/** The file's name, in the build's language (src/current-language.ts), as the list page that links to it. */
export const subscribersCsvFileName = (day: string) => `${admin.csv.subscribersFileName}-${day}.csv`;

/**
 * The newsletter's subscribers as CSV, in the admin list's words: the address, its language,
 * whether it confirmed, when it signed up and confirmed (ISO 8601, UTC) and the words it agreed
 * to, each cell formula-safe as the registrations' are (src/csv.ts).
 */
export function subscribersCsv(subscribers: readonly Subscriber[]): string {
  return csvFile(
    [words.email, words.languageColumn, words.state, words.csvConsentedAt, words.csvConfirmedAt, words.consent],
    subscribers,
    (one) => [
      one.email,
      words.languages[one.language] ?? one.language,
      one.status === 'confirmed' ? words.isConfirmed : words.isPending,
      one.consentedAt,
      one.confirmedAt ?? '',
      one.consent,
    ],
  );
}
