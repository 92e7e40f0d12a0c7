/**
 * `node tests/e2e/mail-catcher.ts <port> <folder>`: an SMTP server on loopback for the browser
 * tests (the `smtp-server` package), started by playwright.config.ts beside the site, which
 * mails through it (SMTP_URL). It takes any mail without a login and writes each, as received,
 * to `<folder>/<n>.eml` (the folder emptied at start), where a test reads it (tests/e2e/mail.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';

const [port, folder] = process.argv.slice(2);
if (!port || !folder) {
  console.error('Usage: node tests/e2e/mail-catcher.ts <port> <folder>');
  process.exit(2);
}
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });
let count = 0;
const server = new SMTPServer({
  logger: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  closeTimeout: 100,
  onData(stream, _session, callback) {
    buffer(stream).then((raw) => {
      count += 1;
      writeFileSync(join(folder, `${String(count).padStart(5, '0')}.eml`), raw);
      callback();
    }, callback);
  },
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
