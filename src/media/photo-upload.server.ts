/**
 * The admin's photo form (multipart, decision 095): read from the action's `Request` with
 * explicit limits (one file of at most 15 MB in `photo`, a few short fields), in memory
 * (server/multipart.ts). The photo itself is checked and processed by ./photos.server.ts.
 */
import { isMultipart, readMultipart, type MultipartLimits } from '../../server/multipart.ts';
import { photoMaxBytes } from './photos.server.ts';

export const photoField = 'photo';

const limits: MultipartLimits = {
  fileField: photoField,
  fileBytes: photoMaxBytes,
  fields: 8,
  fieldBytes: 2_000,
  fieldNameBytes: 50,
  headerPairs: 50,
  bodyBytes: photoMaxBytes + 64 * 1024,
};

export type PhotoForm =
  | { ok: true; fields: Record<string, string>; bytes: Uint8Array | undefined }
  | { ok: false; problem: 'too-large' | 'unreadable' };

/** Whether a post is the photo form (multipart); the admin's other forms are urlencoded. */
export const isPhotoForm = (request: Request) => isMultipart(request.headers.get('content-type'));

/** The form's fields and photo, or why it cannot be read; a body declared larger than the limits is not read. */
export async function readPhotoForm(request: Request): Promise<PhotoForm> {
  const read = await readMultipart(request, limits);
  if (!read.ok) return { ok: false, problem: read.problem === 'too-large' ? 'too-large' : 'unreadable' };
  const fields = Object.fromEntries(
    Object.entries(read.fields).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
  );
  return { ok: true, fields, bytes: read.file && new Uint8Array(await read.file.blob.arrayBuffer()) };
}
