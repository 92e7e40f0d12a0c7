import { randomUUID } from 'node:crypto';
import type { Store } from '../../../server/store/store.ts';

/** A ticked consent box of the registration form, as the site keeps it (decision 095). */
export interface ListingAnswer {
  registrationNumber: string;
  agroTourName: string;
  /** The page's language, and the box's words in it, exactly as the page showed them. */
  language: 'en' | 'mr';
  wording: string;
}

/**
 * Keeps a ticked "List my centre in the public directory" box beside the registration's number
 * in the site's own store (the backend's fields stay the spec's): the office finds it when it
 * makes the centre's profile. Written before the registration is sent on, so a registration
 * whose consent could not be kept is not sent (the owner is told to try again) rather than
 * taken without it.
 */
export async function keepListingAnswer(store: Pick<Store, 'write'>, answer: ListingAnswer): Promise<void> {
  await store.write((db) =>
    db
      .insertInto('registration_consents')
      .values({
        id: randomUUID(),
        registration_number: answer.registrationNumber,
        agro_tour_name: answer.agroTourName,
        consented: 1,
        wording: answer.wording,
        language: answer.language,
        received_at: new Date().toISOString(),
      })
      .execute(),
  );
}
