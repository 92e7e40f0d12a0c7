import { honeypotField, idempotencyHeader, postVisitorForm } from '../../forms/visitor-post.ts';
import type { NewsletterAnswer } from './contract.ts';

export interface SignUpSend {
  /** The sign-up page's address, where the box posts. */
  path: string;
  email: string;
  /** The hidden field's value: empty, unless a robot filled it. */
  hidden: string;
  /** The same for every try of one address (src/forms/visitor-post.ts `newKey`). */
  key: string;
  filledMs: number;
}

/**
 * POSTs a sign-up as JSON with its Idempotency-Key (./api.server.ts) and reads the
 * answer (src/forms/visitor-post.ts): the server's, `network` when none came, `refused` for
 * an answer the box cannot read.
 */
export function sendSignUp({ path, email, hidden, key, filledMs }: SignUpSend) {
  return postVisitorForm<NewsletterAnswer>(
    path,
    { email, [honeypotField]: hidden, filledMs },
    { [idempotencyHeader]: key },
  );
}
