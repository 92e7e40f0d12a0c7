import type { DocumentType } from './contract.ts';

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

/** The extensions each type is known by; the first is the one a name is given. */
const extensions: Record<DocumentType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
};

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

/**
 * The name to send on for a document of `type`: the safe name (safeFileName), ending in an
 * extension of that type. A name that ends in another extension (`x.html` holding PNG
 * bytes) has it replaced (`x.png`), so that nothing that later serves or opens the file by
 * its name takes it for what it is not; a name without one gets one.
 */
export function documentFileName(name: string, type: DocumentType): string {
  const safe = safeFileName(name);
  const known = extensions[type];
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 ? safe.slice(dot + 1).toLowerCase() : '';
  if (known.includes(extension)) return safe;
  const stem = dot > 0 ? safe.slice(0, dot) : safe;
  return `${[...stem].slice(-(200 - known[0]!.length - 1)).join('')}.${known[0]}`;
}
