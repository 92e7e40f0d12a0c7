import { describe, expect, it } from 'vitest';
import type { PublicCentre } from '../../src/features/directory/contract.ts';
import { applyFilters, filterCounts, queryOf, readFilters } from '../../src/features/directory/filters.ts';
import { readProfile } from '../../src/features/directory/profile.server.ts';
import { slugOf } from '../../src/features/directory/centres.server.ts';
import { kokanOrchard, profileOf, shivarFarm } from '../fixtures/centres.ts';

/** The directory's list filters and a profile's checks (decision 095), as plain functions. */
const centre = (slug: string, input: Parameters<typeof profileOf>[0]): PublicCentre => ({
  slug,
  profile: profileOf(input),
  photos: [],
  updatedAt: '2026-12-01T00:00:00.000Z',
});
const shivar = centre('shivar-farm', shivarFarm);
const hapus = centre('hapus-baug', kokanOrchard);
const all = [shivar, hapus];

/** The slugs of the centres the list `query` shows. */
const names = (query: string) =>
  applyFilters(all, readFilters(new URLSearchParams(query)).filters).map((one) => one.slug);

describe('the list’s filters', () => {
  it('reads the known values of the URL and writes them back in the form’s order', () => {
    const { filters, page, canonical } = readFilters(
      new URLSearchParams('month=4&region=kokan&activity=nope&family=1&page=2&q=  hapus   baug '),
    );
    expect(filters).toEqual({ q: 'hapus baug', region: 'kokan', month: 4, family: true });
    expect(page).toBe(2);
    expect(canonical).toBe('?q=hapus+baug&region=kokan&month=4&family=1&page=2');
    expect(queryOf({})).toBe('');
  });

  it('drops a district outside the chosen region, and a page that is not a page', () => {
    expect(readFilters(new URLSearchParams('region=kokan&district=pune')).filters).toEqual({ region: 'kokan' });
    expect(readFilters(new URLSearchParams('district=pune')).filters).toEqual({ district: 'pune' });
    for (const page of ['0', '1', '-3', '1.5', 'x', '1001'])
      expect(readFilters(new URLSearchParams({ page })).page).toBe(1);
  });

  it('keeps the centres that pass every filter', () => {
    expect(names('activity=hurda')).toEqual(['shivar-farm']);
    expect(names('region=kokan')).toEqual(['hapus-baug']);
    expect(names('month=12')).toEqual(['shivar-farm']);
    expect(names('price=under-500')).toEqual(['hapus-baug']);
    expect(names('price=500-1000')).toEqual(['shivar-farm']);
    expect(names('language=hi')).toEqual(['shivar-farm']);
    expect(names('family=1')).toEqual(['shivar-farm']);
    expect(names('offer=schools&region=west')).toEqual(['shivar-farm']);
    // The search box: either script, any case or accent, every word somewhere.
    expect(names('q=SHIVAR')).toEqual(['shivar-farm']);
    expect(names('q=हापूस')).toEqual(['hapus-baug']);
    expect(names('q=pawas fishing')).toEqual(['hapus-baug']);
    expect(names('q=बैलगाडी')).toEqual(['shivar-farm']);
    expect(names('q=pawas hurda')).toEqual([]);
  });

  it('counts what each choice would show, the other filters kept', () => {
    const counts = filterCounts(all, readFilters(new URLSearchParams('region=kokan')).filters);
    // Region's own counts ignore the region chosen; the others count within it.
    expect(counts.region).toMatchObject({ kokan: 1, west: 1, vidarbha: 0 });
    expect(counts.activity).toMatchObject({ hurda: 0, fishing: 1 });
    expect(counts.month[4]).toBe(1);
    expect(counts.family).toBe(0);
    expect(filterCounts(all, {}).activity).toMatchObject({ hurda: 1, fishing: 1, milking: 1 });
  });
});

describe('a profile’s checks', () => {
  it('names each field that is wrong', () => {
    const { problems } = readProfile({
      name_en: '',
      district: 'atlantis',
      lat: '19.1',
      open_months: ['13'],
      best_months: [],
      price_day: '5 hundred',
      rooms: '900',
      phone: '+91 98220',
      email: 'not-an-address',
      website: 'javascript:alert(1)',
      licence_valid_until: '2026-02-30',
      activities: ['hurda', 'skiing'],
    });
    expect(problems).toEqual({
      name_en: 'required',
      district: 'unknown',
      lng: 'pair',
      open_months: 'unknown',
      price_day: 'number',
      rooms: 'range',
      phone: 'phone',
      email: 'email',
      website: 'website',
      licence_valid_until: 'date',
      activities: 'unknown',
    });
  });

  it('keeps text as a person typed it: no control or bidi characters, paragraphs kept, outer space trimmed', () => {
    const { profile, problems } = readProfile({
      ...shivarFarm,
      name_en: '  Shivar\u202e Farm\u0007 ',
      description_en: 'First.\r\n\r\n\r\n\r\nSecond <b>bold</b>.',
      best_months: ['6'],
    });
    expect(profile.name.en).toBe('Shivar Farm');
    expect(profile.description.en).toBe('First.\n\nSecond <b>bold</b>.');
    expect(problems).toEqual({ best_months: 'bestNotOpen' });
  });

  it('makes an address from a name: Latin letters and digits joined by hyphens', () => {
    expect(slugOf('Shivār Farm & Stay (Daund)')).toBe('shivar-farm-stay-daund');
    expect(slugOf('शिवार फार्म')).toBe('centre');
    expect(slugOf('x'.repeat(100))).toHaveLength(60);
  });
});
