import { idempotencyHeader, postVisitorForm } from '../../forms/visitor-post.ts';
import { honeypotField, type ContactAnswer, type ContactValues } from './contract.ts';

export interface ContactSend {
  /** The page's own address, where the form posts. */
  path: string;
  values: ContactValues;
  /** The hidden field's value: empty, unless a robot filled it. */
  hidden: string;
  /** The same for every try of one message (src/forms/visitor-post.ts `newKey`). */
  key: string;
  filledMs: number;
}

/**
 * POSTs a Contact message as JSON with its Idempotency-Key (./api.server.ts) and reads
 * the answer (src/forms/visitor-post.ts): the server's, `network` when none came, `refused`
 * for an answer the form cannot read.
 */
export function sendContact({
  path,
  values,
  hidden,
  key,
  filledMs,
}: ContactSend): Promise<ContactAnswer | { status: 'network' }> {
  return postVisitorForm<ContactAnswer>(
    path,
    { ...values, [honeypotField]: hidden, filledMs },
    { [idempotencyHeader]: key },
  );
}
