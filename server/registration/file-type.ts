import type { DocumentType } from '../../src/features/registration/contract.ts';

/** The document types a registration accepts, told by their first bytes (never by name or declared type). */
const signatures: Array<{ type: DocumentType; test: (bytes: Uint8Array) => boolean }> = [
  { type: 'application/pdf', test: (b) => startsWith(b, [0x25, 0x50, 0x44, 0x46, 0x2d]) }, // %PDF-
  { type: 'image/jpeg', test: (b) => startsWith(b, [0xff, 0xd8, 0xff]) },
  { type: 'image/png', test: (b) => startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  {
    type: 'image/webp', // RIFF....WEBP
    test: (b) => startsWith(b, [0x52, 0x49, 0x46, 0x46]) && startsWith(b.subarray(8), [0x57, 0x45, 0x42, 0x50]),
  },
];

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, i) => bytes[i] === byte);
}

/** The media type of a PDF, JPEG, PNG or WebP document, or undefined for anything else. */
export function documentType(bytes: Uint8Array): DocumentType | undefined {
  return signatures.find(({ test }) => test(bytes))?.type;
}

/**
 * The name to send on: the last path segment only, without control characters,
 * at most 200 characters (a browser sends only the name; other clients may not).
 */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return [...base].slice(-200).join('') || 'document';
}
