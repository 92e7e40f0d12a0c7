import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { siteSettingsSchema, type SiteSettings } from './from-src.ts';

/**
 * Reads the operator's file (`SITE_CONFIG`, JSON) and checks it against the schema in
 * src/site-settings.ts. Returns one problem a line, each naming its key
 * (`social.tiktok: unknown key`), or the settings.
 */
export function readSiteSettings(file: string): { settings: SiteSettings } | { problems: string[] } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    return { problems: [`cannot read the file: ${(error as NodeJS.ErrnoException).code ?? String(error)}`] };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { problems: [`not JSON: ${(error as Error).message}`] };
  }
  const parsed = siteSettingsSchema.safeParse(json);
  if (parsed.success) return { settings: parsed.data };
  return { problems: parsed.error.issues.flatMap(describe) };
}

const where = (path: PropertyKey[]) => path.map(String).join('.') || '(the file)';

/** An issue as `key: what is wrong`; an unknown key names itself, a bad choice names its branch's problem. */
function describe(issue: z.core.$ZodIssue): string[] {
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${where([...issue.path, key])}: unknown key`);
  if (issue.code === 'invalid_union') {
    // The most specific branch's complaints (the one that got furthest into the value).
    const branches = issue.errors.map((errors) => errors.flatMap(describeIn(issue.path)));
    const best = branches.toSorted((a, b) => depth(b) - depth(a))[0];
    if (best?.length) return best;
  }
  return [`${where(issue.path)}: ${issue.message}`];
}

const describeIn =
  (base: PropertyKey[]) =>
  (issue: z.core.$ZodIssue): string[] =>
    describe({ ...issue, path: [...base, ...issue.path] });

const depth = (problems: string[]) => Math.max(0, ...problems.map((p) => p.split(':')[0]!.split('.').length));
