import { auth, authExtras } from '../../content/auth.ts';
import {
  fieldSpec,
  registrationTextFields,
  type FieldProblem,
  type RegistrationField,
  type RegistrationTextField,
} from './contract.ts';

/** The form's words beside a field, for the problems its own checks find. */
const problemTexts: Partial<Record<FieldProblem, string>> = {
  mobile: auth.registration.errors.mobileNumber,
  email: auth.registration.errors.emailId,
  date: authExtras.registration.errors.registrationDate,
  text: authExtras.registration.errors.unreadable,
};

/** The registration form's words (src/content/auth.ts), looked up by field name and problem code. */
export const registrationCopy = {
  ...auth.registration,
  ...authExtras.registration,
  errors: { ...auth.registration.errors, ...authExtras.registration.errors },
  labelOf: (field: string) => auth.registration.labels[fieldSpec(field as RegistrationField)?.copy] ?? field,
  /** The words beside a field: the form's own for its checks, else the list's (`reasonText`). */
  problemText: (problem: FieldProblem) => problemTexts[problem] ?? authExtras.registration.reasons[problem],
  /** Why a field was refused, after its label in the list under the alert ("Mobile No: …"). */
  reasonText: (problem: FieldProblem) => authExtras.registration.reasons[problem],
};

/** The text fields' labels by the backend's field names (for the admin area, which is handed them as props). */
export const textFieldLabels = Object.fromEntries(
  registrationTextFields.map((field) => [field, registrationCopy.labelOf(field)]),
) as Record<RegistrationTextField, string>;

/** What each refused field's problem says, by field name. */
export const fieldProblemTexts = (fields: Partial<Record<RegistrationTextField, FieldProblem>> | undefined) =>
  Object.fromEntries(
    Object.entries(fields ?? {}).map(([field, problem]) => [field, registrationCopy.problemText(problem)]),
  ) as Partial<Record<RegistrationTextField, string>>;
