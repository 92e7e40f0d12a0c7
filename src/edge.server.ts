/**
 * What the HTTP edge (server/) takes from the site besides its features and its pages (issue 57
 * item 1): the languages and their paths, the operator's settings' schema, the words of the
 * server's own last-resort answers, the shapes of a visitor's post and of a refusal, and a few
 * constants. server/ reads it through server/from-src.ts alone; the features come through
 * src/features.server.ts (server/app.ts, server/start.ts) and the pages through
 * src/entry-server.tsx (server/render.ts). Each module named here imports nothing of server/,
 * so the edge's modules that the features use may read it without a cycle
 * (.dependency-cruiser.mjs `server-reads-src-through-its-doors`).
 */
export { defineLanguage, languages, pathIn, splitPath, type Language } from './languages.ts';
export { siteSettingsSchema, type SiteSettings } from './site-settings.ts';
export { defaultRetentionDays } from './retention.ts';
export { speculationRulesText } from './speculation-rules.ts';
export { officeAddress } from './office-address.ts';
export { client } from './content/client.ts';
export { site as siteEn } from './content/site.ts';
export { site as siteMr } from './content/mr/site.ts';
export { lastResortWords as lastResortWordsEn } from './content/messages.ts';
export { lastResortWords as lastResortWordsMr } from './content/mr/messages.ts';
export type { PageAssets } from './document.tsx';
export type { Refusal } from './layout/refusal.ts';
export {
  answerStatus,
  idempotencyHeader,
  isIdempotencyKey,
  minimumFillMs,
  type FormStateAnswer,
  type VisitorAnswer,
} from './forms/visitor-post.ts';
export { unconfirmedDays } from './features/newsletter/contract.ts';
export { mailboxOf } from './features/newsletter/mailbox.server.ts';
