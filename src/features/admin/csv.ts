import { admin } from '../../content/admin.ts';
import { registrationLabels as labels } from '../../content/messages.ts';
import { registrationFields, uploadField } from '../registration/contract.ts';
import type { ListedRecord } from './records.ts';
import { csvFile } from '../../csv.ts';

export { csvCell } from '../../csv.ts';

/** The file's name, in the build's language (src/current-language.ts), as the list page that links to it. */
export const csvFileName = (day: string) => `${admin.csv.fileName}-${day}.csv`;

/** A record's column: a field of the backend, or what the site writes in its place. */
type Column = [keyof ListedRecord, string];

/**
 * The CSV's columns: the id, when it was received (India Standard Time, as the list shows it),
 * then the field table's `csv` fields, each headed by its label in the form's words, in the
 * build's language. The document's cell is the site's own link to it (`documentLink`), never the
 * backend's private address.
 */
const columns: Column[] = [
  ['id', 'ID'],
  ['received', admin.list.received],
  ...registrationFields.filter((field) => field.csv).map(({ name, copy }): Column => [name, labels[copy]]),
];

/** The records as CSV, in the registration form's words; `documentLink` gives a record's document's address on the site. */
export function recordsCsv(records: readonly ListedRecord[], documentLink: (ref: string) => string): string {
  return csvFile(
    columns.map(([, header]) => header),
    records,
    (record) =>
      columns.map(([field]) =>
        field === uploadField ? (record[field] ? documentLink(record.ref) : '') : String(record[field]),
      ),
  );
}
