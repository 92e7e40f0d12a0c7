import type { Request, Response } from 'express';
import multer, { MulterError, type StorageEngine } from 'multer';
import { edgeMessages, limits, uploadField } from '../src/features/registration/contract.ts';

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
 * The registration's multipart body, read into memory as a Blob (nothing touches the disk) with
 * explicit limits: one file of at most 10 MB in the document's field (`uploadField`), at most 20 text
 * fields of at most 10 KB each. File names are read as UTF-8, as browsers send them.
 */
const upload = multer({
  storage: blobStorage,
  defParamCharset: 'utf8',
  limits: {
    fileSize: limits.fileBytes,
    files: 1,
    fields: limits.fields,
    fieldSize: limits.fieldBytes,
    fieldNameSize: 100,
    parts: limits.fields + 1,
    headerPairs: 100,
  },
}).single(uploadField);

/**
 * The text fields of a body too large to take, its file's bytes thrown away as they arrive
 * (nothing kept but the fields, with their limits): so that the form sent without JavaScript is
 * answered 413 with what was typed (issue 58 item 14). Only up to `fieldsKeptUpTo` bytes declared,
 * within the upload's body deadline (server/bounds.ts).
 */
const fieldsOnly = multer({
  storage: {
    _handleFile(_req, file, done) {
      file.stream.on('error', done);
      file.stream.on('end', () => done(null, {}));
      file.stream.resume();
    },
    _removeFile: (_req, _file, done) => done(null),
  },
  defParamCharset: 'utf8',
  limits: {
    files: 1,
    fields: limits.fields,
    fieldSize: limits.fieldBytes,
    fieldNameSize: 100,
    parts: limits.fields + 1,
    headerPairs: 100,
  },
}).single(uploadField);

/** The largest body declared whose fields are read to be given back (a phone's video chosen by mistake is larger). */
export const fieldsKeptUpTo = 64 * 1024 * 1024;

export interface ParsedForm {
  body: Record<string, unknown>;
  file: (Express.Multer.File & StoredFile) | undefined;
}

/** A request the edge refuses, with the status and words to answer it with. */
export class FormError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const multerMessages: Partial<Record<MulterError['code'], string>> = {
  LIMIT_FILE_COUNT: edgeMessages.oneFile,
  LIMIT_UNEXPECTED_FILE: edgeMessages.oneFile,
  LIMIT_FIELD_VALUE: edgeMessages.longValue,
  LIMIT_FIELD_COUNT: edgeMessages.manyFields,
  LIMIT_PART_COUNT: edgeMessages.manyFields,
};

/** The largest body the limits allow (the file, every field, and room for part headers and boundaries). */
const maxBodyBytes = limits.fileBytes + limits.fields * limits.fieldBytes + 64 * 1024;

/**
 * Parse the body; rejects with a FormError (413 for too large a file, 400 for every other
 * problem). A body declared larger than the limits allow is refused before it is read, unless
 * `keepFields` (the form sent without JavaScript): then its text fields are read into `req.body`
 * (up to `fieldsKeptUpTo`), the file's bytes thrown away, and it is refused after.
 */
export function parseMultipart(req: Request, res: Response, { keepFields = false } = {}): Promise<ParsedForm> {
  if (!req.is('multipart/form-data')) return Promise.reject(new FormError(415, edgeMessages.notMultipart));
  // Without a boundary nothing in the body can be read as a part: refuse rather than see an empty form.
  if (!/;\s*boundary=("[^"]+"|[^;\s"]+)/i.test(req.get('content-type') ?? '')) {
    return Promise.reject(new FormError(400, edgeMessages.malformed));
  }
  const declared = Number(req.get('content-length') ?? 0);
  if (declared > maxBodyBytes) {
    const refused = new FormError(413, edgeMessages.tooLarge);
    if (!keepFields || declared > fieldsKeptUpTo) return Promise.reject(refused);
    return new Promise((_resolve, reject) => fieldsOnly(req, res, () => reject(refused)));
  }
  return new Promise((resolve, reject) => {
    upload(req, res, (error: unknown) => {
      if (!error) {
        resolve({ body: (req.body ?? {}) as Record<string, unknown>, file: req.file as ParsedForm['file'] });
        return;
      }
      if (error instanceof MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') reject(new FormError(413, edgeMessages.tooLarge));
        else reject(new FormError(400, multerMessages[error.code] ?? edgeMessages.malformed));
        return;
      }
      reject(new FormError(400, edgeMessages.malformed));
    });
  });
}
