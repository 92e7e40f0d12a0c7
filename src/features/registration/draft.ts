import { isIdempotencyKey, registrationTextFields, type RegistrationValues } from './contract.ts';

/**
 * The registration draft, kept in the browser's localStorage as it is typed (one draft for the
 * English and Marathi forms alike): the text values, the idempotency key of the registration
 * being sent, and which document was chosen (its bytes are in IndexedDB: document-store.ts).
 * The registration island wakes at load when this key is set, so a draft comes back at once.
 */
export const draftKey = 'registration-draft';

/** A draft left this long is deleted the next time the form opens (the privacy page says so). */
export const draftMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

export interface Draft {
  savedAt: number;
  values: Partial<RegistrationValues>;
  /** The key of the registration being sent; a new one after each answer that settles it. */
  key?: string | undefined;
  /** The chosen document's name and size, when one is chosen. */
  document?: { name: string; size: number } | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Whether there is anything worth keeping: a value typed, a document chosen, or a key in use. */
export const isEmpty = (draft: Omit<Draft, 'savedAt'>) =>
  !draft.key && !draft.document && registrationTextFields.every((name) => !draft.values[name]);

/** The draft kept on this device, read defensively (anything odd in it is dropped); an old one is deleted. */
export function readDraft(now = Date.now()): Draft | undefined {
  let parsed: unknown;
  try {
    const text = localStorage.getItem(draftKey);
    if (!text) return undefined;
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || typeof parsed.savedAt !== 'number' || now - parsed.savedAt > draftMaxAgeMs) {
    clearDraft();
    return undefined;
  }
  const stored = isRecord(parsed.values) ? parsed.values : {};
  const values: Partial<RegistrationValues> = {};
  for (const name of registrationTextFields) if (typeof stored[name] === 'string') values[name] = stored[name];
  const key = typeof parsed.key === 'string' && isIdempotencyKey(parsed.key) ? parsed.key : undefined;
  const document =
    isRecord(parsed.document) && typeof parsed.document.name === 'string' && typeof parsed.document.size === 'number'
      ? { name: parsed.document.name, size: parsed.document.size }
      : undefined;
  return { savedAt: parsed.savedAt, values, key, document };
}

/** Keeps the draft, or deletes it when there is nothing in it. False when the browser would not keep it. */
export function writeDraft(draft: Omit<Draft, 'savedAt'>, now = Date.now()): boolean {
  try {
    if (isEmpty(draft)) localStorage.removeItem(draftKey);
    else localStorage.setItem(draftKey, JSON.stringify({ ...draft, savedAt: now }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft() {
  try {
    localStorage.removeItem(draftKey);
  } catch {
    // Storage the page cannot reach holds nothing of ours.
  }
}
