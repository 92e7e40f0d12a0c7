/**
 * The store's migrations, in the order they run (their names sort so); a new one is added here
 * too (tests/unit/store-migrations.test.ts checks that every file of this folder is). Imported,
 * not read from the folder at run time: the server runs from its build (decision 089).
 */
import type { Migration } from 'kysely/migration';
import * as contactMessages from './001-contact-messages.ts';
import * as outbox from './002-outbox.ts';
import * as messageHandled from './003-message-handled.ts';
import * as newsletterSubscribers from './004-newsletter-subscribers.ts';
import * as centres from './005-centres.ts';
import * as outboxUndeliverable from './006-outbox-undeliverable.ts';
import * as newsletterMailbox from './007-newsletter-mailbox.ts';
import * as enquiries from './008-enquiries.ts';
import * as newsletterIssues from './009-newsletter-issues.ts';
import * as workshops from './010-workshops.ts';
import * as workshopPhotos from './011-workshop-photos.ts';
import * as registrationArchive from './012-registration-archive.ts';

export const migrations: Record<string, Migration> = {
  '001-contact-messages': contactMessages,
  '002-outbox': outbox,
  '003-message-handled': messageHandled,
  '004-newsletter-subscribers': newsletterSubscribers,
  '005-centres': centres,
  '006-outbox-undeliverable': outboxUndeliverable,
  '007-newsletter-mailbox': newsletterMailbox,
  '008-enquiries': enquiries,
  '009-newsletter-issues': newsletterIssues,
  '010-workshops': workshops,
  '011-workshop-photos': workshopPhotos,
  '012-registration-archive': registrationArchive,
};
