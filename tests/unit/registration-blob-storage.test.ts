import { Readable } from 'node:stream';
import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { blobStorage, type StoredFile } from '../../server/multipart.ts';

function store(chunks: Uint8Array[]) {
  return new Promise<StoredFile & { size: number }>((resolve, reject) => {
    const file = { stream: Readable.from(chunks) } as unknown as Express.Multer.File;
    // oxlint-disable-next-line no-underscore-dangle -- multer's storage engine API
    blobStorage._handleFile({} as Request, file, (error, info) =>
      error ? reject(error) : resolve(info as StoredFile & { size: number }),
    );
  });
}

describe('blob storage for the uploaded document', () => {
  it('keeps every byte, in order, as one Blob', async () => {
    const chunks = [Buffer.from('%PDF-1.7\n'), Buffer.from([0, 255, 1, 254]), Buffer.from('tail')];
    const stored = await store(chunks);
    expect(stored.size).toBe(17);
    expect(Buffer.from(await stored.blob.arrayBuffer())).toEqual(Buffer.concat(chunks));
  });

  it('gives the first 16 bytes for the type check, however small the chunks came', async () => {
    const bytes = Buffer.from('\x89PNG\r\n\x1a\n0123456789abcdef', 'latin1');
    const stored = await store([...bytes].map((byte) => Buffer.from([byte])));
    expect(Buffer.from(stored.head)).toEqual(bytes.subarray(0, 16));
  });
});
