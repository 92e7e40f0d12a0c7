/**
 * Words of the registration form for a slow or dropping connection (issue 27): the progress
 * while sending, the draft kept on the device, Try again, being offline, and the lighter photo.
 * `{name}` placeholders are filled by the form (fill-template.ts).
 */
export const registrationSending = {
  progress: {
    label: 'Sending your registration',
    /** Beside the bar: how much is sent. */
    amount: '{percent}% sent: {sent} of {total}',
    /** In the plural form of `{seconds}`, or of `{minutes}` once there are any. */
    timeLeft: {
      seconds: { one: 'about {seconds} s left', other: 'about {seconds} s left' },
      minutes: { one: 'about {minutes} min {seconds} s left', other: 'about {minutes} min {seconds} s left' },
      wholeMinutes: { one: 'about {minutes} min left', other: 'about {minutes} min left' },
    },
    /** Said by screen readers at each quarter, not at every step. */
    announce: '{percent}% sent.',
    answering: 'All sent. Waiting for the answer…',
    waiting: 'Waiting for the connection. The registration will be sent as soon as it is back.',
    cancel: 'Cancel',
    cancelled: 'Sending stopped. Your details are still here: press Register to send them.',
  },
  retry: {
    cut: 'The connection was lost while sending. Your details are still here, and trying again will not register your centre twice.',
    tryAgain: 'Try again',
    offline: 'You are offline. What you typed is kept on this device; a registration waits for the connection.',
    keyReused:
      'A registration sent earlier from this form has arrived, with the details as they were then. Press Register only to send these details as another registration.',
  },
  draft: {
    kept: 'What you type is kept on this device until you register or discard it.',
    restored: 'We put back the details you typed earlier on this device.',
    discard: 'Discard draft',
    discarded: 'Draft discarded: nothing of it is kept on this device.',
    documentKept: 'Kept from your draft: {name} ({size}).',
    documentNotKept:
      'This browser could not keep your document: if you leave this page, you will need to choose it again.',
    chooseAgain: 'Please choose your document again: this browser could not keep it.',
  },
  photo: {
    preparing: 'Making the photo lighter…',
    lighter: 'This {original} photo will be sent as {sent} ({width} × {height} px).',
    sentAs: '{original} photo sent as {sent}.',
    sendOriginal: 'Send the original photo instead ({original})',
  },
  units: { kilobytes: '{n} KB', megabytes: '{n} MB' },
} as const;
