import { createHash, randomBytes } from 'node:crypto';

/** Documents of any size for the contract backend's callers (tests, benchmarks), and how it fingerprints one. */

/** A PDF-looking document of exactly `size` bytes: the PDF header, then random bytes. */
export function pdfOfSize(size: number): Buffer {
  const header = Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  return Buffer.concat([header, randomBytes(size - header.length)]);
}

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export const MB = 1024 * 1024;
