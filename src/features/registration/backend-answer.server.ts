import {
  edgeMessages,
  ownProblem,
  registrationFields,
  type FieldProblem,
  type FieldProblems,
  type RegistrationField,
  type RegistrationAnswer,
  type RegistrationValues,
} from './contract.ts';
import type { BackendAnswer } from '../../../server/backend/client.ts';
import { fieldReason, generalTexts, reasonOf, type BackendReason } from '../../../server/backend/reasons.ts';

const fields = registrationFields.map((field) => field.name);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The statuses with which a backend refuses what was sent (Django REST answers 400). */
const refusalStatuses = new Set([400, 409, 422]);

/**
 * Whether a 2xx body says it refused: a `status` word other than success (`failed`, `error` …),
 * or `false`. A number (`status: 201`) or no status at all is not a refusal.
 */
const saysRefused = (status: unknown) =>
  status === false || (typeof status === 'string' && !/^(success|ok|created)$/i.test(status.trim()));

/**
 * The backend's answer to a registration in the edge's own words (decision 067); none of its
 * bytes go on. Taken (a 2xx JSON object that does not say it refused, or an empty 2xx): the
 * spec's success message, with the backend's status. Refused (400, 409 or 422 with a JSON
 * object; or a 2xx whose `status` says so): 400 or that status, each field the backend
 * named with the problem its reason is known as (Django REST's unique, required, max-length and
 * invalid messages), else that field's own message. Anything else (a 5xx, another status, a body
 * that is not a JSON object): 502 with the spec's failure message. `quiet` is false when the
 * backend's text should go to the log.
 */
export function registrationAnswerOf(
  answer: BackendAnswer,
  values: RegistrationValues,
): { answer: RegistrationAnswer; quiet: boolean } {
  const { status, json, body } = answer;
  const ok = status >= 200 && status < 300;
  if (ok && body.length === 0) return { answer: taken(status, values), quiet: true };
  if (ok && isRecord(json) && !saysRefused(json.status)) return { answer: taken(status, values), quiet: true };
  const refusal = ok || refusalStatuses.has(status);
  if (!refusal || !isRecord(json))
    return { answer: { kind: 'refused', status: 502, message: edgeMessages.backendFailed, values }, quiet: false };
  const problems = problemsOf(json);
  const named = Object.keys(problems).length > 0;
  return {
    answer: {
      kind: 'refused',
      status: ok ? 400 : status,
      message: named ? edgeMessages.invalidFields : edgeMessages.backendFailed,
      ...(named && { problems }),
      values,
    },
    quiet: false,
  };
}

const taken = (status: number, values: RegistrationValues): RegistrationAnswer => ({
  kind: 'registered',
  status,
  values,
});

const problemOfReason: Record<Exclude<BackendReason, 'invalid' | 'unknown'>, FieldProblem> = {
  unique: 'unique',
  required: 'required',
  tooLong: 'tooLong',
};

/**
 * The fields a refusal names: Django REST's `{ field: ["reason"] }`, and a field named in its
 * general text as already existing ("Registration number already exists", as a 200 refusal says).
 */
function problemsOf(body: Record<string, unknown>): FieldProblems {
  const problems: FieldProblems = {};
  for (const field of fields) {
    if (!Object.hasOwn(body, field)) continue;
    const reason = fieldReason(body[field]);
    problems[field] = reason === 'invalid' || reason === 'unknown' ? ownProblem(field) : problemOfReason[reason];
  }
  for (const text of generalTexts(body)) {
    if (reasonOf(text) !== 'unique') continue;
    const field = fieldNamedIn(text);
    if (field) problems[field] ??= 'unique';
  }
  return problems;
}

/** The field a sentence names, by its backend name in words ("registration number", "e-mail"), longest first. */
function fieldNamedIn(text: string): RegistrationField | undefined {
  const words = text.toLowerCase().replaceAll('_', ' ');
  const named = [...fields]
    .sort((a, b) => b.length - a.length)
    .find((field) => words.includes(field.replaceAll('_', ' ')));
  if (named) return named;
  // The backend's shorter words for three fields, tried in this order: the edge's alone (no page
  // needs them), so they stay here rather than in the field table that every form loads.
  if (/\bregistration no\b/.test(words)) return 'registration_number';
  if (/\be-?mail\b/.test(words)) return 'email_id';
  if (/\b(mobile|phone)\b/.test(words)) return 'mobile_number';
  return undefined;
}
