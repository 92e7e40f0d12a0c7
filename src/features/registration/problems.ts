import type { FieldProblem, RegistrationTextField } from './schema.ts';

/**
 * The server's own words for an invalid field, in its 400 answer (`fields`). The form
 * shows its words from src/content/ beside each field; these are for the API's answer
 * (and the list in the alert), and stay free of content imports so the server can load them.
 */
export const problemMessages: Record<FieldProblem, string> = {
  mobile: 'must be exactly 10 digits (0-9).',
  email: 'must be a valid e-mail address of at most 254 characters (at most 64 before the @).',
  date: 'must be a real date, written YYYY-MM-DD.',
  text: 'must be sent once, as text.',
};

/** Field name → what is wrong with it. */
export function fieldMessages(problems: Partial<Record<RegistrationTextField, FieldProblem>>): Record<string, string> {
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, problemMessages[problem as FieldProblem]]));
}
