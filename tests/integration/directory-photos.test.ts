import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/logging.ts';
import type { Store } from '../../server/store/store.ts';
import {
  createCentre,
  loadDirectory,
  oneCentre,
  type DirectoryStore,
} from '../../src/features/directory/centres.server.ts';
import { photoFileName, photoFormats } from '../../src/media/photo.ts';
import { addPhoto, movePhoto, removePhoto } from '../../src/features/directory/photos.server.ts';
import { heicDecodes, photoMaxBytes, readPhoto } from '../../src/media/photos.server.ts';
import { kokanOrchard, profileOf, shivarFarm } from '../fixtures/centres.ts';
import { sourceRenderer, downBackendUrl, openTestStore } from './harness.ts';
import { testStore } from './test-store.ts';

/**
 * A centre's photos (issue 53, decision 095) with the real sharp on the store under test: checked
 * by their first bytes before any decoding, oriented, stripped of EXIF and GPS, encoded at each
 * width up to their own in AVIF, WebP and JPEG; stored with their files in one write, shared and
 * freed by hash; served from /files/ immutable, without asking the store for an ill-formed name.
 * No page is rendered, so no build is needed.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'agro-directory-photos-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const [red, green, blue, yellow] = [
  [200, 40, 40],
  [40, 160, 60],
  [40, 60, 200],
  [230, 200, 40],
] as const;

/** A picture of four flat quarters (red, green / blue, yellow), quick to encode. */
function quarters(width: number, height: number, { alpha = false } = {}) {
  const channels = alpha ? 4 : 3;
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const colour = [red, green, blue, yellow][(y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)]!;
      const at = (y * width + x) * channels;
      pixels.set(colour, at);
      // With alpha, the left half is transparent.
      if (alpha) pixels[at + 3] = x < width / 2 ? 0 : 255;
    }
  return sharp(pixels, { raw: { width, height, channels } });
}

/** A phone's JPEG: stored sideways with EXIF orientation 6, the owner's name and where it was taken. */
const phoneJpeg = (width = 1600, height = 1200) =>
  quarters(width, height)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: 'Sunita Jadhav' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 30/1 3200/100', GPSMapDatum: 'WGS-84' },
    })
    .jpeg({ quality: 90 })
    .toBuffer();

/** The colour of each quarter of a picture: top left, top right, bottom left, bottom right. */
const quartersOf = async (data: Buffer) => {
  const pixels = await sharp(data).removeAlpha().resize(2, 2, { fit: 'fill' }).raw().toBuffer();
  return [0, 1, 2, 3].map((i) => [...pixels.subarray(i * 3, i * 3 + 3)]);
};
/** Within 25 of each channel: JPEG and resizing move a flat colour a little. */
const near = (colour: readonly number[]) => colour.map((value) => expect.closeTo(value, -Math.log10(50)));

/** A PNG chunk: its length, type, data and CRC. */
const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const framed = Buffer.alloc(body.length + 8);
  framed.writeUInt32BE(data.length, 0);
  body.copy(framed, 4);
  framed.writeUInt32BE(crc32(body), body.length + 4);
  return framed;
};

/** A PNG of `width` × `height` one-bit pixels, all 0: some 50 KB that decode to 400 million pixels. */
function pngBomb(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(height * (1 + Math.ceil(width / 8))), { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first box of a HEIF file (`ftyp`, its brands), and bytes after it. */
const heifFile = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(400, 7)]);
};

/** The site's app over `store`, as production makes it (its pages are not asked for). */
const app = (on: Store) => {
  const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', API_URL: downBackendUrl });
  return createApp({ config, logger: createLogger(config), renderer: sourceRenderer, store: on });
};

const problemOf = async (bytes: Uint8Array) => {
  const read = await readPhoto(bytes);
  return read.ok ? 'taken' : read.problem;
};

describe('a photo read for the directory', () => {
  it('is oriented by its EXIF, loses its EXIF and GPS, and is encoded at each width up to its own in three formats', async () => {
    const upload = await phoneJpeg();
    const given = await sharp(upload).metadata();
    expect([given.width, given.height, given.orientation]).toEqual([1600, 1200, 6]);
    expect(given.exif?.includes('WGS-84')).toBe(true);

    const read = await readPhoto(upload);
    if (!read.ok) throw new Error(read.problem);
    const { hash, width, height, files } = read.photo;
    expect(hash).toBe(createHash('sha256').update(upload).digest('hex').slice(0, 20));
    expect([width, height]).toEqual([1200, 1600]);
    expect(files.map((file) => [file.name, file.type])).toEqual(
      [360, 640, 960].flatMap((size) => [
        [`${hash}-${size}.avif`, 'image/avif'],
        [`${hash}-${size}.webp`, 'image/webp'],
        [`${hash}-${size}.jpg`, 'image/jpeg'],
      ]),
    );
    const progressive: [string, boolean][] = [];
    for (const file of files) {
      const size = Number(/-(\d+)\./.exec(file.name)![1]);
      const made = await sharp(file.data).metadata();
      expect([made.format, made.width, made.height], file.name).toEqual([
        { 'image/avif': 'heif', 'image/webp': 'webp', 'image/jpeg': 'jpeg' }[file.type],
        size,
        Math.round((size * 1600) / 1200),
      ]);
      expect([made.exif, made.xmp, made.orientation], file.name).toEqual([undefined, undefined, undefined]);
      expect(file.data.includes('WGS-84') || file.data.includes('Sunita'), file.name).toBe(false);
      progressive.push([file.type, made.isProgressive]);
    }
    expect(progressive.filter(([type]) => type === 'image/jpeg')).toEqual(
      [360, 640, 960].map(() => ['image/jpeg', true]),
    );
    // Turned a quarter clockwise, as EXIF orientation 6 asks: the left column was the bottom row.
    const jpeg640 = files.find((file) => file.name.endsWith('-640.jpg'))!;
    expect(await quartersOf(jpeg640.data)).toEqual([near(blue), near(red), near(yellow), near(green)]);
  });

  it('takes a PNG, its transparency on white, and a WebP', async () => {
    const png = await readPhoto(await quarters(1000, 800, { alpha: true }).png().toBuffer());
    if (!png.ok) throw new Error(png.problem);
    expect(png.photo.files.map((file) => file.name.replace(/^\w+-/, ''))).toEqual(
      [360, 640, 960].flatMap((size) => photoFormats.map((format) => `${size}.${format}`)),
    );
    const jpeg = png.photo.files.find((file) => file.name.endsWith('-360.jpg'))!;
    expect((await quartersOf(jpeg.data))[0]).toEqual(near([255, 255, 255]));

    const webp = await readPhoto(await quarters(800, 600).webp().toBuffer());
    if (!webp.ok) throw new Error(webp.problem);
    expect([webp.photo.width, webp.photo.height, webp.photo.files.length]).toEqual([800, 600, 6]);
  });

  it('refuses by the first bytes what is not a JPEG, PNG, WebP or HEIC, though sharp could decode it', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="1500"/>');
    const tiff = await quarters(800, 600).tiff().toBuffer();
    const avif = await quarters(800, 600).avif().toBuffer();
    for (const decodable of [svg, tiff, avif]) expect((await sharp(decodable).metadata()).width).toBeGreaterThan(640);
    const text = Buffer.from('Not a photo, though it is called farm.jpg\n');
    for (const bytes of [text, svg, tiff, avif]) expect(await problemOf(bytes)).toBe('not-a-photo');
  });

  it('refuses a damaged photo, its first bytes right and the rest cut or junk, without failing', async () => {
    const jpeg = await quarters(1000, 800).jpeg().toBuffer();
    const png = await quarters(1000, 800).png().toBuffer();
    const junk = Buffer.alloc(5_000, 0x37);
    junk.set([0xff, 0xd8, 0xff, 0xe0]);
    for (const bytes of [jpeg.subarray(0, jpeg.length / 2), png.subarray(0, png.length - 30), junk])
      expect(await problemOf(bytes)).toBe('not-a-photo');
  });

  it(`refuses a HEIC as such, which this sharp ${heicDecodes ? 'decodes' : 'cannot decode'}`, async () => {
    for (const bytes of [heifFile('heic', 'mif1', 'heic'), heifFile('mif1', 'heic'), heifFile('msf1')])
      expect(await problemOf(bytes)).toBe(heicDecodes ? 'not-a-photo' : 'heic');
  });

  it('refuses a photo narrower than 640 px once oriented', async () => {
    expect(await problemOf(await quarters(300, 200).jpeg().toBuffer())).toBe('too-small');
    // 1200 px wide as stored, 600 px as shown.
    expect(await problemOf(await phoneJpeg(1200, 600))).toBe('too-small');
  });

  it('refuses a decompression bomb from its header, at once', async () => {
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    const started = performance.now();
    expect(await problemOf(bomb)).toBe('too-many-pixels');
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('refuses more bytes than the cap', async () => {
    const huge = Buffer.alloc(photoMaxBytes + 1);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    expect(await problemOf(huge)).toBe('too-large');
  });

  it('processes one photo at a time with two waiting, and tells a fourth at once that it is busy', async () => {
    // The first is the largest: processed beside the others, it would finish after them.
    const sizes = [
      [1600, 1200],
      [700, 500],
      [701, 500],
      [702, 500],
    ] as const;
    const bytes = await Promise.all(sizes.map(([width, height]) => quarters(width, height).jpeg().toBuffer()));
    const settled: number[] = [];
    const results = await Promise.all(
      bytes.map((one, i) => readPhoto(one).then((read) => (settled.push(i), read.ok ? 'taken' : read.problem))),
    );
    expect(results).toEqual(['taken', 'taken', 'taken', 'busy']);
    expect(settled).toEqual([3, 0, 1, 2]);
  });
});

describe(`a centre's photos on the ${testStore} store`, () => {
  let store: Store;
  let directory: DirectoryStore;
  let changes = 0;
  let shivar: { id: string; slug: string };
  let hapus: { id: string; slug: string };
  let upload: Buffer;
  let hash: string;
  const consent = {
    givenBy: 'Sunita Jadhav',
    givenAt: '2026-11-30',
    method: 'phone' as const,
    channels: ['phone' as const],
    wording: 'List my centre in the public directory',
    enquiryMail: false,
    ownerLanguage: 'mr' as const,
  };
  const alt = { en: 'The farmhouse', mr: 'शेतघर' };
  const filesOf = async (of: string) =>
    (await store.db.selectFrom('media_files').select('name').where('hash', '=', of).orderBy('name').execute()).map(
      (row) => row.name,
    );
  const count = async () => (await store.db.selectFrom('media_files').select('name').execute()).length;
  const photosOf = async (id: string) => (await oneCentre(store.db, id))!.photos;
  const version = async () =>
    Number(
      (await store.db.selectFrom('data_versions').select('version').where('name', '=', 'directory').executeTakeFirst())
        ?.version ?? 0,
    );
  beforeAll(async () => {
    store = await openTestStore(mkdtempSync(join(dataDir, 'one-')));
    directory = { store, changed: async () => void (changes += 1) };
    shivar = await createCentre(directory, profileOf(shivarFarm), { consent, publish: true });
    hapus = await createCentre(directory, profileOf(kokanOrchard), { consent, publish: true });
    upload = await phoneJpeg();
  });
  afterAll(() => store.close());

  it('stores the files of each width and format with the photo in one write, and the pages list them', async () => {
    const [before, told] = [await version(), changes];
    const added = await addPhoto(directory, shivar.id, upload, alt);
    if (!added.ok) throw new Error(added.problem);
    hash = added.hash;
    expect([await version(), changes]).toEqual([before + 1, told + 1]);
    expect(await photosOf(shivar.id)).toEqual([
      { id: expect.any(String), hash, width: 1200, height: 1600, altEn: alt.en, altMr: alt.mr },
    ]);
    const [shown] = (await loadDirectory(store.db)).bySlug.get(shivar.slug)!.photos;
    expect(shown!.widths).toEqual([360, 640, 960]);
    const named = shown!.widths.flatMap((width) => photoFormats.map((format) => photoFileName(hash, width, format)));
    expect(await filesOf(hash)).toEqual(named.toSorted());
  });

  it('keeps the same bytes once: again for the centre adds nothing, for another centre shares the files', async () => {
    const before = await version();
    expect(await addPhoto(directory, shivar.id, upload, alt)).toEqual({ ok: true, hash });
    expect(await photosOf(shivar.id)).toHaveLength(1);
    expect(await version()).toBe(before);
    expect(await addPhoto(directory, hapus.id, upload, { en: 'Farmhouse', mr: '' })).toEqual({ ok: true, hash });
    expect((await photosOf(hapus.id)).map((photo) => photo.hash)).toEqual([hash]);
    expect(await filesOf(hash)).toHaveLength(9);
  });

  it('refuses an unknown centre and a refused photo, writing nothing', async () => {
    const [files, before] = [await count(), await version()];
    expect(await addPhoto(directory, 'no-such-centre', upload, alt)).toEqual({ ok: false, problem: 'not-found' });
    const small = await quarters(300, 200).jpeg().toBuffer();
    expect(await addPhoto(directory, shivar.id, small, alt)).toEqual({ ok: false, problem: 'too-small' });
    expect([await count(), await version(), (await photosOf(shivar.id)).length]).toEqual([files, before, 1]);
  });

  it('moves a photo up and down among its centre’s', async () => {
    const added = await addPhoto(directory, shivar.id, await quarters(800, 600).webp().toBuffer(), alt);
    if (!added.ok) throw new Error(added.problem);
    const [first, second] = (await photosOf(shivar.id)).map((photo) => photo.id);
    expect(await movePhoto(directory, shivar.id, second!, 'up')).toBe(true);
    expect((await photosOf(shivar.id)).map((photo) => photo.id)).toEqual([second, first]);
    const before = await version();
    expect(await movePhoto(directory, shivar.id, second!, 'up')).toBe(true);
    expect(await version()).toBe(before);
    expect(await movePhoto(directory, shivar.id, second!, 'down')).toBe(true);
    expect((await photosOf(shivar.id)).map((photo) => photo.id)).toEqual([first, second]);
    expect(await movePhoto(directory, hapus.id, second!, 'up')).toBe(false);
  });

  it('removes a photo, and its files once no centre shows it', async () => {
    const [hapusPhoto] = await photosOf(hapus.id);
    const [shivarPhoto] = await photosOf(shivar.id);
    expect(await removePhoto(directory, shivar.id, hapusPhoto!.id)).toBe(false);
    const before = await version();
    expect(await removePhoto(directory, hapus.id, hapusPhoto!.id)).toBe(true);
    expect(await version()).toBe(before + 1);
    expect(await filesOf(hash)).toHaveLength(9);
    expect(await removePhoto(directory, shivar.id, shivarPhoto!.id)).toBe(true);
    expect(await filesOf(hash)).toEqual([]);
    expect(await photosOf(shivar.id)).toHaveLength(1);
    expect(await removePhoto(directory, shivar.id, shivarPhoto!.id)).toBe(false);
    // Uploaded again, it is encoded and stored again.
    const again = await addPhoto(directory, shivar.id, upload, alt);
    expect(again).toEqual({ ok: true, hash });
    expect(await filesOf(hash)).toHaveLength(9);
  });

  it('serves a file with its type, cached for a year as immutable, 304 when the browser has it', async () => {
    const site = app(store);
    const name = photoFileName(hash, 640, 'avif');
    const { data } = (await store.db
      .selectFrom('media_files')
      .select('data')
      .where('name', '=', name)
      .executeTakeFirst())!;
    const file = await request(site).get(`/files/${name}`).buffer(true).expect(200);
    expect(file.headers).toMatchObject({
      'content-type': 'image/avif',
      'cache-control': 'public, max-age=31536000, immutable',
      etag: `"${name}"`,
      'x-content-type-options': 'nosniff',
      'content-length': String(data.byteLength),
    });
    expect(Buffer.compare(file.body as Buffer, Buffer.from(data))).toBe(0);
    // A picture is never a document: none of the document's headers.
    expect(file.headers['content-security-policy']).toBeUndefined();
    const jpeg = await request(site)
      .head(`/files/${photoFileName(hash, 360, 'jpg')}`)
      .expect(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    for (const tag of [`"${name}"`, `W/"${name}"`, `"other", "${name}"`]) {
      const again = await request(site).get(`/files/${name}`).set('If-None-Match', tag).expect(304);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    await request(site).get(`/files/${name}`).set('If-None-Match', '"other"').expect(200);
  });

  it('answers 404 for a name it has not, and 503 while the store fails; an ill-formed name never reaches the store', async () => {
    const site = app(store);
    await request(site)
      .get(`/files/${photoFileName('0123456789abcdef0123', 640, 'webp')}`)
      .expect(404);

    // A store of its own, with one file, then closed: what still answers did not ask it.
    const closing = await openTestStore(mkdtempSync(join(dataDir, 'closed-')));
    const held = { name: 'abcdef0123456789abcd-360.webp', hash: 'abcdef0123456789abcd', type: 'image/webp' };
    await closing.write((db) =>
      db
        .insertInto('media_files')
        .values({ ...held, data: Buffer.from('RIFF'), created_at: new Date().toISOString() })
        .execute(),
    );
    const cut = app(closing);
    await request(cut).get(`/files/${held.name}`).expect(200);
    await closing.close();
    const served = await request(cut).get(`/files/${held.name}`).buffer(true).expect(200);
    expect(String(served.body)).toBe('RIFF');
    const failed = await request(cut)
      .get(`/files/${photoFileName('0123456789abcdef0123', 640, 'jpg')}`)
      .expect(503);
    expect(failed.headers['retry-after']).toBe('5');
    expect(failed.text).not.toMatch(/destroy|pool|sql/i);
    for (const name of [
      'ABCDEF0123456789-360.jpg',
      'abcdef0123456789-360.svg',
      'abc-360.jpg',
      'abcdef0123456789-1.jpg',
    ])
      await request(cut).get(`/files/${name}`).expect(404);
  });
});
