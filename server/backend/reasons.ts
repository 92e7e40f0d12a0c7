import type { Logger } from '../logging.ts';
import type { BackendAnswer } from './client.ts';

/**
 * The backend's reasons, read so that a visitor is told them in the site's own words
 * (decision 067): the backend writes English (Django REST's default messages), and what it
 * writes may hold internals (a traceback, a database host). These functions only classify its
 * text; the text itself goes to the server log (`logBackendText`), never into an answer.
 */

/**
 * Why Django REST refused one field, from its default messages: `unique` ("… with this … already
 * exists."), `required` ("This field is required.", "… may not be blank / null", "No file was
 * submitted."), `tooLong` ("Ensure this field has no more than N characters."), `invalid`
 * ("Enter a valid …", "… has wrong format …", "The submitted data was not a file …"); else `unknown`.
 */
export type BackendReason = 'unique' | 'required' | 'tooLong' | 'invalid' | 'unknown';

const reasonPatterns: ReadonlyArray<[Exclude<BackendReason, 'unknown'>, RegExp]> = [
  ['unique', /\balready (exists|registered|taken|in use)\b|\bmust be unique\b/i],
  ['required', /\bfield is required\b|\bmay not be (blank|null|empty)\b|\bno file was submitted\b/i],
  ['tooLong', /\bno more than \d+ characters\b|\btoo long\b/i],
  ['invalid', /\bvalid\b|\bwrong format\b|\bnot a file\b|\bis empty\b/i],
];

export function reasonOf(text: string): BackendReason {
  return reasonPatterns.find(([, pattern]) => pattern.test(text))?.[0] ?? 'unknown';
}

/** The strings of one Django REST error value: a string, or a list of them (others are ignored). */
export function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** The first known reason among a field's texts, else `unknown` (also for no text at all). */
export function fieldReason(value: unknown): BackendReason {
  const reasons = textsOf(value).map(reasonOf);
  return reasons.find((reason) => reason !== 'unknown') ?? 'unknown';
}

/**
 * Whether a refused login's text says the username or password was wrong: "Invalid username or
 * password", "Invalid credentials", Django REST's "Unable to log in with provided credentials.",
 * SimpleJWT's "No active account found with the given credentials", "Incorrect password" …
 */
export function saysWrongCredentials(text: string): boolean {
  return /\b(invalid|incorrect|wrong|bad)\b.*\b(username|password|credentials|login)\b|\bunable to log in\b|\bno active account\b/i.test(
    text,
  );
}

/** The texts a refusal's body gives outside its fields: `message`, `detail`, `non_field_errors`, `error`. */
export function generalTexts(body: Record<string, unknown>): string[] {
  return ['message', 'detail', 'non_field_errors', 'error'].flatMap((name) => textsOf(body[name]));
}

/** How much of a backend's body goes into one log line. */
const loggedChars = 2000;

/**
 * The backend's own words, to the server log only (warn): the call, its status and type, and
 * the start of its body, with every value of `hide` (what the visitor sent) replaced by `[value]`.
 */
export function logBackendText(
  /** Express's request, or a route's visitor (server/visitor.ts): whose log the line goes to. */
  req: { log?: Pick<Logger, 'warn'> | undefined },
  what: string,
  answer: Pick<BackendAnswer, 'status' | 'contentType' | 'body'>,
  hide: readonly string[] = [],
) {
  let text = answer.body.toString('utf8').slice(0, loggedChars);
  for (const value of hide) if (value.trim().length > 2) text = text.replaceAll(value, '[value]');
  // pino-http gives every request its logger (server/logging.ts).
  req.log?.warn(
    { backendStatus: answer.status, backendType: answer.contentType, backendBody: text },
    `${what}: the backend's answer, not shown to the visitor`,
  );
}
