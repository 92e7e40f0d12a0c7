import { describe, expect, it } from 'vitest';
import { documentFileName, documentType, safeFileName } from '../../src/features/registration/file-type.server.ts';
import { bytesOf, samples } from '../fixtures/uploads.ts';

describe('document type by first bytes', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
  ] as const)('recognises the sample %s', (kind, type) => {
    expect(documentType(bytesOf(samples[kind]))).toBe(type);
  });

  it.each([
    ['a text file named .pdf', bytesOf(samples.fake)],
    ['an empty file', Buffer.alloc(0)],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a RIFF file that is not WebP (WAVE)', Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1')],
    ['a GIF', Buffer.from('GIF89a', 'latin1')],
    ['an executable', Buffer.from('MZ\x90\x00', 'latin1')],
  ])('refuses %s', (_, bytes) => {
    expect(documentType(bytes)).toBeUndefined();
  });
});

describe('file name sent on', () => {
  it('keeps an ordinary name, Devanagari included', () => {
    expect(safeFileName('नोंदणी प्रमाणपत्र.pdf')).toBe('नोंदणी प्रमाणपत्र.pdf');
  });

  it('drops folders and control characters', () => {
    expect(safeFileName('C:\\Users\\farmer\\licence.pdf')).toBe('licence.pdf');
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('bad\r\nname\u0000.pdf')).toBe('badname.pdf');
  });

  it('keeps the end of a very long name, and names a nameless file', () => {
    const name = safeFileName(`${'a'.repeat(500)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
    expect(safeFileName('/')).toBe('document');
  });
});

describe('file name of the type the bytes show', () => {
  it.each([
    ['licence.pdf', 'application/pdf', 'licence.pdf'],
    ['Scan.PDF', 'application/pdf', 'Scan.PDF'],
    ['photo.jpeg', 'image/jpeg', 'photo.jpeg'],
    ['photo.JPG', 'image/jpeg', 'photo.JPG'],
    ['x.html', 'image/png', 'x.png'],
    ['x.png.html', 'image/png', 'x.png.png'],
    ['invoice.pdf', 'image/webp', 'invoice.webp'],
    ['photo', 'image/png', 'photo.png'],
    ['.htaccess', 'application/pdf', '.htaccess.pdf'],
    ['नोंदणी.svg', 'image/jpeg', 'नोंदणी.jpg'],
    ['../../x.php', 'image/jpeg', 'x.jpg'],
    ['/', 'application/pdf', 'document.pdf'],
  ] as const)('sends %j holding %s as %j', (name, type, sent) => {
    expect(documentFileName(name, type)).toBe(sent);
  });

  it('keeps a long name within 200 characters, ending in the extension', () => {
    const name = documentFileName(`${'a'.repeat(300)}.html`, 'image/webp');
    expect(name).toHaveLength(200);
    expect(name.endsWith('a.webp')).toBe(true);
  });
});
