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
  },
  confirm: {
    title: 'Confirm your subscription',
    heading: 'Confirm your subscription',
    ask: 'Press the button to confirm that {email} should receive our newsletter.',
    button: 'Confirm my subscription',
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
} as const;
