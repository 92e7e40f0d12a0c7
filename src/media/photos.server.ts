/**
 * The site's own photos (a centre's, decision 095; an event's afterwards, decision 100): an upload
 * is checked by its first bytes before anything decodes it, oriented, stripped of its metadata
 * (EXIF, GPS, XMP) and encoded once, here, at each width of `photoWidths` it reaches, as AVIF, WebP
 * and JPEG; the files go into the store's `media_files` (served by server/media-files.ts) in the
 * same write as the photo's row, which each feature keeps in a table of its own.
 */
import { createHash } from 'node:crypto';
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import sharp from 'sharp';
import type { StoreTables } from '../../server/store/schema.ts';
import { photoFileName, photoFormats, photoWidths, type PhotoFormat } from './photo.ts';

/** The largest upload read: a phone's photo is 2-8 MB. */
export const photoMaxBytes = 15 * 1024 * 1024;
/** The most pixels decoded (a 48 MP phone photo is not needed; a decompression bomb is refused). */
export const photoMaxPixels = 40_000_000;
/** The narrowest photo taken, once oriented: what a phone's screen shows at 1.75 device pixels. */
export const photoMinWidth = 640;
/** The longest the processing of one photo may take. */
export const photoDeadlineMs = 60_000;

/**
 * Whether this machine's sharp decodes HEIC. Its prebuilt libvips carries libheif with the AV1
 * decoder only (AVIF): HEVC is left out for its patents, so an iPhone's HEIC is refused as `heic`
 * and the admin asked for a JPEG.
 */
export const heicDecodes = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

export type PhotoProblem = 'not-a-photo' | 'too-large' | 'heic' | 'too-many-pixels' | 'too-small' | 'busy' | 'timeout';

/** A photo ready to store: its hash, its oriented size, and its encoded files. */
export interface ReadPhoto {
  hash: string;
  width: number;
  height: number;
  files: { name: string; type: string; data: Buffer }[];
}

const mediaTypes: Record<PhotoFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
/** ISO BMFF brands of HEIF pictures. `mif1`/`msf1` alone do not count among the compatible ones: AVIF lists them too. */
const heifBrands = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1']);
const hevcBrands = new Set(['heic', 'heix', 'hevc', 'heim', 'heis']);

/** What the first bytes say the file is; undefined for anything that is not one of the photos taken. */
export function photoKind(bytes: Uint8Array): 'jpeg' | 'png' | 'webp' | 'heif' | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 16 && ascii(bytes, 4, 8) === 'ftyp') {
    const boxEnd = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length, 256);
    const compatible = [];
    for (let at = 16; at + 4 <= boxEnd; at += 4) compatible.push(ascii(bytes, at, at + 4));
    if (heifBrands.has(ascii(bytes, 8, 12)) || compatible.some((brand) => hevcBrands.has(brand))) return 'heif';
  }
  return undefined;
}

/** The hash photo files are named by: the uploaded bytes' SHA-256, hex, 20 characters (80 bits). */
export const photoHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 20);

/**
 * One photo processed at a time in the whole process, two more waiting; any more are told
 * `busy` at once. `sharp.concurrency` is not set here: it is libvips's thread count for the
 * whole process, not one caller's, and on glibc Linux (this machine, the node:24-slim image)
 * sharp already makes it 1. libaom runs threads of its own when it encodes AVIF.
 */
const maxWaiting = 2;
let processing = false;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T | 'busy'> {
  if (processing) {
    if (waiting.length >= maxWaiting) return 'busy';
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else processing = true;
  try {
    return await work();
  } finally {
    // The next caller is handed the turn directly: no one arriving now can slip in before it.
    const next = waiting.shift();
    if (next) next();
    else processing = false;
  }
}

class Refused extends Error {
  readonly problem: PhotoProblem;
  constructor(problem: PhotoProblem) {
    super(problem);
    this.problem = problem;
  }
}

/** sharp's failures, as a problem: a limit it enforced, the deadline, or bytes it could not read. */
function problemOf(error: unknown): PhotoProblem {
  if (error instanceof Refused) return error.problem;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return 'too-many-pixels';
  if (/timeout/i.test(message)) return 'timeout';
  return 'not-a-photo';
}

/**
 * Checks, orients, strips and encodes an uploaded photo. The cheap refusals (size, first
 * bytes, HEIC this sharp cannot decode) come before the turn is waited for; the header's
 * pixel count before any pixel is decoded.
 */
export async function readPhoto(
  bytes: Uint8Array,
): Promise<{ ok: true; photo: ReadPhoto } | { ok: false; problem: PhotoProblem }> {
  if (bytes.byteLength > photoMaxBytes) return { ok: false, problem: 'too-large' };
  const kind = photoKind(bytes);
  if (!kind) return { ok: false, problem: 'not-a-photo' };
  if (kind === 'heif' && !heicDecodes) return { ok: false, problem: 'heic' };
  const outcome = await inTurn(async () => {
    try {
      return { ok: true as const, photo: await encode(bytes) };
    } catch (error) {
      return { ok: false as const, problem: problemOf(error) };
    }
  });
  return outcome === 'busy' ? { ok: false, problem: 'busy' } : outcome;
}

async function encode(bytes: Uint8Array): Promise<ReadPhoto> {
  const deadline = Date.now() + photoDeadlineMs;
  const seconds = () => {
    const left = Math.ceil((deadline - Date.now()) / 1000);
    if (left <= 0) throw new Refused('timeout');
    return left;
  };
  const input = { limitInputPixels: photoMaxPixels, failOn: 'error' as const };
  const header = await sharp(bytes, input).metadata();
  if (header.width * header.height > photoMaxPixels) throw new Refused('too-many-pixels');
  const { width, height } = header.autoOrient;
  if (width < photoMinWidth) throw new Refused('too-small');
  const widths = photoWidths.filter((one) => one <= width);
  // Decoded once, oriented and at the widest width wanted: each file is made from these pixels.
  // Nothing of the original's metadata is kept: sharp writes none unless asked (keepMetadata).
  const largest = await sharp(bytes, input)
    .autoOrient()
    .resize({ width: Math.max(...widths) })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw({ depth: 'uchar' })
    .timeout({ seconds: seconds() })
    .toBuffer({ resolveWithObject: true });
  const raw = { width: largest.info.width, height: largest.info.height, channels: largest.info.channels };
  const hash = photoHash(bytes);
  const files: ReadPhoto['files'] = [];
  for (const size of widths) {
    for (const format of photoFormats) {
      const resized = sharp(largest.data, { raw }).resize({ width: size });
      const encoded =
        format === 'avif'
          ? resized.avif({ quality: 50, effort: 4 })
          : format === 'webp'
            ? resized.webp({ quality: 75 })
            : resized.jpeg({ quality: 78, mozjpeg: true, progressive: true });
      const data = await encoded.timeout({ seconds: seconds() }).toBuffer();
      files.push({ name: photoFileName(hash, size, format), type: mediaTypes[format], data });
    }
  }
  return { hash, width, height, files };
}

/**
 * On PostgreSQL, the writes about one photo's files take turns (till their commit): a removal
 * that finds no other row using them could otherwise delete them under an upload of the same
 * photo committing beside it. The embedded store writes one at a time anyway.
 */
export async function lockPhoto(db: Kysely<StoreTables>, hash: string) {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`select pg_advisory_xact_lock(hashtext(${`photo:${hash}`}))`.execute(db);
}

/** Stores a read photo's files (after `lockPhoto`, in the write that adds its row); files already there stay. */
export async function keepPhotoFiles(db: Kysely<StoreTables>, photo: ReadPhoto, at: string) {
  await db
    .insertInto('media_files')
    .values(photo.files.map((file) => ({ ...file, hash: photo.hash, created_at: at })))
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}

/**
 * Deletes a photo's row (a centre's, an event's; in the caller's write) and its files unless
 * another row still shows them: false when the row was gone already.
 */
export async function removePhotoRow(
  db: Kysely<StoreTables>,
  table: 'centre_photos' | 'workshop_photos',
  photo: { id: string; hash: string },
): Promise<boolean> {
  await lockPhoto(db, photo.hash);
  const removed = await db.deleteFrom(table).where('id', '=', photo.id).executeTakeFirst();
  if (removed.numDeletedRows === 0n) return false;
  await dropUnusedFiles(db, photo.hash);
  return true;
}

/** Deletes a photo's files once no row of any feature shows them (after `lockPhoto` and the row's removal). */
export async function dropUnusedFiles(db: Kysely<StoreTables>, hash: string) {
  const [centre, workshop] = await Promise.all([
    db.selectFrom('centre_photos').select('id').where('hash', '=', hash).executeTakeFirst(),
    db.selectFrom('workshop_photos').select('id').where('hash', '=', hash).executeTakeFirst(),
  ]);
  if (!centre && !workshop) await db.deleteFrom('media_files').where('hash', '=', hash).execute();
}
