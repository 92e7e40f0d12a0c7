import { z } from 'zod';
import type { AdminRecord } from '../../src/features/admin/records.ts';

/** Any scalar as text; anything else (objects, lists) as ''. */
const text = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.undefined()])
  .catch('')
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** A registration row: an id that is a whole number (or its digits) and the known fields; unknown ones are dropped. */
const row = z.object({
  id: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,18}$/)]).transform(String),
  name: text,
  address: text,
  agro_tour_name: text,
  registration_number: text,
  mobile_number: text,
  email_id: text,
  registration_date: text.transform((value) => value.slice(0, 10)),
  upload_document: text,
  created_at: text,
}) satisfies z.ZodType<AdminRecord, unknown>;

/** The list itself, or the list inside a Django REST page (`results`) or a wrapper (`data`, `customers`). */
const envelope = z.union([
  z.array(z.unknown()),
  z.object({ results: z.array(z.unknown()) }).transform(({ results }) => results),
  z.object({ data: z.array(z.unknown()) }).transform(({ data }) => data),
  z.object({ customers: z.array(z.unknown()) }).transform(({ customers }) => customers),
]);

/**
 * The allcustomers answer, read tolerantly (its shape is not in the spec): each row that has
 * an id becomes a record with the known fields; a row that cannot be read is counted, never
 * thrown. Undefined when the answer is not a list in any of the known wrappers.
 */
export function readRecords(body: unknown): { records: AdminRecord[]; unreadable: number } | undefined {
  const rows = envelope.safeParse(body);
  if (!rows.success) return undefined;
  const records: AdminRecord[] = [];
  let unreadable = 0;
  for (const item of rows.data) {
    const parsed = row.safeParse(item);
    if (parsed.success) records.push(parsed.data);
    else unreadable += 1;
  }
  return { records, unreadable };
}
