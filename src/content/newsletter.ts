/**
 * Words of the newsletter's own pages (decision 081): the page a sign-up without JavaScript
 * lands on, the pages a mail's links open (confirm, leave), and the confirmation mail itself,
 * which the server writes in the subscriber's language. `{email}` is the subscriber's address,
 * `{office}` the office's, `{site}` the site's name, `{days}` how long a sign-up waits.
 */
export const newsletter = {
  signUp: {
    title: 'Subscribe to the newsletter',
    description:
      'Sign up for news of workshops, harvest seasons and farm festivals from Agro Tourism in Pune, a few times a year.',
    heading: 'Subscribe to the newsletter',
    /** Before the title of the page that answers the box sent without JavaScript. */
    answered: { confirm: 'Check your e-mail', subscribed: 'Subscribed', failed: 'Not subscribed' },
  },
  confirm: {
    title: 'Confirm your subscription',
    heading: 'Confirm your subscription',
    ask: 'Press the button to confirm that {email} should receive our newsletter.',
    button: 'Confirm my subscription',
    /** The page's heading and title once the button was pressed, or when there is nothing to ask (decision 104). */
    headings: { done: 'Subscription confirmed', unknown: 'This link does not work', unavailable: 'Not confirmed yet' },
    confirmed: 'Your subscription is confirmed. Thank you: our next newsletter will reach {email}.',
    unknown:
      'This link does not work: it may be cut short, a newer e-mail from us may have replaced it, or the sign-up was not confirmed within {days} days and was deleted. You can sign up again with the box at the foot of any page.',
    unavailable:
      "Your subscription cannot be confirmed just now: the website's database is not answering. Please open the link again later.",
  },
  unsubscribe: {
    title: 'Leave the newsletter',
    heading: 'Leave the newsletter',
    ask: 'Press the button and we will send no more newsletters to {email} and delete the address.',
    button: 'Leave the newsletter',
    headings: {
      done: 'You have left the newsletter',
      unknown: 'This link does not work',
      unavailable: 'You are still subscribed',
    },
    done: 'You have left the newsletter. We have deleted your address and will send you nothing more.',
    unknown:
      'This link does not work: the address may have left the newsletter already. If our newsletter still reaches you, write to us at {office} and we will remove you.',
    unavailable:
      "You cannot leave the newsletter just now: the website's database is not answering. Please open the link again later, or write to us at {office}.",
  },
  mail: {
    /** `{site}`: the site's name. */
    subject: 'Please confirm your subscription to the {site} newsletter',
    greeting: 'Namaste,',
    asked:
      'Someone, we hope you, asked on our website to receive the {site} newsletter at this address. To confirm, open this link and press the button on the page:',
    ignore:
      'If it was not you, do nothing: without a confirmation the address is deleted within {days} days, and you will hear nothing more from us.',
    leave: 'To leave the newsletter at any time, open:',
    signature: '{site}, Pune',
  },
  /** The bottom of an issue's mail (decision 099). `{date}`: the day the subscriber signed up. */
  issueMail: {
    online: 'Read this newsletter on our website:',
    reason: 'You get this mail because you subscribed to the {site} newsletter on {date}.',
    leave: 'To leave the newsletter, open:',
    leaveLink: 'Leave the newsletter',
  },
  /** The issues sent so far, and each one's page. `{date}`: the day it went out. */
  archive: {
    title: 'Past newsletters',
    description:
      'Every newsletter Agro Tourism has sent: workshops, harvest seasons and farm festivals in Maharashtra.',
    heading: 'Past newsletters',
    intro: 'Every newsletter we have sent, newest first.',
    none: 'No newsletter has gone out yet.',
    sent: 'Sent on {date}',
    back: 'All past newsletters',
    subscribe: 'Get the next one by e-mail',
    link: 'Past newsletters',
  },
  /** The office's page to write and send an issue (/admin/newsletter). */
  compose: {
    title: 'Newsletter',
    heading: 'Newsletter',
    intro:
      'Write an issue in English and Marathi. Confirmed subscribers get it in the language they signed up in, or the other one when theirs is empty.',
    newIssue: 'Write a new issue',
    issues: 'Issues',
    caption: 'Issues, newest first',
    subject: 'Subject',
    status: 'Status',
    progress: 'Progress',
    open: 'Open',
    none: 'No issue has been written yet.',
    statuses: { draft: 'Draft', sending: 'Sending', paused: 'Paused', sent: 'Sent' },
    english: 'English',
    marathi: 'Marathi',
    labels: {
      subject_en: 'Subject (English)',
      subject_mr: 'Subject (Marathi)',
      body_en: 'Text (English)',
      body_mr: 'Text (Marathi)',
    },
    bodyHint:
      'Markdown: # for a heading, - for a list, [words](address) for a link, ![words](/files/…) for a photo of the site. HTML is shown as text.',
    save: 'Save the draft',
    saved: 'The draft is saved.',
    created: 'The draft is made.',
    preview: 'Preview',
    previewHtml: 'As HTML',
    previewText: 'As plain text',
    testTo: 'Send a test to',
    sendTest: 'Send a test',
    testSent: 'A test is sent to {email}.',
    testFailed: 'The test could not be sent: {reason}',
    noMail: 'The site sends no mail (SMTP_URL is not set): nothing can be sent.',
    send: { one: 'Send to {count} subscriber', other: 'Send to {count} subscribers' },
    sendConfirm: 'I have checked the preview: send it now',
    started: { one: 'Sending has started: {count} mail.', other: 'Sending has started: {count} mails.' },
    busy: 'Another issue is going out: send this one once it has finished.',
    notDraft: 'This issue has gone out already and can no longer be changed.',
    pause: 'Pause',
    resume: 'Resume',
    paused: 'Sending is paused.',
    resumed: 'Sending goes on.',
    counts: '{sent} sent, {failed} failed, {left} left to send',
    skipped: '{count} left the newsletter before their mail went',
    failures: 'Failed addresses',
    refresh: 'Refresh',
    archiveLink: 'Its page in the archive',
    errors: {
      required: 'Write both the subject and the text of this language, or neither.',
      tooLong: 'This is too long.',
      empty: 'Write the subject and the text in at least one language.',
    },
    badAddress: 'Enter the e-mail address the test should go to.',
    unconfirmed: 'Tick the box to say you have checked the preview, then press Send again.',
    unavailable: 'The newsletter cannot be read just now. Please try again in a minute.',
    notFound: 'There is no such issue.',
  },
} as const;
