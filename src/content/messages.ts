/**
 * Words the server shows or writes as well as the pages (a login sent without JavaScript,
 * the admin area's CSV), apart from the rest of the copy because the server must load them
 * without the pages' media imports. The login form's alert messages are the spec's (§8).
 */
export const loginMessages = {
  emptyFields: 'Please fill in all fields.',
  invalidLogin: 'Invalid login',
  /** A refusal whose reason the edge knows as a wrong username or password (decision 067). */
  invalidCredentials: 'Invalid username or password',
  serverError: 'Server error. Try again later.',
  /** After too many failures (server/login/limits.ts); `{minutes}` to wait, in plural forms. */
  tooManyAttempts: {
    one: 'Too many failed login attempts. Please wait {minutes} minute and try again.',
    other: 'Too many failed login attempts. Please wait {minutes} minutes and try again.',
  },
} as const;

/** The registration form's field labels (spec §2), by content key. */
export const registrationLabels = {
  name: 'Name',
  address: 'Address',
  agroTourName: 'Agro Tour Name',
  registrationNumber: 'Registration No',
  mobileNumber: 'Mobile No',
  emailId: 'Email ID',
  registrationDate: 'Registration Date',
  uploadDocument: 'Upload Document',
} as const;
