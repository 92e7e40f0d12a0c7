/**
 * The enquiries' mails (issue 54, decision 098), sent by the outbox (server/mail/outbox.ts) from
 * the rows written with what they are about: to the office, to the owner (with the links
 * "I have replied" and "I cannot take this"), to the visitor, the owner's reminder, the owner's
 * mail when their centre is published (with the unlist link), the office's when an owner
 * unlisted it, and the owner's monthly summary. Plain text, in the reader's language: the
 * owner's is Marathi unless they asked for English. Each link's token is made when its mail is
 * sent, and only its hash stored, so it is nowhere but in the mail.
 */
import type { Kysely } from 'kysely';
import type { Transporter } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { Mailbox } from '../../../server/config.ts';
import { literalHeaderText } from '../../../server/mail/header-text.ts';
import type { Delivery } from '../../../server/mail/outbox.ts';
import type { EnquiryRow, StoreTables } from '../../../server/store/schema.ts';
import { enquiries as wordsEn } from '../../content/enquiries.ts';
import { enquiries as wordsMr } from '../../content/mr/enquiries.ts';
import { fillTemplate } from '../../content/fill-template.ts';
import { site as siteEn } from '../../content/site.ts';
import { site as siteMr } from '../../content/mr/site.ts';
import { pathIn, type Language } from '../../languages.ts';
import { directoryPaths } from '../directory/contract.ts';
import { enquiryMailKinds, enquiryPaths, tokenQuery, type OwnerAction } from './contract.ts';
import { indiaMonthRange, makeOwnerToken } from './enquiries.server.ts';

const words = { en: { copy: wordsEn, site: siteEn }, mr: { copy: wordsMr, site: siteMr } };
const languageOf = (value: string | undefined): Language => (value === 'en' ? 'en' : 'mr');

export interface EnquiryMailContext {
  db: Kysely<StoreTables>;
  transport: Pick<Transporter, 'sendMail'>;
  from: Mailbox;
  /** The office's address (the operator's `contact.email`). */
  office: string;
  /** SITE_URL: the links' origin. */
  siteUrl: URL;
  now?: () => Date;
}

interface CentreFacts {
  id: string;
  slug: string;
  status: string;
  name: { en: string; mr: string };
  email: string;
  /** The consent in force: whether enquiries are mailed to the owner, and the owner's language. */
  enquiryMail: boolean;
  ownerLanguage: Language;
  summaryOff: boolean;
}

async function centreFacts(db: Kysely<StoreTables>, id: string): Promise<CentreFacts | undefined> {
  const row = await db.selectFrom('centres').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const consent = await db
    .selectFrom('centre_consents')
    .select(['enquiry_mail', 'owner_language'])
    .where('centre_id', '=', id)
    .orderBy('recorded_at', 'desc')
    .executeTakeFirst();
  const profile = JSON.parse(row.profile) as { name: { en: string; mr: string }; contact: { email: string } };
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    name: profile.name,
    email: profile.contact.email,
    enquiryMail: consent?.enquiry_mail === 1,
    ownerLanguage: languageOf(consent?.owner_language),
    summaryOff: row.summary_off_at !== null,
  };
}

const nameIn = (centre: CentreFacts, language: Language) => centre.name[language] || centre.name.en;
const domainOf = (from: Mailbox) => from.address.split('@').pop();
const fromOf = (from: Mailbox) => ({ name: from.name ?? '', address: from.address });

/** A day (YYYY-MM-DD) as the reader writes it: `12 December 2026`, `१२ डिसेंबर, २०२६`. */
const dayIn = (day: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'mr' ? 'mr-IN' : 'en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
const timeIn = (at: string, language: Language) =>
  `${new Intl.DateTimeFormat(language === 'mr' ? 'mr-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    dateStyle: 'long',
    timeStyle: 'short',
  }).format(new Date(at))} IST`;

/** The enquiry's facts, one a line, in `language`; the visitor's contact only for the office and the owner. */
function enquiryLines(row: EnquiryRow, centre: CentreFacts, language: Language, withContact: boolean): string[] {
  const { copy } = words[language];
  const field = copy.mail.fields;
  const form = copy.form;
  const dates = row.flexible
    ? field.flexible
    : row.date_to && row.date_to !== row.date_from
      ? `${dayIn(row.date_from, language)} – ${dayIn(row.date_to, language)}`
      : dayIn(row.date_from, language);
  const lines = [
    `${field.reference}: ${row.reference}`,
    `${field.centre}: ${nameIn(centre, language)}`,
    `${field.name}: ${row.name}`,
    ...(withContact && row.email ? [`${field.email}: ${row.email}`] : []),
    ...(withContact && row.phone ? [`${field.phone}: ${row.phone}`] : []),
    `${field.dates}: ${dates}`,
    `${field.visit}: ${form.visits[row.visit as keyof typeof form.visits] ?? row.visit}`,
    `${field.party}: ${fillTemplate(field.partyText, { adults: row.adults, children: row.children })}`,
    `${field.group}: ${form.groups[row.group_type as keyof typeof form.groups] ?? row.group_type}`,
    `${field.replyLanguage}: ${form.languages[row.reply_language as keyof typeof form.languages] ?? row.reply_language}`,
    `${field.received}: ${timeIn(row.received_at, language)}`,
  ];
  return row.message ? [...lines, '', `${field.message}:`, row.message] : lines;
}

/** The visitor as the answer's address, when they gave one (nodemailer encodes the name: no value adds a header). */
const replyToVisitor = (row: EnquiryRow) =>
  row.email ? { replyTo: { name: literalHeaderText(row.name), address: row.email } } : {};

/**
 * The outbox's deliveries of the enquiries' mails. Each reads what its row names when it is
 * sent: an enquiry deleted meanwhile, a centre gone, an owner who withdrew their consent or has
 * no address, an enquiry answered before its reminder, is not mailed (the row is done, with a note).
 */
export function enquiryDeliveries(context: EnquiryMailContext): Record<string, Delivery> {
  const { db, transport, from, office, siteUrl, now = () => new Date() } = context;
  const link = (language: Language, path: string) => `${siteUrl.origin}${pathIn(language, path)}`;
  const tokenLink = (language: Language, token: string) =>
    `${link(language, enquiryPaths.owner)}?${tokenQuery}=${encodeURIComponent(token)}`;
  const ownerLinks = async (row: EnquiryRow, language: Language) => {
    const at = now();
    const token = (action: OwnerAction) => makeOwnerToken(db, action, row.centre_id, row.id, at);
    return {
      replied: tokenLink(language, await token('replied')),
      declined: tokenLink(language, await token('declined')),
    };
  };
  const enquiry = async (ref: string) => {
    const row = await db.selectFrom('enquiries').selectAll().where('id', '=', ref).executeTakeFirst();
    const centre = row && (await centreFacts(db, row.centre_id));
    return row && centre ? { row, centre } : undefined;
  };

  /** The owner's mail, first or the reminder: the enquiry in their language, answerable to the visitor, with their two links. */
  const ownerMail = async (row: EnquiryRow, centre: CentreFacts, reminder: boolean): Promise<Mail.Options> => {
    const language = centre.ownerLanguage;
    const { copy, site } = words[language];
    const fill = (text: string) =>
      fillTemplate(text, { reference: row.reference, centre: nameIn(centre, language), site: site.name });
    const links = await ownerLinks(row, language);
    const mail = copy.mail.owner;
    return {
      from: fromOf(from),
      to: centre.email,
      ...replyToVisitor(row),
      subject: literalHeaderText(fill(reminder ? copy.mail.reminder.subject : mail.subject)),
      messageId: `<enquiry-${row.id}-${reminder ? 'reminder' : 'owner'}@${domainOf(from)}>`,
      headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': language },
      text: [
        fill(reminder ? copy.mail.reminder.intro : mail.intro),
        '',
        ...enquiryLines(row, centre, language, true),
        '',
        fill(mail.answer),
        '',
        fill(mail.replied),
        links.replied,
        '',
        fill(mail.declined),
        links.declined,
        '',
        fill(mail.signature),
        '',
      ].join('\n'),
    };
  };

  return {
    [enquiryMailKinds.office]: async (ref) => {
      const found = await enquiry(ref);
      if (!found) return 'the enquiry is no longer stored; not mailed';
      const { row, centre } = found;
      const { copy, site } = words.en;
      const fill = (text: string) =>
        fillTemplate(text, { reference: row.reference, centre: nameIn(centre, 'en'), site: site.name });
      const mailed = centre.enquiryMail && centre.email !== '';
      await transport.sendMail({
        from: fromOf(from),
        to: office,
        ...replyToVisitor(row),
        subject: literalHeaderText(fill(copy.mail.office.subject)),
        messageId: `<enquiry-${row.id}-office@${domainOf(from)}>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
        text: [
          fill(copy.mail.office.intro),
          fill(mailed ? copy.mail.office.ownerMailed : copy.mail.office.ownerNotMailed),
          '',
          ...enquiryLines(row, centre, 'en', true),
          '',
          copy.mail.office.trail,
          `${link('en', enquiryPaths.admin)}?centre=${encodeURIComponent(centre.id)}`,
          '',
        ].join('\n'),
      });
      return undefined;
    },

    [enquiryMailKinds.owner]: async (ref) => {
      const found = await enquiry(ref);
      if (!found) return 'the enquiry is no longer stored; not mailed';
      const { row, centre } = found;
      if (!centre.enquiryMail || !centre.email) return 'the owner does not take enquiries by e-mail now; not mailed';
      await transport.sendMail(await ownerMail(row, centre, false));
      const at = now().toISOString();
      await db
        .updateTable('enquiries')
        .set({ status: 'sent', status_at: at, owner_mailed_at: at })
        .where('id', '=', row.id)
        .where('status', '=', 'new')
        .execute();
      return undefined;
    },

    [enquiryMailKinds.reminder]: async (ref) => {
      const found = await enquiry(ref);
      if (!found) return 'the enquiry is no longer stored; not mailed';
      const { row, centre } = found;
      if (row.status !== 'sent') return 'the enquiry was answered meanwhile; not mailed';
      if (!centre.enquiryMail || !centre.email) return 'the owner does not take enquiries by e-mail now; not mailed';
      await transport.sendMail(await ownerMail(row, centre, true));
      return undefined;
    },

    [enquiryMailKinds.visitor]: async (ref) => {
      const found = await enquiry(ref);
      if (!found) return 'the enquiry is no longer stored; not mailed';
      const { row, centre } = found;
      if (!row.email) return 'the visitor gave no e-mail address; not mailed';
      const language = languageOf(row.language);
      const { copy, site } = words[language];
      const fill = (text: string) =>
        fillTemplate(text, { reference: row.reference, centre: nameIn(centre, language), site: site.name, office });
      await transport.sendMail({
        from: fromOf(from),
        to: row.email,
        replyTo: office,
        subject: literalHeaderText(fill(copy.mail.visitor.subject)),
        messageId: `<enquiry-${row.id}-visitor@${domainOf(from)}>`,
        headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': language },
        text: [
          fill(copy.mail.visitor.intro),
          '',
          ...enquiryLines(row, centre, language, false),
          '',
          fill(copy.mail.visitor.next),
          '',
          link(language, directoryPaths.centre(centre.slug)),
          '',
          fill(copy.mail.visitor.signature),
          '',
        ].join('\n'),
      });
      return undefined;
    },

    [enquiryMailKinds.published]: async (ref) => {
      const centre = await centreFacts(db, ref);
      if (!centre) return 'the centre is no longer stored; not mailed';
      if (centre.status !== 'published') return 'the centre is not published now; not mailed';
      if (!centre.email) return 'the centre has no e-mail address; not mailed';
      const token = await makeOwnerToken(db, 'unlist', centre.id, null, now());
      // In Marathi and English, the owner's language first.
      const order: Language[] = centre.ownerLanguage === 'en' ? ['en', 'mr'] : ['mr', 'en'];
      const part = (language: Language) => {
        const { copy, site } = words[language];
        const fill = (text: string) => fillTemplate(text, { centre: nameIn(centre, language), site: site.name });
        return [
          fill(copy.mail.published.intro),
          link(language, directoryPaths.centre(centre.slug)),
          '',
          fill(copy.mail.published.unlist),
          tokenLink(language, token),
          '',
          fill(copy.mail.published.signature),
        ];
      };
      const [first, second] = order as [Language, Language];
      const subject = (language: Language) =>
        fillTemplate(words[language].copy.mail.published.subject, {
          centre: nameIn(centre, language),
          site: words[language].site.name,
        });
      await transport.sendMail({
        from: fromOf(from),
        to: centre.email,
        replyTo: office,
        subject: literalHeaderText(`${subject(first)} / ${subject(second)}`),
        messageId: `<centre-${centre.id}-published@${domainOf(from)}>`,
        headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': `${first}, ${second}` },
        text: [...part(first), '', '—', '', ...part(second), ''].join('\n'),
      });
      return undefined;
    },

    [enquiryMailKinds.unlisted]: async (ref) => {
      const centre = await centreFacts(db, ref);
      if (!centre) return 'the centre is no longer stored; not mailed';
      const { copy, site } = words.en;
      const fill = (text: string) => fillTemplate(text, { centre: nameIn(centre, 'en'), site: site.name });
      await transport.sendMail({
        from: fromOf(from),
        to: office,
        subject: literalHeaderText(fill(copy.mail.unlisted.subject)),
        messageId: `<centre-${centre.id}-unlisted-${Date.now()}@${domainOf(from)}>`,
        headers: { 'Auto-Submitted': 'auto-generated' },
        text: [fill(copy.mail.unlisted.text), link('en', `/admin/centres/${centre.id}`), ''].join('\n'),
      });
      return undefined;
    },

    [enquiryMailKinds.summary]: async (ref) => {
      const [centreId = '', month = ''] = ref.split(':');
      const centre = await centreFacts(db, centreId);
      if (!centre) return 'the centre is no longer stored; not mailed';
      if (centre.summaryOff) return 'the owner stopped the summary; not mailed';
      if (!centre.enquiryMail || !centre.email) return 'the owner does not take enquiries by e-mail now; not mailed';
      const [start, end] = indiaMonthRange(month);
      const rows = await db
        .selectFrom('enquiries')
        .select(['status'])
        .where('centre_id', '=', centre.id)
        .where('received_at', '>=', start)
        .where('received_at', '<', end)
        .execute();
      const answered = rows.filter((row) => ['replied', 'visited', 'not-taken'].includes(row.status)).length;
      const language = centre.ownerLanguage;
      const { copy, site } = words[language];
      const monthName = new Intl.DateTimeFormat(language === 'mr' ? 'mr-IN' : 'en-IN', {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(`${month}-15T00:00:00Z`));
      const fill = (text: string) =>
        fillTemplate(text, {
          centre: nameIn(centre, language),
          site: site.name,
          month: monthName,
          count: rows.length,
          answered,
        });
      const token = await makeOwnerToken(db, 'no-summary', centre.id, null, now());
      const stop = tokenLink(language, token);
      await transport.sendMail({
        from: fromOf(from),
        to: centre.email,
        replyTo: office,
        subject: literalHeaderText(fill(copy.mail.summary.subject)),
        messageId: `<centre-${centre.id}-summary-${month}@${domainOf(from)}>`,
        headers: { 'Auto-Submitted': 'auto-generated', 'Content-Language': language },
        text: [
          fill(rows.length > 0 ? copy.mail.summary.intro : copy.mail.summary.none),
          '',
          link(language, directoryPaths.centre(centre.slug)),
          '',
          fill(copy.mail.summary.stop),
          stop,
          '',
          fill(copy.mail.summary.signature),
          '',
        ].join('\n'),
      });
      return undefined;
    },
  };
}
