/**
 * What the forms a visitor sends to this site's own store have in common (issue 39: Contact,
 * the newsletter box): the traps for robots, the answers the server gives and their HTTP
 * statuses, and the request the form with JavaScript makes (JSON with an Idempotency-Key).
 * Each form's contract (src/features/<form>/contract.ts) adds its fields and problems. No React.
 */

/**
 * The idempotency key every form with JavaScript sends (Contact, the newsletter box, and the
 * registration's multipart post): a UUID made in the browser and kept for every try of one
 * post, so that one sent again after a lost answer is taken once (server/visitor-post.ts,
 * src/features/registration/idempotency.server.ts). Never in the page's HTML, which every visitor shares.
 * Here rather than in the registration's contract, so that the forms that need only this do
 * not load the registration's fields and schema.
 */
export const idempotencyHeader = 'Idempotency-Key';
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isIdempotencyKey = (value: string) => uuidPattern.test(value);

/** A new idempotency key: a random UUID (crypto.randomUUID needs a secure context; its fallback does not). */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The hidden field a person never fills (it is off screen and out of the tab order, and its
 * label says to leave it empty) and a robot that fills every field does: a post with it filled
 * is answered as received and not kept.
 */
export const honeypotField = 'website';

/**
 * The form with JavaScript sends no sooner than this after it came alive (a person takes
 * longer to fill it in; the form waits out the rest if not), and says how long it took
 * (`filledMs`); a post said to be faster is a robot's, answered as received and not kept.
 */
export const minimumFillMs = 3_000;

/**
 * Waits out what is left of `minimumFillMs` since the form came alive at `aliveAt` (a
 * `performance.now()` reading), and resolves with the time it took in whole milliseconds, the
 * post's `filledMs`. A timer may fire a fraction of a millisecond early: waited out once and
 * rounded, 3 of 300 such waits in Chromium came out a millisecond short, and such a post was
 * dropped as a robot's while its sender was told it had arrived. This waits until the time has
 * truly passed.
 */
export async function fillTime(aliveAt: number): Promise<number> {
  let filled = performance.now() - aliveAt;
  while (filled < minimumFillMs) {
    await new Promise((resolve) => setTimeout(resolve, minimumFillMs - filled));
    filled = performance.now() - aliveAt;
  }
  return Math.floor(filled);
}

/**
 * What the server answers a post with, as JSON to the form with JavaScript (with the HTTP
 * status in brackets) and as the page's data to the form without: `received` (200) once it is
 * stored, carrying what the form says then; `invalid` (400) with each field's problem;
 * `limited` (429, Retry-After) past the limits; `unavailable` (503) when the store cannot take
 * it, and when the server sheds the post (503 while busy, 408 when its body came too slowly:
 * server/bounds.ts); `refused` (400) for a request no form sends (unreadable, or a key sent
 * again with another post).
 */
export type VisitorAnswer<Received extends { status: 'received' }, Problems> =
  | Received
  | { status: 'invalid'; problems: Problems }
  | { status: 'limited'; retryAfterSeconds: number }
  | { status: 'unavailable' }
  | { status: 'refused' };

/**
 * Answers of a form about something that changed under it: `gone`, the centre an enquiry is
 * for has left the directory; `closed`, a workshop takes no more sign-ups; `twice`, this person
 * is signed up for it already.
 */
export type FormStateAnswer = { status: 'gone' } | { status: 'closed' } | { status: 'twice' };

/**
 * The HTTP status of each answer; `gone` (410) is a form's about something that has just left
 * the site (an enquiry to a centre unlisted while the visitor wrote: src/features/enquiries/).
 */
export const answerStatus = {
  received: 200,
  invalid: 400,
  limited: 429,
  unavailable: 503,
  refused: 400,
  gone: 410,
  closed: 409,
  twice: 409,
} as const satisfies Record<
  VisitorAnswer<{ status: 'received' }, unknown>['status'] | FormStateAnswer['status'],
  number
>;

/** How long a form waits for the server's answer before it says the connection failed. */
const answerTimeoutMs = 20_000;

/**
 * POSTs a form's values as JSON (with its hidden field and fill time, and the given headers:
 * its Idempotency-Key) to `path` and reads the answer: the server's, `network` when none came
 * (the connection failed, or 20 s passed), `refused` for an answer the form cannot read (a
 * proxy's error page).
 */
export async function postVisitorForm<A extends VisitorAnswer<{ status: 'received' }, unknown> | FormStateAnswer>(
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string>,
): Promise<A | { status: 'network' }> {
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(answerTimeoutMs),
    });
    answer = await response.json().catch(() => undefined);
  } catch {
    return { status: 'network' };
  }
  const status = (answer as { status?: unknown } | undefined)?.status;
  if (response.status === 200 && status === 'received') return answer as A;
  if (response.status === 400 && status === 'invalid') return answer as A;
  if (
    (response.status === 410 && status === 'gone') ||
    (response.status === 409 && (status === 'closed' || status === 'twice'))
  )
    return answer as A;
  if (response.status === 429)
    return { status: 'limited', retryAfterSeconds: Number(response.headers.get('retry-after')) || 3600 } as A;
  // A shed post's 408 says `unavailable` too: nothing was kept, and the office can still be reached.
  if (response.status === 503 || (response.status === 408 && status === 'unavailable'))
    return { status: 'unavailable' } as A;
  return { status: 'refused' } as A;
}

/** A posted form's field as text, as its action reads it: empty when absent or a file. */
export const formText =
  (form: FormData) =>
  (name: string): string => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
