import type { StorageEngine } from 'multer';

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
