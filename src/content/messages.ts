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
  /** After too many failures (src/features/login/limits.server.ts); `{minutes}` to wait, in plural forms. */
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

/**
 * The server's own small pages when it refuses a form's post without rendering one
 * (server/refusal-page.ts): too busy (503), too slow a body (408), too many login attempts (429),
 * or too many forms sent just now (429: Contact, the newsletter, an enquiry, a workshop sign-up,
 * past their hourly limits; `{minutes}` to wait, in plural forms); and a request with a method no
 * page takes (OPTIONS, PUT, DELETE...): 405 at a page's address, else 404.
 */
export const refusalWords = {
  busyTitle: 'Please try again in a moment',
  busy: 'The site has more requests than it can take just now. Nothing you sent was kept: please try again in a few seconds.',
  slow: 'What you sent did not arrive in time, so nothing was kept. Please try again.',
  limitedTitle: 'Too many attempts',
  uploadsBusy:
    'Too many registrations are being sent from this connection at once. Please wait until they are sent and try again.',
  formsLimitedTitle: 'Too many sent just now',
  formsLimited: {
    one: 'Many forms have been sent just now, so this one was not taken. Please try again in {minutes} minute.',
    other: 'Many forms have been sent just now, so this one was not taken. Please try again in {minutes} minutes.',
  },
  back: 'Back to the form',
  otherMethodTitle: 'Not possible at this address',
  otherMethod: 'This address is a page of the site: open it in a web browser.',
  notFoundTitle: 'Page not found',
} as const;

/**
 * The server's last-resort page (server/errors.ts), shown only when the site's own error page
 * cannot be rendered: the status in plain words (`server` for any 5xx, `other` for any other
 * 4xx) and the link home. The English words also answer /api requests, as JSON.
 */
export const lastResortWords = {
  400: 'The request could not be understood.',
  403: 'This form could not be accepted: it may have been sent from another site, or its page was open for too long. Please open the page on this site again and send the form once more.',
  404: 'We could not find that page.',
  413: 'That request is too large.',
  server: 'Something went wrong on our side. Please try again later.',
  other: 'The request could not be completed.',
  home: 'Go to the home page',
} as const;
