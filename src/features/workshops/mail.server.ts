/**
 * The workshops' mails (issue 56, decision 100), sent by the outbox from the rows written with
 * what they are about, in the language of the page the person signed up on: a seat (with the
 * event's .ics attached) or a waitlist place; a seat freed for one waiting; the reminders two
 * days before and on the morning; a change of time or place, a postponement or a cancellation
 * (the .ics again, its SEQUENCE raised); after the event, to one who came, the invitation to
 * register their centre. Each mail to a person with a place carries a fresh cancel link (its
 * token's hash replaces the one before). A sign-up cancelled meanwhile is not mailed.
 */
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Mailbox } from '../../../server/config.ts';
import type { Delivery } from '../../../server/mail/outbox.ts';
import type { StoreTables } from '../../../server/store/schema.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { site as siteEn } from '../../content/site.ts';
import { site as siteMr } from '../../content/mr/site.ts';
import { workshops as wordsEn } from '../../content/workshops.ts';
import { workshops as wordsMr } from '../../content/mr/workshops.ts';
import { languages, pathIn, type Language } from '../../languages.ts';
import { workshopMailKinds, workshopPaths } from './contract.ts';
import { workshopsIcs } from './ics.server.ts';
import { dateIn, whenIn } from './when.ts';
import { loadWorkshops, newCancelToken } from './workshops.server.ts';
import { sitePaths } from '../../site-paths.ts';

const words = { en: { copy: wordsEn, site: siteEn }, mr: { copy: wordsMr, site: siteMr } };
const languageOf = (value: string): Language => (value === 'mr' ? 'mr' : 'en');

export function workshopDeliveries({
  db,
  transport,
  from,
  siteUrl,
  now = () => new Date(),
}: {
  db: Kysely<StoreTables>;
  transport: Pick<Transporter, 'sendMail'>;
  from: Mailbox;
  siteUrl: URL;
  now?: () => Date;
}): Record<string, Delivery> {
  const origin = siteUrl.origin;
  const domain = from.address.split('@').pop();

  /** The sign-up and its event (as the public pages have it, and its online link); undefined when gone. */
  async function load(id: string) {
    const signup = await db.selectFrom('workshop_signups').selectAll().where('id', '=', id).executeTakeFirst();
    if (!signup) return undefined;
    const row = await db.selectFrom('workshops').selectAll().where('id', '=', signup.workshop_id).executeTakeFirst();
    if (!row) return undefined;
    const event = (await loadWorkshops(db)).find((one) => one.slug === row.slug);
    return event && { signup, event, onlineUrl: row.online_url };
  }

  type Kind =
    'seat' | 'waitlist' | 'movedUp' | 'reminderBefore' | 'reminderDay' | 'postponed' | 'cancelled' | 'moved' | 'invite';

  async function send(id: string, kind: Kind, tag: string) {
    const found = await load(id);
    if (!found) return 'the sign-up or its event is no longer stored; not mailed';
    const { signup, event, onlineUrl } = found;
    if (!signup.email) return 'no e-mail address; not mailed';
    if (signup.status === 'cancelled') return 'the sign-up was cancelled; not mailed';
    const language = languageOf(signup.language);
    const { copy, site } = words[language];
    const mail = copy.mail;
    const title = event.title[language] || event.title.en;
    const fill = (text: string) =>
      fillTemplate(text, { title, date: dateIn(event.startsAt, languages[language].tag), site: site.name });
    const page = `${origin}${pathIn(language, workshopPaths.event(event.slug))}`;
    const place =
      event.place.kind === 'online'
        ? signup.status === 'confirmed'
          ? onlineUrl
          : copy.event.online
        : [
            event.place.centre ? event.place.centre.name[language] || event.place.centre.name.en : '',
            event.place.address,
          ]
            .filter(Boolean)
            .join(', ');
    const withCancel = kind !== 'invite' && kind !== 'cancelled';
    const cancel = withCancel
      ? `${origin}${pathIn(language, workshopPaths.cancel)}?token=${encodeURIComponent(await newCancelToken(db, signup.id))}`
      : '';
    const withCalendar = signup.status === 'confirmed' && kind !== 'invite' && kind !== 'waitlist';
    const ics = withCalendar
      ? workshopsIcs([event], {
          origin,
          language,
          name: title,
          now: now(),
          extra: { onlineUrl: onlineUrl || undefined },
        })
      : undefined;
    const intro =
      kind === 'invite'
        ? `${fill(mail.invite.intro)}\n${origin}${pathIn(language, sitePaths.registration)}`
        : fill(mail[kind].intro);
    await transport.sendMail({
      from: { name: from.name ?? '', address: from.address },
      to: signup.email,
      subject: fill(mail[kind].subject),
      messageId: `<workshop-${signup.id}-${tag}@${domain}>`,
      headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': language },
      text: [
        intro,
        '',
        `${mail.details.when}: ${whenIn(event, languages[language].tag)} IST`,
        `${mail.details.where}: ${place}`,
        `${mail.details.people}: ${signup.people}`,
        `${mail.details.page}: ${page}`,
        '',
        ...(ics ? [mail.calendar, ''] : []),
        ...(cancel ? [mail.cancel, cancel, ''] : []),
        fill(mail.signature),
        '',
      ].join('\n'),
      ...(ics && {
        icalEvent: { method: 'PUBLISH', filename: `${event.slug}.ics`, content: ics },
      }),
    });
    return undefined;
  }

  return {
    [workshopMailKinds.signedUp]: async (ref) => {
      const found = await db.selectFrom('workshop_signups').select('status').where('id', '=', ref).executeTakeFirst();
      return send(ref, found?.status === 'waitlist' ? 'waitlist' : 'seat', 'signed-up');
    },
    [workshopMailKinds.movedUp]: (ref) => send(ref, 'movedUp', 'moved-up'),
    [workshopMailKinds.reminder]: async (ref) => {
      const [id = '', which = ''] = ref.split(':');
      return send(id, which === 'day' ? 'reminderDay' : 'reminderBefore', `reminder-${which}`);
    },
    [workshopMailKinds.changed]: async (ref) => {
      const [id = '', sequence = ''] = ref.split(':');
      const found = await load(id);
      if (!found) return 'the sign-up or its event is no longer stored; not mailed';
      const kind =
        found.event.status === 'cancelled' ? 'cancelled' : found.event.status === 'postponed' ? 'postponed' : 'moved';
      return send(id, kind, `changed-${sequence}`);
    },
    [workshopMailKinds.invite]: (ref) => send(ref, 'invite', 'invite'),
  };
}
