/**
 * Words of the admin area (/admin/registrations, /admin/messages, /admin/subscribers), which only signed-in admins see. Field
 * labels are the registration form's (messages.ts). No media imports: the server writes
 * the CSV's header from here.
 */
export const admin = {
  list: {
    title: 'Registrations',
    description: 'Agro-tourism centres registered through the website.',
    heading: 'Registrations',
    intro: 'Centres registered through the website, newest first. Open one to see or correct its details.',
    filterHeading: 'Find registrations',
    search: 'Name, centre, mobile or e-mail',
    /** The centre's own registration date (the form's Registration Date), not when it was received. */
    from: 'Registration date from',
    to: 'Registration date up to',
    /** The day the website received it, in India. */
    receivedFrom: 'Received from (IST)',
    receivedTo: 'Received up to (IST)',
    apply: 'Show',
    clear: 'Clear the filter',
    download: 'Download as CSV (Excel)',
    caption: 'Registrations, newest first',
    /** Times are India Standard Time. */
    received: 'Received (IST)',
    open: 'Open',
    /** The views of the list: not archived, archived, all. */
    showLabel: 'Show registrations',
    show: { current: 'Current', archived: 'Archived', all: 'All' },
    /** A row's marks, in words beside its name. */
    marks: { isNew: 'New', blank: 'Blank', archived: 'Archived', workshop: 'Came to {title}' },
    marksNote:
      'New: not opened by an admin yet. Blank: nothing was filled in (every field of the form is optional). Archive a registration to hide it from this list: it stays with the registration service, under Archived.',
    archive: 'Archive',
    restore: 'Restore',
    archived: 'The registration is archived: it is listed under Archived.',
    restored: 'The registration is back in the list.',
    marksUnavailable:
      "The website's database is not answering, so archived registrations are listed with the others and none is marked new. Please try again later.",
    /** `{shown}` of `{total}`, in the plural form of `{total}`. */
    count: {
      one: 'Showing {shown} of {total} registration.',
      other: 'Showing {shown} of {total} registrations.',
    },
    none: 'No registration matches.',
    empty: 'No registrations yet.',
    emptyArchived: 'No registration is archived.',
    /** `{n}`: rows of the backend's answer that could not be read, in plural forms. */
    unreadable: {
      one: '{n} row of the answer could not be read and is not shown. Please tell the backend team.',
      other: '{n} rows of the answer could not be read and are not shown. Please tell the backend team.',
    },
    badDate: 'A date was not understood and is ignored: write it as YYYY-MM-DD.',
  },
  record: {
    back: 'All registrations',
    /** When the centre has no name: `{id}`. */
    untitled: 'Registration {id}',
    /** When the centre has no name and the backend gave it no number. */
    unnumbered: 'Registration without a number',
    /** On the page of a registration the backend gave no number (id). */
    noNumber:
      'The backend gave this registration no number, so it cannot be corrected here. Its details are shown as the backend sent them.',
    detailsHeading: 'Details',
    document: 'Document',
    workshops: 'Workshops attended (by mobile number or e-mail)',
    noDocument: 'No document',
    documentUnavailable: 'The document could not be fetched from the registration service. Please try again later.',
    editHeading: 'Correct the details',
    editIntro: 'The same rules as the registration form apply: every field is optional.',
    save: 'Save changes',
    saving: 'Saving…',
    saved: 'The changes are saved.',
    invalid: 'Some fields are not valid. Nothing was saved.',
    notFound: 'There is no registration with this number. It may have been removed.',
    refused: 'The registration service did not take the changes. Please try again later.',
    blank:
      'Nothing was filled in this registration. Every field of the form is optional, so an empty form is still a registration: archive it to hide it from the list.',
    archiveHeading: 'Archive',
    archiveIntro:
      'Archiving hides a registration from the list (a blank or test one, say). Nothing is deleted: it stays with the registration service, and it can be restored to the list at any time.',
    archiveButton: 'Archive this registration',
    /** `{time}`: when it was archived (IST). */
    archivedOn: 'Archived on {time} (IST): it is listed only under Archived.',
    restoreButton: 'Restore to the list',
    archived: 'The registration is archived.',
    restored: 'The registration is back in the list.',
    archiveUnavailable:
      "The registration could not be archived or restored: the website's database is not answering. Please try again later.",
    marksUnavailable:
      "Whether this registration is archived cannot be read right now: the website's database is not answering.",
  },
  nav: {
    label: 'Admin area',
    registrations: 'Registrations',
    messages: 'Messages',
    subscribers: 'Subscribers',
    newsletter: 'Newsletter',
    centres: 'Centres',
    enquiries: 'Enquiries',
    workshops: 'Workshops',
    /** Beside Messages: how many are new, `{n}`, in plural forms. */
    newCount: {
      one: '{n} new',
      other: '{n} new',
    },
  },
  messages: {
    title: 'Messages',
    description: 'Messages sent through the Contact form.',
    heading: 'Messages',
    intro:
      'Messages sent through the Contact form, newest first. Open one to read it, answer it by e-mail, mark it handled or delete it.',
    filterLabel: 'Show messages',
    show: { new: 'New', handled: 'Handled', all: 'All' },
    caption: 'Messages, newest first',
    /** Times are India Standard Time. */
    received: 'Received (IST)',
    name: 'Name',
    email: 'E-mail',
    languageColumn: 'Language',
    firstLine: 'Message',
    state: 'State',
    isNew: 'New',
    isHandled: 'Handled',
    open: 'Open',
    /** The language of the page a message was sent from. */
    languages: { en: 'English', mr: 'Marathi' } as Record<string, string>,
    /** `{n}` messages listed, in plural forms. */
    count: {
      one: '{n} message.',
      other: '{n} messages.',
    },
    /** When more are stored than the list shows: `{n}`, the most it shows. */
    capped: 'Only the newest {n} are shown.',
    empty: { new: 'No new messages.', handled: 'No handled messages.', all: 'No messages yet.' },
    deleted: 'The message is deleted.',
    unavailable:
      "The messages cannot be read right now: the website's database is not answering. Please try again later.",
  },
  message: {
    back: 'All messages',
    /** The page's title: `{name}`. */
    title: 'Message from {name}',
    detailsHeading: 'From',
    messageHeading: 'Message',
    reply: 'Reply by e-mail',
    /** The subject of the reply: `{site}`, the site's name. In the message's language (src/features/contact/reply-subject.server.ts). */
    replySubject: 'Re: your message to {site}',
    isNew: 'New: not handled yet.',
    /** `{time}`: when it was marked handled (IST). */
    isHandled: 'Handled on {time} (IST).',
    markHandled: 'Mark handled',
    markNew: 'Mark as new again',
    markedHandled: 'The message is marked handled.',
    markedNew: 'The message is marked new again.',
    deleteOpen: 'Delete this message…',
    deleteWarning: 'Deleting removes the message for good. It cannot be brought back.',
    deleteConfirm: 'Delete for good',
    notFound: 'There is no such message. It may have been deleted.',
    unavailable:
      "The message cannot be read or changed right now: the website's database is not answering. Please try again later.",
  },
  subscribers: {
    title: 'Newsletter subscribers',
    description: 'Addresses signed up for the newsletter.',
    heading: 'Newsletter subscribers',
    intro:
      'Addresses signed up with the newsletter box, newest first. Those waiting for confirmation are deleted after 7 days. Delete an address when its owner asks to be forgotten.',
    filterLabel: 'Show subscribers',
    show: { all: 'All', confirmed: 'Confirmed', pending: 'Waiting for confirmation' },
    caption: 'Newsletter subscribers, newest first',
    email: 'E-mail',
    languageColumn: 'Language',
    /** Times are India Standard Time. */
    consented: 'Signed up (IST)',
    state: 'State',
    isConfirmed: 'Confirmed',
    isPending: 'Waiting for confirmation',
    /** The words shown beside the box when the address was signed up. */
    consent: 'Words agreed to',
    languages: { en: 'English', mr: 'Marathi' } as Record<string, string>,
    /** `{n}` subscribers listed, in plural forms. */
    count: {
      one: '{n} address.',
      other: '{n} addresses.',
    },
    /** When more are stored than the list shows: `{n}`, the most it shows. */
    capped: 'Only the newest {n} are shown; the CSV file has them all.',
    empty: {
      all: 'No subscribers yet.',
      confirmed: 'No confirmed subscribers.',
      pending: 'No address is waiting for confirmation.',
    },
    download: 'Download as CSV (Excel)',
    /** The delete disclosure of a row: `{email}`. */
    deleteOpen: 'Delete {email}…',
    deleteWarning: 'Deleting removes the address and its consent for good. It cannot be brought back.',
    deleteConfirm: 'Delete for good',
    deleted: 'The address is deleted.',
    notFound: 'There is no such subscriber. The address may have been deleted already.',
    unavailable:
      "The subscribers cannot be read or changed right now: the website's database is not answering. Please try again later.",
    /** The CSV's column headers beyond the list's: times in UTC. */
    csvConsentedAt: 'Signed up (UTC)',
    csvConfirmedAt: 'Confirmed (UTC)',
  },
  session: {
    signedIn: 'You are signed in as an admin.',
    /** The link of the bar a signed-in admin sees on the registration page (/profile), where a login lands. */
    toArea: 'Open the admin area',
    logout: 'Log out',
  },
  backend: {
    down: 'The registration service is not reachable right now, so the registrations cannot be shown. Please try again later.',
    slow: 'The registration service took too long to answer. Please try again later.',
    failed: 'The registration service answered with an error. Please try again later.',
  },
  csv: {
    fileName: 'registrations',
    subscribersFileName: 'newsletter-subscribers',
  },
} as const;
