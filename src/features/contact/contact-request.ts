import { idempotencyHeader } from '../registration/contract.ts';
import { honeypotField, type ContactAnswer, type ContactValues } from './contract.ts';

/** How long the form waits for the server's answer before it says the connection failed. */
const answerTimeoutMs = 20_000;

export interface ContactSend {
  /** The page's own address, where the form posts. */
  path: string;
  values: ContactValues;
  /** The hidden field's value: empty, unless a robot filled it. */
  hidden: string;
  /** The same for every try of one message (src/features/registration/contract.ts `newKey`). */
  key: string;
  filledMs: number;
}

/**
 * POSTs a Contact message as JSON with its Idempotency-Key (server/contact/api.ts) and reads
 * the answer: the server's, `network` when none came (the connection failed, or 20 s passed),
 * `refused` for an answer the form cannot read (a proxy's error page).
 */
export async function sendContact({
  path,
  values,
  hidden,
  key,
  filledMs,
}: ContactSend): Promise<ContactAnswer | { status: 'network' }> {
  let response: Response;
  let body: unknown;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', [idempotencyHeader]: key },
      body: JSON.stringify({ ...values, [honeypotField]: hidden, filledMs }),
      signal: AbortSignal.timeout(answerTimeoutMs),
    });
    body = await response.json().catch(() => undefined);
  } catch {
    return { status: 'network' };
  }
  const status = (body as { status?: unknown } | undefined)?.status;
  if (response.status === 200 && status === 'received') return { status: 'received' };
  if (response.status === 400 && status === 'invalid') return body as ContactAnswer;
  if (response.status === 429)
    return { status: 'limited', retryAfterSeconds: Number(response.headers.get('retry-after')) || 3600 };
  if (response.status === 503) return { status: 'unavailable' };
  return { status: 'refused' };
}
