import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { expect } from '@playwright/test';
import { mailDir } from '../../playwright.config.ts';

/** Every mail the site sent to `address` so far (tests/e2e/mail-catcher.ts), oldest first. */
export async function mailsTo(address: string): Promise<ParsedMail[]> {
  const files = readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .toSorted();
  const mails = await Promise.all(files.map((name) => simpleParser(readFileSync(join(mailDir, name)))));
  return mails.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]?.address === address);
}

/** The one mail the site sent to `address`, waited for (the outbox sends it within a second or two). */
export async function mailTo(address: string): Promise<ParsedMail> {
  await expect.poll(async () => (await mailsTo(address)).length, { timeout: 15_000 }).toBe(1);
  return (await mailsTo(address))[0]!;
}

/** The links of a mail's text, in order. */
export const linksOf = (mail: ParsedMail) => [...(mail.text ?? '').matchAll(/https?:\/\/\S+/g)].map(([link]) => link);
