import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';

/** What the storage keeps of an uploaded file: its bytes as a Blob, and its first bytes for the type check. */
export interface StoredFile {
  blob: Blob;
  head: Uint8Array;
}

const headBytes = 16;

/**
 * A multer storage engine that keeps the file in memory (nothing touches the disk) as the
 * Blob that fetch sends on, joined once from the chunks as they arrived. Memory storage
 * would join them into a Buffer first, which then has to be copied into a Blob: about half
 * again as much memory with ten uploads at once (docs/decisions/019-registration-edge.md;
 * `npm run bench:upload` measures it).
 */
export const blobStorage: StorageEngine = {
  _handleFile(_req, file, callback) {
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.stream.on('data', (chunk: Uint8Array) => {
      chunks.push(chunk);
      size += chunk.byteLength;
    });
    file.stream.on('error', callback);
    file.stream.on('end', () => {
      const first: Uint8Array[] = [];
      let taken = 0;
      for (const chunk of chunks) {
        if (taken >= headBytes) break;
        first.push(chunk);
        taken += chunk.byteLength;
      }
      const head = Buffer.concat(first).subarray(0, headBytes);
      const stored: StoredFile = { blob: new Blob(chunks as BlobPart[]), head };
      chunks.length = 0;
      callback(null, { size, ...stored } as Partial<Express.Multer.File>);
    });
  },
  _removeFile(_req, _file, callback) {
    callback(null);
  },
};

/**
 * The limits of one multipart form: at most one file, in `fileField`, of at most `fileBytes`;
 * at most `fields` text fields of at most `fieldBytes` each, their names at most
 * `fieldNameBytes`; at most `headerPairs` part headers. A body declared larger than `bodyBytes`
 * is not read.
 */
export interface MultipartLimits {
  fileField: string;
  fileBytes: number;
  fields: number;
  fieldBytes: number;
  fieldNameBytes: number;
  headerPairs: number;
  bodyBytes: number;
}

/** The form's file, in memory: its bytes as a Blob (untyped), its first bytes, and its name as sent. */
export interface UploadedFile extends StoredFile {
  name: string;
}

/**
 * Why a body was not read: not multipart at all; `malformed` (no boundary, or a part that
 * could not be read); `too-large` (the file, or the body declared); more than one file or a
 * file in another field (`files`); a value too long; too many fields.
 */
export type MultipartProblem = 'not-multipart' | 'malformed' | 'too-large' | 'files' | 'long-value' | 'fields';

/** A form read, or why not: then with the text fields read before it stopped (see `keepFieldsUpTo`). */
export type MultipartForm =
  | { ok: true; fields: Record<string, unknown>; file: UploadedFile | undefined }
  | { ok: false; problem: MultipartProblem; fields: Record<string, unknown> };

const problems: Partial<Record<MulterError['code'], MultipartProblem>> = {
  LIMIT_FILE_SIZE: 'too-large',
  LIMIT_FILE_COUNT: 'files',
  LIMIT_UNEXPECTED_FILE: 'files',
  LIMIT_FIELD_VALUE: 'long-value',
  LIMIT_FIELD_COUNT: 'fields',
  LIMIT_PART_COUNT: 'fields',
};

/** Throws a file's bytes away as they arrive: only the text fields of a body too large are kept. */
const discardStorage: StorageEngine = {
  _handleFile(_req, file, done) {
    file.stream.on('error', done);
    file.stream.on('end', () => done(null, {}));
    file.stream.resume();
  },
  _removeFile: (_req, _file, done) => done(null),
};

/**
 * A multipart post's body for the Fetch `Request` that the routes (server/render.ts) or a
 * feature's API reads: the Express request's own stream, unread, and the headers that say how
 * to read it (its type and declared length).
 */
export function bodyInit(req: ExpressRequest) {
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-length']) {
    const value = req.get(name);
    if (value !== undefined) headers[name] = value;
  }
  return { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: 'half' as const, headers };
}

/** Whether a content type is multipart/form-data, as Express's `req.is` reads it. */
export function isMultipart(contentType: string | null): boolean {
  return contentType?.split(';', 1)[0]?.trim().toLowerCase() === 'multipart/form-data';
}

/**
 * Reads a Fetch `Request`'s multipart body into memory with multer (nothing touches the disk),
 * within `limits`. A body declared larger than `limits.bodyBytes` is refused before it is read,
 * unless it is declared at most `keepFieldsUpTo` (the form sent without JavaScript, whose
 * visitor is answered with what they typed): then its text fields are read, its file's bytes
 * thrown away, and it is refused after. File names are read as UTF-8, as browsers send them.
 */
export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
  { keepFieldsUpTo = 0 } = {},
): Promise<MultipartForm> {
  const type = request.headers.get('content-type');
  if (!isMultipart(type)) return { ok: false, problem: 'not-multipart', fields: {} };
  // Without a boundary nothing in the body can be read as a part: refuse rather than see an empty form.
  if (!/;\s*boundary=("[^"]+"|[^;\s"]+)/i.test(type ?? '')) return { ok: false, problem: 'malformed', fields: {} };
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limits.bodyBytes) {
    if (declared > keepFieldsUpTo) return { ok: false, problem: 'too-large', fields: {} };
    const { fields } = await parse(request, limits, discardStorage, false);
    return { ok: false, problem: 'too-large', fields };
  }
  const { fields, file, error } = await parse(request, limits, blobStorage, true);
  if (error === undefined) return { ok: true, fields, file };
  const problem = (error instanceof MulterError && problems[error.code]) || 'malformed';
  return { ok: false, problem, fields };
}

/** multer over the Fetch body, as a Node stream with the headers multer and busboy read. */
function parse(request: Request, limits: MultipartLimits, storage: StorageEngine, fileSize: boolean) {
  const length = request.headers.get('content-length');
  const stream = Object.assign(
    request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]),
    {
      headers: {
        'content-type': request.headers.get('content-type') ?? '',
        ...(length === null ? { 'transfer-encoding': 'chunked' } : { 'content-length': length }),
      },
    },
  ) as unknown as ExpressRequest;
  const upload = multer({
    storage,
    defParamCharset: 'utf8',
    limits: {
      ...(fileSize && { fileSize: limits.fileBytes }),
      files: 1,
      fields: limits.fields,
      fieldSize: limits.fieldBytes,
      fieldNameSize: limits.fieldNameBytes,
      parts: limits.fields + 1,
      headerPairs: limits.headerPairs,
    },
  }).single(limits.fileField);
  return new Promise<{ fields: Record<string, unknown>; file: UploadedFile | undefined; error: unknown }>((resolve) => {
    upload(stream, undefined as unknown as ExpressResponse, (error: unknown) => {
      const fields = { ...((stream.body ?? {}) as Record<string, unknown>) };
      const stored = stream.file as (Express.Multer.File & StoredFile) | undefined;
      const file = stored && { blob: stored.blob, head: stored.head, name: stored.originalname };
      resolve({ fields, file: error === undefined ? file : undefined, error });
    });
  });
}
