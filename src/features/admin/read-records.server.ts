import { createHash } from 'node:crypto';
import { z } from 'zod';
import { registrationFields, type RegistrationField } from '../registration/contract.ts';
import type { AdminRecord } from './records.ts';

/** Any scalar as text; anything else (objects, lists) as ''. */
const text = z
  .union([z.string(), z.number(), z.boolean(), z.null(), z.undefined()])
  .catch('')
  .transform((value) => (value === null || value === undefined ? '' : String(value)));

/** The backend's number for a row: a whole number (or its digits); anything else counts as none. */
const id = z
  .union([z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^\d{1,18}$/)])
  .transform(String)
  .optional()
  .catch(undefined);

/** A date as YYYY-MM-DD, the part a date input shows of one stored with a time. */
const day = text.transform((value) => value.slice(0, 10));

/** A registration row: its id if it has a usable one, and the known fields; unknown ones are dropped. */
const row = z.object({
  id,
  ...(Object.fromEntries(
    registrationFields.map(({ name, input }) => [name, input.type === 'date' ? day : text]),
  ) as Record<RegistrationField, typeof text>),
  created_at: text,
});

const knownFields = Object.keys(row.shape);

/** The list itself, or the list inside a Django REST page (`results`) or a wrapper (`data`, `customers`). */
const envelope = z.union([
  z.array(z.unknown()),
  z.object({ results: z.array(z.unknown()) }).transform(({ results }) => results),
  z.object({ data: z.array(z.unknown()) }).transform(({ data }) => data),
  z.object({ customers: z.array(z.unknown()) }).transform(({ customers }) => customers),
]);

const isRow = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' &&
  item !== null &&
  !Array.isArray(item) &&
  knownFields.some((field) => Object.hasOwn(item, field));

/**
 * The allcustomers answer, read tolerantly (its shape is not in the spec): each row that holds
 * any of the known fields becomes a record, with the backend's id when it has a usable one;
 * a row without one (a serializer that leaves the key out) is listed all the same, named by a
 * hash of its values (`row-…`, `-2` for a second identical row) so that the admin can open it.
 * Anything else in the list (text, numbers, objects of other things) is counted, never thrown.
 * Undefined when the answer is not a list in any of the known wrappers.
 */
export function readRecords(body: unknown): { records: AdminRecord[]; unreadable: number } | undefined {
  const rows = envelope.safeParse(body);
  if (!rows.success) return undefined;
  const records: AdminRecord[] = [];
  const seen = new Map<string, number>();
  let unreadable = 0;
  for (const item of rows.data) {
    const parsed = isRow(item) ? row.safeParse(item) : undefined;
    if (!parsed?.success) {
      unreadable += 1;
      continue;
    }
    const { id: number, ...fields } = parsed.data;
    let ref = number;
    if (ref === undefined) {
      const hash = createHash('sha256').update(JSON.stringify(fields)).digest('hex').slice(0, 16);
      const repeat = (seen.get(hash) ?? 0) + 1;
      seen.set(hash, repeat);
      ref = repeat === 1 ? `row-${hash}` : `row-${hash}-${repeat}`;
    }
    records.push({ id: number ?? '', ref, ...fields });
  }
  return { records, unreadable };
}
