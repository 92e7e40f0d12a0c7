import { describe, expect, it } from 'vitest';
import { csvCell } from '../../src/features/admin/csv.ts';
import { readRecords } from '../../src/features/admin/read-records.server.ts';
import {
  applyFilter,
  documentName,
  filterQuery,
  isBlank,
  isNewRecord,
  isRecordRef,
  newestFirst,
  readFilter,
  receivedTime,
  type ListedRecord,
  type RecordFilter,
} from '../../src/features/admin/records.ts';

const row = {
  id: 7,
  name: 'Asha',
  address: 'Pune',
  agro_tour_name: 'Farm',
  registration_number: 'R',
  mobile_number: '9876543210',
  email_id: 'a@b.example',
  registration_date: '2024-05-01',
  upload_document: null,
  created_at: '2024-05-01T10:00:00Z',
};

describe('reading the allcustomers answer', () => {
  it.each([
    ['a list', [row]],
    ['a Django REST page', { count: 1, next: null, results: [row] }],
    ['a data wrapper', { status: 'success', data: [row] }],
    ['a customers wrapper', { customers: [row] }],
  ])('reads %s', (_name, body) => {
    expect(readRecords(body)).toEqual({
      records: [expect.objectContaining({ id: '7', ref: '7', name: 'Asha', upload_document: '' })],
      unreadable: 0,
    });
  });

  it('takes numbers as text, drops unknown fields, counts what is not a registration row', () => {
    const read = readRecords([
      { ...row, id: '8', mobile_number: 9876543210, password_hash: 'x' },
      null,
      'text',
      42,
      [row],
      { nonsense: true },
    ]);
    expect(read?.records).toHaveLength(1);
    expect(read?.records[0]).toMatchObject({ id: '8', ref: '8', mobile_number: '9876543210' });
    expect(read?.records[0]).not.toHaveProperty('password_hash');
    expect(read?.unreadable).toBe(5);
  });

  it('lists rows without a usable id, named by a hash of their values, a repeat apart', () => {
    const { id: _, ...noId } = row;
    const read = readRecords([noId, { ...row, id: -1 }, { ...row, id: 'abc' }, { name: 'only a name' }, row]);
    expect(read?.unreadable).toBe(0);
    const refs = read?.records.map(({ ref }) => ref) ?? [];
    expect(read?.records.map(({ id }) => id)).toEqual(['', '', '', '', '7']);
    expect(read?.records[0]).toMatchObject({ name: 'Asha', upload_document: '', registration_date: '2024-05-01' });
    expect(refs[0]).toMatch(/^row-[0-9a-f]{16}$/);
    // The same values are the same row, so a repeat is told apart by its place among them.
    expect(refs.slice(1, 3)).toEqual([`${refs[0]}-2`, `${refs[0]}-3`]);
    expect(refs[3]).toMatch(/^row-[0-9a-f]{16}$/);
    expect(refs[3]).not.toBe(refs[0]);
    expect(refs[4]).toBe('7');
    // The same answer again names them the same way.
    expect(readRecords([noId, { ...row, id: -1 }])?.records.map(({ ref }) => ref)).toEqual(refs.slice(0, 2));
    expect(refs.every(isRecordRef)).toBe(true);
  });

  it('gives up (undefined) on an answer that is no list at all', () => {
    expect(readRecords({ detail: 'Not found.' })).toBeUndefined();
    expect(readRecords('<html>')).toBeUndefined();
  });
});

const record = (fields: Partial<ListedRecord>): ListedRecord => ({
  id: '1',
  ref: fields.id ?? '1',
  name: '',
  address: '',
  agro_tour_name: '',
  registration_number: '',
  mobile_number: '',
  email_id: '',
  registration_date: '',
  upload_document: '',
  created_at: '',
  received: '',
  archived: false,
  archivedAt: '',
  isNew: false,
  ...fields,
});

/** A filter: nothing narrowed but what is given. */
const only = (fields: Partial<RecordFilter>): RecordFilter => ({
  q: '',
  from: '',
  to: '',
  receivedFrom: '',
  receivedTo: '',
  show: 'current',
  ...fields,
});

describe('filter and order', () => {
  const records = [
    record({ id: '1', name: 'सुनीता पाटील', registration_date: '2023-01-05', created_at: '2023-01-05T00:00:00Z' }),
    record({
      id: '2',
      name: 'Anil',
      email_id: 'ANIL@farm.example',
      registration_date: '2024-03-01',
      created_at: '2024-03-01T00:00:00Z',
    }),
    record({ id: '3', name: 'No date' }),
  ];

  it('puts the newest first, falling back on the id', () => {
    expect(newestFirst(records).map(({ id }) => id)).toEqual(['2', '1', '3']);
  });

  it('matches text case-insensitively and in any Unicode normal form', () => {
    expect(applyFilter(records, only({ q: 'anil@FARM' })).map(({ id }) => id)).toEqual(['2']);
    expect(applyFilter(records, only({ q: 'पाटील'.normalize('NFD') })).map(({ id }) => id)).toEqual(['1']);
  });

  it('keeps a date range inclusive and leaves out records without a date', () => {
    expect(applyFilter(records, only({ from: '2023-01-05', to: '2024-03-01' })).map(({ id }) => id)).toEqual([
      '1',
      '2',
    ]);
    expect(applyFilter(records, only({ from: '2024-01-01' })).map(({ id }) => id)).toEqual(['2']);
  });

  it('reads a bounded filter from the query, dropping dates that are not real days', () => {
    expect(readFilter({ q: ` ${'x'.repeat(300)} `, from: '2024-02-30', to: '2024-02-29' })).toEqual({
      filter: only({ q: 'x'.repeat(100), to: '2024-02-29' }),
      badDate: true,
    });
    expect(readFilter({ q: ['a', 'b'] })).toEqual({ filter: only({}), badDate: false });
    expect(readFilter({ received_to: '2024-13-01' })).toEqual({ filter: only({}), badDate: true });
    expect(readFilter({ received_from: '2024-03-01', show: 'archived' }).filter).toEqual(
      only({ receivedFrom: '2024-03-01', show: 'archived' }),
    );
    expect(readFilter({ show: 'everything' }).filter.show).toBe('current');
    expect(filterQuery(only({ q: 'a b', to: '2024-01-01' }))).toBe('?q=a+b&to=2024-01-01');
    expect(filterQuery(only({ receivedTo: '2024-01-01', show: 'all' }))).toBe('?received_to=2024-01-01&show=all');
  });

  it('narrows by the day received in India, apart from the registration date, and leaves out records without one', () => {
    const came = [
      // 18:40 UTC on the 4th is past midnight in India: received on the 5th there.
      record({ id: '1', registration_date: '2020-01-01', received: receivedTime('2024-03-04T18:40:00Z') }),
      record({ id: '2', registration_date: '2024-03-05', received: receivedTime('2024-03-04T12:00:00Z') }),
      record({ id: '3', registration_date: '2024-03-05' }),
    ];
    expect(applyFilter(came, only({ receivedFrom: '2024-03-05' })).map(({ id }) => id)).toEqual(['1']);
    expect(applyFilter(came, only({ receivedTo: '2024-03-04' })).map(({ id }) => id)).toEqual(['2']);
    expect(applyFilter(came, only({ from: '2024-03-05', to: '2024-03-05' })).map(({ id }) => id)).toEqual(['2', '3']);
  });

  it('hides archived records but for their own view', () => {
    const kept = [record({ id: '1' }), record({ id: '2', archived: true })];
    expect(applyFilter(kept, only({})).map(({ id }) => id)).toEqual(['1']);
    expect(applyFilter(kept, only({ show: 'archived' })).map(({ id }) => id)).toEqual(['2']);
    expect(applyFilter(kept, only({ show: 'all' })).map(({ id }) => id)).toEqual(['1', '2']);
  });
});

describe('what the list says of a record', () => {
  it.each([
    ['2023-11-02T09:15:00Z', '2023-11-02 14:45'],
    ['2024-03-04T18:40:00.123456Z', '2024-03-05 00:10'],
    ['2024-03-04T20:00:00+05:30', '2024-03-04 20:00'],
    ['2024-03-04 14:30:00+0000', '2024-03-04 20:00'],
    // No offset: as the backend gave it, to the minute.
    ['2024-03-04T14:30:00', '2024-03-04 14:30'],
    ['2024-03-04', '2024-03-04'],
    ['', ''],
  ])('%j was received at %j, India Standard Time', (given, shown) => {
    expect(receivedTime(given)).toBe(shown);
  });

  it('is blank when nothing was filled in and no document sent', () => {
    expect(isBlank(record({ name: ' ', address: '\n' }))).toBe(true);
    expect(isBlank(record({ email_id: 'a@b.example' }))).toBe(false);
    expect(isBlank(record({ upload_document: '/media/x.pdf' }))).toBe(false);
  });

  it('is new when received since the site began to keep marks, or at a time it cannot place', () => {
    const since = '2026-01-01T00:00:00.000Z';
    expect(isNewRecord('2026-01-01T00:00:00Z', since)).toBe(true);
    expect(isNewRecord('2025-12-31T23:59:59Z', since)).toBe(false);
    expect(isNewRecord('', since)).toBe(true);
    expect(isNewRecord('2020-01-01T00:00:00Z', undefined)).toBe(true);
  });
});

describe('CSV cells', () => {
  it.each([
    '=1+1',
    '+91',
    '-5',
    '@SUM(A1)',
    '\tx',
    '\rx',
    ' =HYPERLINK("http://evil.example")',
    '\u00a0\u00a0+1',
    '\u3000@x',
    '\n-2+3',
    '＝1+1',
    '＋91',
    '－5',
    '＠SUM(A1)',
    '  ＝cmd',
    '\u200b=1+1',
    '\u200d\u200c+1',
    '\ufeff@x',
    '\u202e-2',
    '\u2066\u00ad=cmd',
    '\u0000=1',
    '\u0085+1',
  ])('makes %j text, not a formula', (value) => {
    expect(csvCell(value).replace(/^"/, '')).toMatch(/^'/);
  });

  it.each(['a=1', 'x + y', 'mail@example.com', ' plain', '９822012345', '(=1)'])('leaves %j as it is', (value) => {
    expect(csvCell(value)).toBe(value);
  });

  it('quotes commas, quotes and line breaks, and leaves the rest alone', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('रमेश')).toBe('रमेश');
  });
});

describe('documentName', () => {
  it.each([
    ['/media/docs/licence%20scan.pdf', 'licence scan.pdf'],
    ['/media/docs/%E0%A4%A8%E0%A5%8B%E0%A4%82%E0%A4%A6%E0%A4%A3%E0%A5%80.pdf', 'नोंदणी.pdf'],
    ['/media/docs/100%.pdf', '100%.pdf'],
    ['/media/docs/cut%E0%A4.pdf', 'cut%E0%A4.pdf'],
    ['plain.pdf', 'plain.pdf'],
  ])('%s is shown as %s', (path, name) => {
    expect(documentName(path)).toBe(name);
  });
});
