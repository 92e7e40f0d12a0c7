/**
 * The admin's photo form (multipart, decision 095): read from the request's body with explicit
 * limits (one file of at most 15 MB in `photo`, a few short fields), in memory. The photo itself
 * is checked and processed by ./photos.server.ts.
 */
import type { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { photoMaxBytes } from './photos.server.ts';

export const photoField = 'photo';

const upload = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: photoMaxBytes,
    files: 1,
    fields: 8,
    fieldSize: 2_000,
    fieldNameSize: 50,
    parts: 9,
    headerPairs: 50,
  },
}).single(photoField);

export type PhotoForm =
  | { ok: true; fields: Record<string, string>; bytes: Uint8Array | undefined }
  | { ok: false; problem: 'too-large' | 'unreadable' };

/** The form's fields and photo, or why it cannot be read; a body declared larger than the limits is not read. */
export function readPhotoForm(req: Request, res: Response): Promise<PhotoForm> {
  if (Number(req.get('content-length') ?? 0) > photoMaxBytes + 64 * 1024)
    return Promise.resolve({ ok: false, problem: 'too-large' });
  return new Promise((resolve) => {
    upload(req, res, (error: unknown) => {
      if (error) {
        const tooLarge = error instanceof MulterError && error.code === 'LIMIT_FILE_SIZE';
        resolve({ ok: false, problem: tooLarge ? 'too-large' : 'unreadable' });
        return;
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const fields = Object.fromEntries(
        Object.entries(body).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : [])),
      );
      resolve({ ok: true, fields, bytes: req.file ? new Uint8Array(req.file.buffer) : undefined });
    });
  });
}
