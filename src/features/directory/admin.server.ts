/**
 * The directory's admin loaders and actions (issue 53, decision 095): the centres listed with the
 * registrations that have none yet, a centre made from a registration in one step, every field
 * edited, the owner's consent recorded, publishing and unlisting. For a signed-in admin only (the
 * session of src/admin-gate.server.ts); the store is the site's (SiteServices.store). Redirects are
 * written without the language prefix: the router's basename adds it.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { signedIn, type SignedInAdmin } from '../../admin-gate.server.ts';
import { siteOf } from '../../site.server.ts';
import type { Language } from '../../languages.ts';
import { altText } from '../../media/photo-alt.ts';
import { adminThumbnail } from '../../media/photo.ts';
import { isPhotoForm, readPhotoForm } from '../../media/photo-upload.server.ts';
import { plainText } from '../../plain-text.ts';
import type { AdminCentreData, AdminCentresData, FormValues, RegistrationToAdd } from './admin-data.ts';
import {
  createCentre,
  directoryData,
  listCentres,
  oneCentre,
  recordConsent,
  setStatus,
  updateCentre,
  type AdminCentre,
  type Consent,
  type DirectoryStore,
} from './centres.server.ts';
import {
  channels,
  consentMethods,
  directoryPaths,
  listingConsent,
  type Channel,
  type ConsentMethod,
} from './contract.ts';
import { addPhoto, movePhoto, removePhoto } from './photos.server.ts';
import { profileFields, profileInput, readProfile, type ProfileInput } from './profile.server.ts';
import { districtName } from './shown.ts';

type Context = LoaderFunctionArgs['context'];

/** The store as the directory writes it; a site without one fails as a store that does not answer. */
function directoryOf(context: Context): DirectoryStore {
  const { store, versions, outbox } = siteOf(context).services;
  if (!store || !versions) throw new Error('The site has no store');
  return { store, changed: () => versions.changed(directoryData), mailed: outbox !== undefined };
}

async function newMessagesOf(admin: SignedInAdmin) {
  return admin.inbox.countNew().catch(() => undefined);
}

const isId = (id: string | undefined): id is string => /^[0-9a-f-]{36}$/.test(id ?? '');

/** /admin/centres: every centre, and the backend's registrations that have none yet. */
export async function centresLoader({ request, context }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const page: AdminCentresData = {
    csrf: admin.csrfToken,
    newMessages: await newMessagesOf(admin),
    centres: [],
    registrations: [],
  };
  let made = new Set<string>();
  let asked = new Set<string>();
  try {
    const { store } = directoryOf(context);
    const [centres, consents] = await Promise.all([
      listCentres(store.db),
      store.db.selectFrom('registration_consents').select(['registration_number', 'consented']).execute(),
    ]);
    page.centres = centres.map((centre) => ({
      id: centre.id,
      slug: centre.slug,
      name: centre.name.en,
      district: districtName(centre.district),
      status: centre.status,
      consented: centre.consented,
      updated: centre.updatedAt.slice(0, 10),
    }));
    made = new Set(centres.flatMap((centre) => centre.registrationNumber ?? []));
    asked = new Set(consents.filter((row) => row.consented === 1).map((row) => row.registration_number));
  } catch {
    page.unavailable = true;
  }
  const answer = await admin.list();
  if (answer.ok)
    page.registrations = answer.value.records
      .filter((record) => !record.registration_number || !made.has(record.registration_number))
      .map((record): RegistrationToAdd => ({
        ref: record.ref,
        name: record.name,
        centre: record.agro_tour_name,
        registrationNumber: record.registration_number,
        asked: asked.has(record.registration_number),
      }));
  else page.backend = true;
  return data(page, { status: page.unavailable ? 503 : 200 });
}

/** A form's values, each field once (a list for the checkbox groups). */
function valuesOf(form: FormData, names: readonly string[]): FormValues {
  return Object.fromEntries(
    names.map((name) => {
      const all = form.getAll(name).filter((value): value is string => typeof value === 'string');
      return [name, all.length > 1 || listFields.has(name) ? all : (all[0] ?? '')];
    }),
  );
}
const listFields = new Set([
  'offers',
  'activities',
  'food',
  'open_months',
  'best_months',
  'languages',
  'consent_channels',
]);

const consentFields = [
  'consent_given_by',
  'consent_given_at',
  'consent_method',
  'consent_channels',
  'consent_wording',
  'consent_enquiry_mail',
  'consent_owner_language',
];

/** A language the owner's mails may be written in (Marathi when the form names none). */
const isOwnerLanguage = (value: string): value is Language => value === 'mr' || value === 'en';

/** A consent from its form, or the field that is wrong. */
function readConsent(values: FormValues): { consent?: Omit<Consent, 'recordedAt'>; problems: Record<string, string> } {
  const one = (name: string) => plainText(String(values[name] ?? '')).trim();
  const problems: Record<string, string> = {};
  const givenBy = one('consent_given_by').slice(0, 120);
  const givenAt = one('consent_given_at');
  const method = one('consent_method');
  const wording = one('consent_wording').slice(0, 500) || listingConsent.en;
  const given = ([] as string[]).concat(values['consent_channels'] ?? []);
  // A box the page did not show (any other value) is no agreement; the mails go only to the profile's e-mail address.
  const enquiryMail = one('consent_enquiry_mail') === 'on';
  const ownerLanguage = one('consent_owner_language') || 'mr';
  if (!givenBy) problems['consent_given_by'] = 'required';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(givenAt) || Number.isNaN(Date.parse(givenAt))) problems['consent_given_at'] = 'date';
  if (!(consentMethods as readonly string[]).includes(method)) problems['consent_method'] = 'unknown';
  if (given.some((channel) => !(channels as readonly string[]).includes(channel)))
    problems['consent_channels'] = 'unknown';
  if (!isOwnerLanguage(ownerLanguage)) problems['consent_owner_language'] = 'unknown';
  if (Object.keys(problems).length || !isOwnerLanguage(ownerLanguage)) return { problems };
  return {
    consent: {
      givenBy,
      givenAt,
      method: method as ConsentMethod,
      channels: channels.filter((channel) => given.includes(channel)) as Channel[],
      wording,
      enquiryMail,
      ownerLanguage,
    },
    problems,
  };
}

/** A centre's page with nothing filled in: a new centre's form, or the frame of a page the store could not fill. */
const blankPage = (admin: SignedInAdmin, newMessages: number | undefined): AdminCentreData => ({
  csrf: admin.csrfToken,
  newMessages,
  values: {},
  problems: {},
  consentValues: {},
  photos: [],
});

/** The page saying the store does not answer: nothing was saved (503). */
const unavailable = (admin: SignedInAdmin, newMessages: number | undefined, id?: string) =>
  data({ ...blankPage(admin, newMessages), ...(id && { id }), outcome: 'unavailable' as const }, { status: 503 });

/** The store's answer to `work`, or undefined when it does not answer (the page then says so, 503). */
const stored = <T>(work: () => Promise<T>) =>
  work().then(
    (value) => ({ value }),
    () => undefined,
  );

/** The page of one centre, from the store, with what the last action did. */
function centrePage(admin: SignedInAdmin, newMessages: number | undefined, centre: AdminCentre): AdminCentreData {
  return {
    csrf: admin.csrfToken,
    newMessages,
    id: centre.id,
    slug: centre.slug,
    status: centre.status,
    name: centre.profile.name.en,
    values: profileInput(centre.profile),
    problems: {},
    ...(centre.consent && { consent: centre.consent }),
    consentValues: {},
    photos: centre.photos.map((photo) => ({
      id: photo.id,
      src: adminThumbnail(photo.hash),
      alt: photo.altEn,
    })),
  };
}

const outcomes = new Set([
  'created',
  'saved',
  'published',
  'unlisted',
  'drafted',
  'recorded',
  'added',
  'removed',
  'moved',
]);

/** /admin/centres/new (`?from=<registration>`: filled in from it). */
export async function newCentreLoader({ request, context }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  const page = blankPage(admin, await newMessagesOf(admin));
  const from = new URL(request.url).searchParams.get('from');
  if (!from) return page;
  const answer = await admin.list();
  const record = answer.ok ? answer.value.records.find((one) => one.ref === from) : undefined;
  if (!record) return page;
  const [firstLine = ''] = record.address.split('\n');
  page.from = record.name || record.agro_tour_name;
  // A name written in Devanagari is the Marathi name; the English one is then the office's to write.
  const marathi = /[\u0900-\u097F]/.test(record.agro_tour_name);
  page.values = {
    [marathi ? 'name_mr' : 'name_en']: record.agro_tour_name,
    village: firstLine.trim().slice(0, 80),
    phone: record.mobile_number,
    whatsapp: record.mobile_number,
    email: record.email_id,
    licence_number: record.registration_number,
    registration_number: record.registration_number,
  };
  try {
    const asked = await directoryOf(context)
      .store.db.selectFrom('registration_consents')
      .selectAll()
      .where('registration_number', '=', record.registration_number)
      .orderBy('received_at', 'desc')
      .executeTakeFirst();
    if (asked?.consented === 1)
      page.consentValues = {
        consent_given_by: record.name,
        consent_given_at: asked.received_at.slice(0, 10),
        consent_method: 'registration-form',
        consent_channels: ['phone', 'whatsapp'],
        consent_wording: asked.wording,
        // The registration form asks nothing of enquiries: the office asks the owner, and ticks it.
        consent_enquiry_mail: '',
        consent_owner_language: 'mr',
      };
  } catch {
    // The form is filled from the backend alone; the office records the consent by hand.
  }
  return page;
}

/** POST /admin/centres/new: the draft (with its consent, when the form gives one), then its page. */
export async function newCentreAction({ request, context }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
  const values = valuesOf(form, [...profileFields, 'registration_number']);
  const consentValues = valuesOf(form, consentFields);
  const { profile, problems } = readProfile(values as ProfileInput);
  const wantsConsent = String(consentValues['consent_given_by'] ?? '').trim() !== '';
  const consent = wantsConsent ? readConsent(consentValues) : { problems: {} };
  const page: AdminCentreData = {
    ...blankPage(admin, await newMessagesOf(admin)),
    values,
    problems: { ...problems, ...consent.problems },
    consentValues,
  };
  if (Object.keys(page.problems).length) return data({ ...page, outcome: 'problems' as const }, { status: 400 });
  let made;
  try {
    made = await createCentre(directoryOf(context), profile, {
      registrationNumber:
        plainText(String(values['registration_number'] ?? ''))
          .trim()
          .slice(0, 60) || null,
      ...(consent.consent && { consent: consent.consent }),
    });
  } catch {
    return data({ ...page, outcome: 'unavailable' as const }, { status: 503 });
  }
  throw redirect(`${directoryPaths.adminCentre(made.id)}?done=created`, 303);
}

/** /admin/centres/:id: the centre's form, consent, publishing and photos. */
export async function centreLoader({ request, context, params }: LoaderFunctionArgs) {
  const admin = await signedIn(request, context);
  if (!isId(params.id)) throw data(null, { status: 404 });
  const newMessages = await newMessagesOf(admin);
  let centre;
  try {
    centre = await oneCentre(directoryOf(context).store.db, params.id);
  } catch {
    return unavailable(admin, newMessages);
  }
  if (!centre) throw data(null, { status: 404 });
  const page = centrePage(admin, newMessages, centre);
  const done = new URL(request.url).searchParams.get('done') ?? '';
  if (outcomes.has(done)) page.outcome = done as AdminCentreData['outcome'];
  return page;
}

/**
 * POST /admin/centres/:id, with the session's form token (403 without): `intent` `save` (the
 * profile), `consent` (record one), `published`, `unlisted` or `draft` (its state), `photo-remove`,
 * `photo-up`, `photo-down` (`photo`: its id); the photo form (multipart) adds a photo. Done, on
 * to the page saying so (303); a field or photo wrong, the page again with the problem (400, 413
 * for a photo too large, 503 while another is processed); no consent for publishing, 409; the
 * store down, 503.
 */
export async function centreAction({ request, context, params }: ActionFunctionArgs) {
  const admin = await signedIn(request, context);
  if (!isId(params.id)) throw data(null, { status: 404 });
  const id = params.id;
  const directory = directoryOf(context);
  const newMessages = await newMessagesOf(admin);
  /** The centre's page again, with what the action found wrong. */
  const again = async (extra: Partial<AdminCentreData>, status: number) => {
    const found = await stored(() => oneCentre(directory.store.db, id));
    if (!found) return unavailable(admin, newMessages, id);
    if (!found.value) throw data(null, { status: 404 });
    return data({ ...centrePage(admin, newMessages, found.value), ...extra }, { status });
  };
  const done = (outcome: string) => redirect(`${directoryPaths.adminCentre(id)}?done=${outcome}`, 303);

  // The photo form is multipart: read here from the body, with its limits; the other forms are urlencoded.
  if (isPhotoForm(request)) {
    const read = await readPhotoForm(request);
    if (!read.ok) return again({ photoProblem: read.problem }, read.problem === 'too-large' ? 413 : 400);
    if (!admin.csrfMatches(read.fields['csrf'])) throw data(null, { status: 403 });
    if (!read.bytes || read.bytes.length === 0) return again({ photoProblem: 'missing' }, 400);
    const alt = { en: altText(read.fields['alt_en']), mr: altText(read.fields['alt_mr']) };
    const added = await stored(() => addPhoto(directory, id, read.bytes!, alt));
    if (!added) return unavailable(admin, newMessages, id);
    if (added.value.ok) throw done('added');
    if (added.value.problem === 'not-found') throw data(null, { status: 404 });
    return again({ photoProblem: added.value.problem }, added.value.problem === 'busy' ? 503 : 400);
  }

  const form = await request.formData();
  if (!admin.csrfMatches(form.get('csrf'))) throw data(null, { status: 403 });
  const intent = String(form.get('intent') ?? '');
  if (intent === 'save') {
    const values = valuesOf(form, profileFields);
    const { profile, problems } = readProfile(values as ProfileInput);
    if (Object.keys(problems).length) return again({ values, problems, outcome: 'problems' }, 400);
    const saved = await stored(() => updateCentre(directory, id, profile));
    if (!saved) return unavailable(admin, newMessages, id);
    if (!saved.value) throw data(null, { status: 404 });
    throw done('saved');
  }
  if (intent === 'consent') {
    const consentValues = valuesOf(form, consentFields);
    const { consent, problems } = readConsent(consentValues);
    if (!consent) return again({ consentValues, problems, outcome: 'problems' }, 400);
    const recorded = await stored(() => recordConsent(directory, id, consent));
    if (!recorded) return unavailable(admin, newMessages, id);
    if (!recorded.value) throw data(null, { status: 404 });
    throw done('recorded');
  }
  if (intent === 'published' || intent === 'unlisted' || intent === 'draft') {
    const set = await stored(() => setStatus(directory, id, intent));
    if (!set) return unavailable(admin, newMessages, id);
    if (set.value === 'not-found') throw data(null, { status: 404 });
    if (set.value === 'no-consent') return again({ outcome: 'no-consent' }, 409);
    throw done(intent === 'draft' ? 'drafted' : intent);
  }
  if (intent === 'photo-remove' || intent === 'photo-up' || intent === 'photo-down') {
    const photo = String(form.get('photo') ?? '');
    const changed = await stored(() =>
      intent === 'photo-remove'
        ? removePhoto(directory, id, photo)
        : movePhoto(directory, id, photo, intent === 'photo-up' ? 'up' : 'down'),
    );
    if (!changed) return unavailable(admin, newMessages, id);
    if (!changed.value) throw data(null, { status: 404 });
    throw done(intent === 'photo-remove' ? 'removed' : 'moved');
  }
  throw data(null, { status: 400 });
}
