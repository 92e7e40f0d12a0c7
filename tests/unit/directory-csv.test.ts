import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  activityLabels,
  channels,
  consentMethods,
  foodLabels,
  offerLabels,
  spokenLabels,
} from '../../src/features/directory/contract.ts';
import {
  checkCentresCsv,
  importColumns,
  importLimits,
  problemReport,
} from '../../src/features/directory/csv-import.server.ts';
import { csvRecords } from '../../src/features/directory/csv-records.ts';
import { districts } from '../../src/features/directory/places.ts';

/**
 * The office's CSV import, without a store (issue 53): the file read as RFC 4180 says, each
 * problem placed at its line and column (lines counted through quoted line breaks), a row
 * published only with a consent, and a file with any problem refused whole. The writing, on
 * both stores, and the command: tests/integration/directory-import.test.ts.
 */
const root = path.resolve(import.meta.dirname, '../..');
const columns = 'name_en,name_mr,village,taluka,district,open_months,status';
const csv = (...lines: string[]) => lines.join('\n') + '\n';
const consentColumns =
  'name_en,district,open_months,consent_given_by,consent_given_at,consent_method,consent_channels,status';

describe('csvRecords (RFC 4180)', () => {
  it('reads quoted commas, line breaks and doubled quotes, each cell with the line it starts on', () => {
    const text = 'a,"b,1","say ""hi""\nthere"\r\nc,,"x\r\n\r\ny"\nd,e,f';
    expect([...csvRecords(text)]).toEqual([
      { cells: ['a', 'b,1', 'say "hi"\nthere'], lines: [1, 1, 1] },
      { cells: ['c', '', 'x\n\ny'], lines: [3, 3, 3] },
      { cells: ['d', 'e', 'f'], lines: [6, 6, 6] },
    ]);
  });

  it('drops a leading BOM, takes CRLF and LF alike, and makes no record of the last line break', () => {
    expect([...csvRecords('\uFEFFname_en,x\r\nA,\r\nB,"q"\n')]).toEqual([
      { cells: ['name_en', 'x'], lines: [1, 1] },
      { cells: ['A', ''], lines: [2, 2] },
      { cells: ['B', 'q'], lines: [3, 3] },
    ]);
    expect([...csvRecords('\uFEFF')]).toEqual([]);
  });
});

describe('checkCentresCsv', () => {
  it('reads a good file: the profile, the list cells split on ;, a draft by default', () => {
    const { rows, problems } = checkCentresCsv(
      csv(columns, 'Shivar Farm,शिवार फार्म,Malthan,Daund,pune,1; 2;12,', '"The ""Mango"" Farm",,,,ratnagiri,4;5,draft'),
    );
    expect(problems).toEqual([]);
    expect(
      rows.map((row) => [row.line, row.profile.name.en, row.profile.district, row.profile.openMonths, row.publish]),
    ).toEqual([
      [2, 'Shivar Farm', 'pune', [1, 2, 12], false],
      [3, 'The "Mango" Farm', 'ratnagiri', [4, 5], false],
    ]);
    expect(rows[0]!.profile.name.mr).toBe('शिवार फार्म');
  });

  it('places a bad district at line 3, column 5 (district)', () => {
    const { rows, problems } = checkCentresCsv(csv(columns, 'Shivar Farm,,,,pune,1,', 'Hapus Baug,,Pawas,,poona,4,'));
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      'line 3, column 5 (district): "poona" is not a district code (pune, ratnagiri …; docs/operating.md)',
    ]);
  });

  it('counts the lines of a quoted value with line breaks, and names the line a cell starts on', () => {
    const text = [
      'name_en,description_en,district,open_months',
      '"Shivar Farm",A farm.,pune,1',
      '"Two\r\nlines","Para one.\r\n\r\nPara two, with a comma.",pune,1;13',
      'Hapus Baug,,kolhapur,',
    ].join('\r\n');
    expect(checkCentresCsv(`\uFEFF${text}\r\n`).problems).toEqual([
      'line 6, column 4 (open_months): months are numbers 1 to 12 split by ; ("1;13")',
      'line 7, column 4 (open_months): at least one month open is required (1 to 12, split by ;)',
    ]);
    const { rows } = checkCentresCsv(`${text.replace('1;13', '1').replace('kolhapur,', 'kolhapur,2')}`);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 7]);
    expect(rows[1]!.profile.description.en).toBe('Para one.\n\nPara two, with a comma.');
  });

  it('takes a file with a BOM and CRLF line ends as UTF-8 bytes, as Excel saves "CSV UTF-8"', () => {
    const bytes = Buffer.from(`\uFEFF${columns}\r\nशिवार,शिवार फार्म,,,pune,1,\r\n`, 'utf8');
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { rows, problems } = checkCentresCsv(new Uint8Array(bytes));
    expect(problems).toEqual([]);
    expect(rows[0]!.profile.name).toEqual({ en: 'शिवार', mr: 'शिवार फार्म' });
  });

  it('refuses an unknown column and a column named twice, naming them, before reading a row', () => {
    expect(checkCentresCsv(csv('name_en,district,wifi,open_months,district', 'A,pune,yes,1,pune')).problems).toEqual([
      'line 1, column 3 (wifi): not a column of the import (docs/operating.md)',
      'line 1, column 5 (district): column 2 has that name',
    ]);
  });

  it('refuses a file without a required column, naming each missing', () => {
    expect(checkCentresCsv(csv('name_mr,district', 'शिवार,pune')).problems).toEqual([
      'line 1: the required column name_en is missing',
      'line 1: the required column open_months is missing',
    ]);
  });

  it('refuses a row asking to be published without a consent: no silent draft', () => {
    const { rows, problems } = checkCentresCsv(csv(consentColumns, 'Shivar Farm,pune,1,,,,,published'));
    expect(rows).toEqual([]);
    expect(problems).toEqual([
      'line 2, column 8 (status): published, but the row records no consent: fill consent_given_by, consent_given_at and consent_method, or leave status empty for a draft',
    ]);
  });

  it('publishes a row with a consent and published; keeps a consented row without it a draft', () => {
    const { rows, problems } = checkCentresCsv(
      csv(
        consentColumns,
        'Shivar Farm,pune,1,Sunita Jadhav,2026-11-30,phone,whatsapp; phone,published',
        'Hapus Baug,ratnagiri,4,Vinayak Gurav,2026-10-02,in-person,,',
        'Nisarg,satara,4,Asha More,2026-10-02,registration-form,email,published',
      ),
    );
    expect(problems).toEqual([]);
    expect(rows.map((row) => [row.publish, row.consent])).toEqual([
      [true, { givenBy: 'Sunita Jadhav', givenAt: '2026-11-30', method: 'phone', channels: ['phone', 'whatsapp'] }],
      [false, { givenBy: 'Vinayak Gurav', givenAt: '2026-10-02', method: 'in-person', channels: [] }],
      [true, { givenBy: 'Asha More', givenAt: '2026-10-02', method: 'registration-form', channels: ['email'] }],
    ]);
  });

  it('refuses half a consent, a bad method, channel, date or status, each at its column', () => {
    const { problems } = checkCentresCsv(
      csv(
        consentColumns,
        'Shivar Farm,pune,1,Sunita Jadhav,,,,published',
        'Hapus Baug,ratnagiri,4,Vinayak Gurav,2026-02-30,sms,phone;fax,maybe',
        'Nisarg,satara,4,Asha More,2999-01-01,phone,,',
      ),
    );
    expect(problems).toEqual([
      'line 2, column 5 (consent_given_at): empty, but the row records a consent: who gave it, when and how go together',
      'line 2, column 6 (consent_method): empty, but the row records a consent: who gave it, when and how go together',
      'line 3, column 5 (consent_given_at): "2026-02-30" is not a date written YYYY-MM-DD',
      'line 3, column 6 (consent_method): "sms" is not a way of consent: registration-form, phone, in-person',
      'line 3, column 7 (consent_channels): unknown channel "fax"; the channels are phone, whatsapp, email, website',
      'line 3, column 8 (status): "maybe" is not a status: draft, published, or empty for a draft',
      'line 4, column 5 (consent_given_at): 2999-01-01 is later than today',
    ]);
  });

  it('reports every problem of every row, in plain words naming what was written', () => {
    const { problems } = checkCentresCsv(
      csv(
        'name_en,district,open_months,best_months,offers,rooms,lat,lng,phone,email,website',
        ',pune,1;2,3,stay;spa;yoga,twelve,18.5,,+91 98220 12345,shivar@,www.shivar.example',
        'B,pune,1,,,600,25.1,74.3,,,',
      ),
    );
    expect(problems).toEqual([
      'line 2, column 1 (name_en): required',
      'line 2, column 4 (best_months): a best month that is not among open_months',
      'line 2, column 5 (offers): unknown code "spa", "yoga"; the codes are day-visit, stay, camping, schools, groups, produce',
      'line 2, column 6 (rooms): "twelve" is not a whole number',
      'line 2, column 8 (lng): lat and lng go together: give both or neither',
      'line 2, column 9 (phone): "+91 98220 12345" is not a 10-digit number (spaces and dashes are allowed, no +91)',
      'line 2, column 10 (email): "shivar@" is not an e-mail address',
      'line 2, column 11 (website): "www.shivar.example" is not a web address starting with https:// or http://',
      'line 3, column 6 (rooms): over 500',
      'line 3, column 7 (lat): outside Maharashtra (latitude 15.5 to 22.2)',
    ]);
  });

  it('refuses a quote out of place, at its line, rather than shift the columns after it', () => {
    expect(checkCentresCsv(csv(columns, 'A,,,,pune,1,', 'B 12" pipe,,,,pune,1,')).problems).toEqual([
      'line 3, column 1 (name_en): a " in a value not in quotes (quote the value and write it "")',
    ]);
    expect(checkCentresCsv(csv(columns, 'A,,,,pune,1,', '"B" Farm,,,,pune,1,')).problems).toEqual([
      'line 3, column 1 (name_en): text follows a closing quote (a " inside quotes is written "")',
    ]);
    expect(checkCentresCsv(csv(columns, 'A,,,,pune,1,', 'B,"open,,,pune,1,', 'C,,,,pune,1,')).problems).toEqual([
      'line 3, column 2 (name_mr): a quoted value is never closed (its closing " is missing)',
    ]);
  });

  it('refuses a row with more or fewer values than the header, skips empty rows, allows an empty unnamed column', () => {
    expect(checkCentresCsv(csv(columns, 'A,,,,pune,1', '', 'B,,,,pune,1,,')).problems).toEqual([
      'line 2: 6 values where the header has 7 columns',
      'line 4: 8 values where the header has 7 columns',
    ]);
    const stray = checkCentresCsv(csv(`${columns},,`, ',,,,,,,,', 'A,,,,pune,1,,,', 'B,,,,pune,1,,note,'));
    expect(stray.problems).toEqual(['line 4, column 8: a value in a column with no name']);
    expect(checkCentresCsv(csv(columns, ',,,,,,')).problems).toEqual(['the file has no rows under its header']);
  });

  it('refuses a file over 10 MB or 5,000 rows, or not UTF-8, whole', () => {
    const row = 'Shivar Farm,,,,pune,1,';
    expect(checkCentresCsv(csv(columns, ...Array<string>(importLimits.rows).fill(row))).rows).toHaveLength(5_000);
    expect(checkCentresCsv(csv(columns, ...Array<string>(importLimits.rows + 1).fill(row)))).toEqual({
      rows: [],
      problems: ['the file has over 5,000 rows: split it'],
    });
    expect(checkCentresCsv(`${columns}\n`.padEnd(importLimits.bytes + 1, ' ')).problems).toEqual([
      'the file is over 10 MB',
    ]);
    const latin1 = Buffer.from(`${columns}\nCaf\xe9,,,,pune,1,\n`, 'latin1');
    expect(checkCentresCsv(new Uint8Array(latin1)).problems).toEqual([
      'the file is not UTF-8 text: save it as "CSV UTF-8 (comma delimited)"',
    ]);
  });

  it('reports at most 50 problems, and how many more', () => {
    const problems = Array.from({ length: 60 }, (_, i) => `line ${i + 2}: a problem`);
    const report = problemReport(problems);
    expect(report).toHaveLength(51);
    expect(report[49]).toBe('line 51: a problem');
    expect(report[50]).toBe('and 10 more');
    expect(problemReport(problems.slice(0, 50))).toEqual(problems.slice(0, 50));
  });
});

describe('the import as docs/operating.md tells it', () => {
  const manual = readFileSync(path.join(root, 'docs/operating.md'), 'utf8');
  const section = manual.slice(manual.indexOf('### The directory: importing the office'));

  it('names every column and every code the import takes', () => {
    expect(section.length).toBeLessThan(manual.length);
    const codes = [
      ...importColumns,
      ...Object.keys(offerLabels),
      ...Object.keys(activityLabels),
      ...Object.keys(foodLabels),
      ...Object.keys(spokenLabels),
      ...channels,
      ...consentMethods,
      ...districts.map((one) => one.code),
    ];
    expect(codes.filter((code) => !section.includes(`\`${code}\``))).toEqual([]);
  });

  it('has a sample file that imports cleanly: one published centre, two drafts', () => {
    const { rows, problems } = checkCentresCsv(readFileSync(path.join(root, 'docs/centres-sample.csv')));
    expect(problems).toEqual([]);
    expect(rows.map((row) => row.publish)).toEqual([true, false, false]);
  });
});
