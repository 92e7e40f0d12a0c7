import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../../server/store/store.ts';
import { loadDirectory } from '../../src/features/directory/centres.server.ts';
import { checkCentresCsv, writeCentres, type ImportRow } from '../../src/features/directory/csv-import.server.ts';
import { districts } from '../../src/features/directory/places.ts';
import { openTestStore } from './harness.ts';
import { readStore, storeEnv, testStore } from './test-store.ts';

/**
 * The office's CSV import written to the store under test (issue 53, decision 085): a thousand
 * rows in one transaction, quickly, each with a slug of its own; nothing of a file with a
 * problem; the sample file of docs/operating.md; and `npm run centres:import` as the office
 * runs it. How rows are checked and problems worded: tests/unit/directory-csv.test.ts.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sample = path.join(root, 'docs/centres-sample.csv');
const dataDir = mkdtempSync(path.join(tmpdir(), 'agro-directory-import-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const names = ['Shivar Farm', 'Hapus Baug', 'Krushi Vihar', 'Nisarg Shetghar', 'Mango Orchard (Devgad)'];
const header =
  'name_en,name_mr,village,district,lat,lng,offers,open_months,best_months,price_day,languages,phone,description_en,' +
  'registration_number,consent_given_by,consent_given_at,consent_method,consent_channels,status';

/**
 * `count` rows: five names over and over (so slugs must be told apart), every district, a
 * description over three lines; every 100th row consented and published, every 50th consented
 * and left a draft.
 */
function generated(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const consent =
      i % 50 === 0 ? `Owner ${i},2026-11-${String((i % 28) + 1).padStart(2, '0')},phone,phone;whatsapp` : ',,,';
    return [
      names[i % names.length],
      'शिवार फार्म',
      `Gaon ${i}`,
      districts[i % districts.length]!.code,
      '18.5089,74.3267',
      'day-visit;stay',
      '1;2;3;10;11;12',
      '1;12',
      String(300 + (i % 700)),
      'mr;hi',
      `98220${String(i).padStart(5, '0')}`,
      `"Row ${i}, over three lines.\n\nThe second ""paragraph""."`,
      `MTDC-AT-2026-${String(i).padStart(4, '0')}`,
      consent,
      i % 100 === 0 ? 'published' : '',
    ].join(',');
  });
  return [header, ...rows].join('\r\n') + '\r\n';
}

const centres = (store: Store) =>
  store.db.selectFrom('centres').select(['slug', 'status', 'registration_number']).execute();

describe(`the import on the ${testStore} store`, () => {
  let store: Store;
  beforeAll(async () => {
    store = await openTestStore(mkdtempSync(path.join(dataDir, 'many-')));
  });
  afterAll(() => store.close());

  it('writes 1,000 rows within 10 s: 10 published, 990 drafts, every slug its own', async () => {
    const { rows, problems } = checkCentresCsv(generated(1_000));
    expect(problems).toEqual([]);
    const started = performance.now();
    expect(await writeCentres(store, rows, 'list.csv')).toEqual({ published: 10, drafts: 990 });
    const seconds = (performance.now() - started) / 1_000;
    expect(seconds).toBeLessThan(10);

    const written = await centres(store);
    expect(written).toHaveLength(1_000);
    expect(written.filter((row) => row.status === 'published')).toHaveLength(10);
    expect(written.filter((row) => row.status === 'draft')).toHaveLength(990);
    expect(new Set(written.map((row) => row.slug)).size).toBe(1_000);
    expect(written.map((row) => row.slug)).toEqual(expect.arrayContaining(['shivar-farm', 'shivar-farm-200']));
    expect(new Set(written.map((row) => row.registration_number)).size).toBe(1_000);
    const consents = await store.db.selectFrom('centre_consents').select(['given_by', 'wording']).execute();
    expect(consents).toHaveLength(20);
    expect(consents).toContainEqual({
      given_by: 'Owner 100',
      wording: 'Consent recorded by the office, imported from list.csv, line 302',
    });

    const directory = await loadDirectory(store.db);
    expect(directory.centres).toHaveLength(10);
    expect(directory.bySlug.get('shivar-farm')!.profile.description.en).toBe(
      'Row 0, over three lines.\n\nThe second "paragraph".',
    );
  });

  it('writes the rows in one transaction: when the 1,000th fails, the 999 before it are rolled back', async () => {
    const before = (await centres(store)).length;
    const { rows } = checkCentresCsv(generated(1_000));
    const last = rows.at(-1)!;
    // A row the checks passed whose insert throws, as a full disk or a dropped connection would.
    const failing: ImportRow = {
      ...last,
      profile: Object.defineProperty({ ...last.profile }, 'name', {
        get: () => {
          throw new Error('the store failed mid-import');
        },
      }),
    };
    await expect(writeCentres(store, [...rows.slice(0, -1), failing], 'list.csv')).rejects.toThrow(
      'the store failed mid-import',
    );
    expect(await centres(store)).toHaveLength(before);
  });

  it('imports the sample of docs/operating.md: one published centre showing only its consented channels', async () => {
    const own = await openTestStore(mkdtempSync(path.join(dataDir, 'sample-')));
    try {
      const { rows, problems } = checkCentresCsv(readFileSync(sample));
      expect(problems).toEqual([]);
      expect(await writeCentres(own, rows, 'centres-sample.csv')).toEqual({ published: 1, drafts: 2 });
      expect((await centres(own)).map((row) => [row.slug, row.status]).sort()).toEqual([
        ['baswant-draksha-baug', 'draft'],
        ['kelkar-amrai', 'published'],
        ['sawali-shivar', 'draft'],
      ]);
      const kelkar = (await loadDirectory(own.db)).bySlug.get('kelkar-amrai')!;
      expect(kelkar.profile.contact).toEqual({
        phone: '9422134567',
        whatsapp: '9422134567',
        email: '',
        website: 'https://kelkar-amrai.example',
      });
    } finally {
      await own.close();
    }
  });
});

/** `npm run centres:import FILE` as the office runs it, on the store of `folder`. */
async function runImport(file: string, folder: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...(await storeEnv(folder)), LOG_LEVEL: 'warn' };
  if (testStore === 'embedded') delete env.DATABASE_URL;
  const child = spawn('npm', ['run', '--silent', 'centres:import', '--', file], { cwd: root, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  return { code, stdout, stderr };
}

describe(`npm run centres:import on the ${testStore} store`, () => {
  it('imports a good file and says what it did; refuses a bad one whole, exiting 1 with each problem', async () => {
    const folder = mkdtempSync(path.join(dataDir, 'command-'));
    const good = await runImport(sample, folder);
    expect(good.stderr).toBe('');
    expect(good.stdout).toMatch(/^imported 3 centres: 1 published, 2 drafts \(.+\)\n$/);
    expect(good.code).toBe(0);

    const bad = path.join(dataDir, 'bad.csv');
    const text = readFileSync(sample, 'utf8');
    expect(text.match(/,nashik,/g)).toHaveLength(1);
    const unconsented = 'Shivar Farm,,,,pune,,,,,,,,1,,,,,,,,,,,,,,,,,,,,,published\n';
    writeFileSync(bad, text.replace(',nashik,', ',nasik,') + unconsented);
    const refused = await runImport(bad, folder);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toBe(
      [
        `${bad}: nothing imported, 2 problems:`,
        '  line 7, column 5 (district): "nasik" is not a district code (pune, ratnagiri …; docs/operating.md)',
        '  line 17, column 34 (status): published, but the row records no consent: fill consent_given_by, consent_given_at and consent_method, or leave status empty for a draft',
        '',
      ].join('\n'),
    );
    const slugs = await readStore(folder, (db) => db.selectFrom('centres').select('slug').orderBy('slug').execute());
    expect(slugs.map((row) => row.slug)).toEqual(['baswant-draksha-baug', 'kelkar-amrai', 'sawali-shivar']);
  }, 60_000);
});
