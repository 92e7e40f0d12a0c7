import type { Language } from '../../languages.ts';
import {
  idempotencyHeader,
  listingField,
  readRegistrationAnswer,
  registrationFormData,
  registrationPath,
  type RegistrationAnswer,
  type RegistrationValues,
} from './contract.ts';

/** How a send ended: the server's answer, the connection lost (before or after all was sent), or cancelled. */
export type SendEnd =
  { kind: 'answer'; answer: RegistrationAnswer } | { kind: 'cut'; uploaded: boolean } | { kind: 'cancelled' };

export interface SendOptions {
  values: Partial<RegistrationValues>;
  document: File | undefined;
  /** The draft's idempotency key: the same for every try of one registration. */
  key: string;
  /** The page's language when the consent box is ticked (`listingField`); never sent to the backend. */
  listing?: Language | undefined;
  signal: AbortSignal;
  /** Bytes of the request body sent so far, of `total`. */
  onProgress?: (loaded: number, total: number) => void;
  /** The whole body is sent; the answer is awaited. */
  onUploaded?: () => void;
}

/**
 * POST the registration as multipart (spec §3, §7): every text field, a missing one as an
 * empty string; the document only when one is chosen; the draft's Idempotency-Key. Sent
 * with XMLHttpRequest, whose upload events tell how much is sent (fetch's do not).
 */
export function sendRegistration({
  values,
  document,
  key,
  listing,
  signal,
  onProgress,
  onUploaded,
}: SendOptions): Promise<SendEnd> {
  const form = registrationFormData(values, document);
  if (listing) form.append(listingField, listing);
  return new Promise((resolve) => {
    if (signal.aborted) return resolve({ kind: 'cancelled' });
    const xhr = new XMLHttpRequest();
    let uploaded = false;
    xhr.open('POST', registrationPath);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(idempotencyHeader, key);
    // Upload listeners go on before send(): a browser may not report progress to late ones.
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    });
    xhr.upload.addEventListener('load', () => {
      uploaded = true;
      onUploaded?.();
    });
    xhr.addEventListener('load', () => {
      signal.removeEventListener('abort', abort);
      const retryAfter = Number(xhr.getResponseHeader('retry-after'));
      const body = parseJson(xhr.responseText);
      resolve({
        kind: 'answer',
        answer: readRegistrationAnswer(xhr.status, body, retryAfter > 0 ? retryAfter : undefined),
      });
    });
    xhr.addEventListener('error', () => {
      signal.removeEventListener('abort', abort);
      resolve({ kind: 'cut', uploaded });
    });
    xhr.addEventListener('abort', () => resolve({ kind: 'cancelled' }));
    const abort = () => xhr.abort();
    signal.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
