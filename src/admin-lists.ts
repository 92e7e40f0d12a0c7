/**
 * What the admin area's lists share, whichever feature's rows they show (the Contact inbox, the
 * newsletter's subscribers, the registrations): how many a list shows at most, a filter's
 * query, a store row's id in the address, and times in India Standard Time. A module of its
 * own so that each feature's admin routes read it without reaching into another feature
 * (decision 106). No React.
 */

/** The most a list shows at once, newest first (the store applies it): a page stays small however many wait. */
export const inboxCap = 500;

/** The query of a list's filter (messages, subscribers): none for all. */
export const showQuery = (show: string) => (show === 'all' ? '' : `?show=${show}`);

/** A message's id in the address: the store's random UUID, nothing else reaches the store. */
export const isMessageId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id);

const kolkata = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as `YYYY-MM-DD HH:MM` in Asia/Kolkata, in Latin digits in every language (decision 068). */
export function indiaTime(iso: string): string {
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return iso;
  const part = Object.fromEntries(kolkata.formatToParts(time).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}
