import { encodeWord } from 'nodemailer/lib/mime-funcs';

/**
 * A visitor's words for a mail header (a subject, a display name), made to read as typed
 * (issue 58). Mail programs decode every RFC 2047 encoded word (`=?utf-8?B?4oCuZ25wLmV4ZQ==?=`)
 * they find, in a quoted display name too, and nodemailer passes a valid one through as
 * already encoded: typed into the Contact form's name, it turned into a right-to-left override
 * or a fake `<office@…>` at the office. Text holding `=?` is therefore encoded whole, in base64
 * encoded words that decode to exactly the characters typed; nodemailer leaves those as they
 * are and encodes any other text itself. In a display name nodemailer quotes them, which a
 * mail program that decodes encoded words at all still decodes, and one that never does shows
 * as inert ASCII.
 */
export function literalHeaderText(text: string): string {
  // 52 characters a word, as nodemailer's own encoded words: folded lines stay under 78.
  return text.includes('=?') ? encodeWord(text, 'B', 52) : text;
}
