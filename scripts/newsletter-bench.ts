/**
 * `npm run bench:newsletter`: an issue of the newsletter sent to 10,000 confirmed subscribers
 * (issue 55, decision 099) by the production server, at NEWSLETTER_RATE's ceiling (1,000,000 a
 * minute: no throttle), to an SMTP server on loopback. A store of its own (a temporary DATA_DIR)
 * is migrated by the server as it starts (the build's migrations), then given the subscribers
 * (half English, half Marathi) and the issue, written in both languages, through a second handle
 * on the same store (SQLite: the server's handle and this one share it); the issue stays a draft
 * while the server warms up, then that handle starts its sending (`startSending`, as the admin's button does): the server's sender takes it up within
 * its round (src/features/newsletter/sender.server.ts). The SMTP server is the `smtp-server`
 * package in a worker thread (its own event loop, so it does not slow the load generator here):
 * it counts each mail's bytes and recipient without parsing them, and answers at once.
 * Measured:
 *   - mails a second at the SMTP server, from its first mail to its last, and the pauses in it;
 *   - the server's RSS every 200 ms from the start of the sending to its end (at the start, at
 *     each quarter of the mails, the peak, the end): whether memory stays flat with the count;
 *   - the public pages (/home, /centres, /newsletter/archive) under a steady load while it sends,
 *     each at BENCH_PAGE_RATE requests a second (default 50; 0: flat out) over 4 connections, and
 *     again for as long once it has gone out (the baseline, the same pages, the issue then in the
 *     archive as it is while sending): p50, p99 and slowest of each.
 * Fails (exit 1) unless every subscriber got the issue exactly once (the SMTP server's
 * recipients, the deliveries all `sent`, the issue `sent`), or when a page answered an error, or
 * after 10 minutes. Prints a table and writes it to docs/quality.md (QUALITY_REPORT=false: not).
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { isMainThread, parentPort, Worker } from 'node:worker_threads';
import { SMTPServer } from 'smtp-server';
import { openStore } from '../server/store/store.ts';
import { createIssue, startSending } from '../src/features/newsletter/issues.server.ts';
import { writeSection } from './quality-report.ts';
import { memoryMb, startServer } from './server-process.ts';

/** What the SMTP server in the worker tells: its mails so far, and when each came in (epoch ms). */
interface SinkStatus {
  messages: number;
  recipients: number;
  distinct: number;
  bytes: number;
  times: number[];
}

/**
 * The worker's side: an SMTP server that takes every mail, keeping only counts. smtp-server waits
 * 100 ms before its greeting (to catch clients that talk too soon) and looks up each client's
 * name; the sender opens a connection a mail, so those would be what is measured: here it greets
 * after `greetingMs` (BENCH_GREETING_MS, default 0), and looks nothing up.
 */
async function runSink(greetingMs: number) {
  const port = parentPort!;
  const { SMTPConnection } = (await import('smtp-server/lib/smtp-connection.js' as string)) as {
    SMTPConnection: { prototype: { init(): void } };
  };
  type Connection = { _setListeners(ready: () => void): void; connectionReady(): void };
  SMTPConnection.prototype.init = function (this: Connection) {
    // oxlint-disable-next-line no-underscore-dangle -- smtp-server's own init, less its 100 ms wait
    this._setListeners(() =>
      greetingMs > 0 ? setTimeout(() => this.connectionReady(), greetingMs) : this.connectionReady(),
    );
  };
  const seen = new Set<string>();
  const times: number[] = [];
  let recipients = 0;
  let bytes = 0;
  const server = new SMTPServer({
    logger: false,
    closeTimeout: 100,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    disableReverseLookup: true,
    onRcptTo(to, _session, callback) {
      recipients += 1;
      seen.add(to.address);
      callback();
    },
    onData(stream, _session, callback) {
      stream.on('data', (chunk: Buffer) => (bytes += chunk.length));
      stream.on('end', () => {
        times.push(now());
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1', () => port.postMessage({ ready: (server.server.address() as AddressInfo).port }));
  port.on('message', (message: 'status' | 'recipients' | 'close') => {
    if (message === 'status') {
      const status: Omit<SinkStatus, 'times'> = { messages: times.length, recipients, distinct: seen.size, bytes };
      port.postMessage({ status });
    } else if (message === 'recipients') port.postMessage({ recipients: [...seen], times });
    else server.close(() => port.close());
  });
}

/** Now, as epoch ms to a fraction (the same clock in the worker). */
const now = () => performance.timeOrigin + performance.now();
/** Seconds or milliseconds to a tenth; MB whole. */
const ms = (value: number) => Math.round(value * 10) / 10;
const mb = (value: number) => Math.round(value);
/** Subscriber `i`'s address. */
const address = (i: number) => `reader${i}@example.in`;

const greetingMs = Number(process.env.BENCH_GREETING_MS ?? 0);
if (!isMainThread) await runSink(greetingMs);
else await main();

async function main() {
  const require = createRequire(import.meta.url);
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number; max: number };
    errors: number;
    non2xx: number;
  };
  const autocannon = require('autocannon') as (opts: object) => PromiseLike<Result> & { stop(): void };

  const subscriberCount = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
  const pageRate = Number(process.env.BENCH_PAGE_RATE ?? 50);
  const connections = 4;
  const port = 3461;
  const origin = `http://127.0.0.1:${port}`;
  const pages = ['/home', '/centres', '/newsletter/archive'];
  const deadlineMs = 10 * 60_000;
  const startedAt = Date.now();

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'agro-newsletter-bench-'));
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let sink: Worker | undefined;
  const cleanUp = () => {
    server?.kill();
    void sink?.terminate();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = setTimeout(() => {
    console.error(`newsletter bench: not done after ${deadlineMs / 60_000} minutes`);
    cleanUp();
    process.exit(1);
  }, deadlineMs);
  const late = () => Date.now() - startedAt > deadlineMs - 30_000;
  const problems: string[] = [];

  try {
    // The SMTP server, in a worker thread.
    sink = new Worker(new URL(import.meta.url));
    const [ready] = (await once(sink, 'message')) as [{ ready: number }];
    const ask = async <T>(question: 'status' | 'recipients', key: string): Promise<T> => {
      const answer = new Promise<T>((resolve) => {
        const listen = (message: Record<string, unknown>) => {
          if (!(key in message)) return;
          sink!.off('message', listen);
          resolve(message as T);
        };
        sink!.on('message', listen);
      });
      // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
      sink!.postMessage(question);
      return answer;
    };
    const status = async () => (await ask<{ status: Omit<SinkStatus, 'times'> }>('status', 'status')).status;

    server = await startServer(port, {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${ready.ready}`,
      MAIL_FROM: 'Agro Tourism <newsletter@example.in>',
      SITE_URL: origin,
      NEWSLETTER_RATE: '1000000',
      LOG_LEVEL: 'warn',
    });
    const pid = server.pid;

    // The store, migrated by the server as it starts (its own migrations: the build's, which may be older than
    // the source's), then a handle of its own on it: the subscribers, confirmed a month ago, and the issue as a draft.
    const store = openStore({ dataDir, databaseUrl: undefined });
    const seedStart = performance.now();
    const signedUp = new Date(Date.now() - 30 * 86_400_000).toISOString();
    for (let start = 0; start < subscriberCount; start += 500)
      await store.write((db) =>
        db
          .insertInto('newsletter_subscribers')
          .values(
            Array.from({ length: Math.min(500, subscriberCount - start) }, (_, k) => ({
              id: randomUUID(),
              email: address(start + k),
              mailbox: address(start + k),
              language: (start + k) % 2 ? 'mr' : 'en',
              status: 'confirmed',
              consented_at: signedUp,
              consent: 'Send me the newsletter.',
              confirmed_at: signedUp,
              token_hash: null,
              mailed_at: signedUp,
              idempotency_key: null,
            })),
          )
          .execute(),
      );
    const created = await createIssue(
      store,
      {
        subject_en: 'Mango season on the farms around Pune',
        subject_mr: 'पुण्याजवळच्या शेतांवर आंब्याचा हंगाम',
        body_en: [
          '## Mango season has begun',
          'The first Alphonso and Kesar mangoes are ripening on the farms of Junnar and Bhor. Several centres open their orchards on weekends: walk the rows with the farmer, pick from the trees, and eat under them.',
          '- **Orchard walks** every Saturday and Sunday morning, before the heat.',
          '- **Hurda and mango lunches** at farm stays in Maval, on a booking.',
          '- **School visits** on weekdays, in groups of up to forty.',
          'Find a centre near you in [the directory](/centres), by district, activity and the month you can come.',
          '> Come early: the orchards are at their best before ten in the morning.',
          'See you on the farms!',
        ].join('\n\n'),
        body_mr: [
          '## आंब्याचा हंगाम सुरू झाला',
          'जुन्नर आणि भोरच्या शेतांवर हापूस आणि केशर आंबे पिकू लागले आहेत. अनेक केंद्रे शनिवार-रविवारी आपल्या आमराया खुल्या करतात: शेतकऱ्यासोबत फिरा, झाडावरून आंबे तोडा आणि झाडाखाली बसून खा.',
          '- **आमराईतील फेरफटका** दर शनिवारी आणि रविवारी सकाळी, ऊन वाढण्याआधी.',
          '- **हुरडा आणि आंब्याचे जेवण** मावळातील फार्म स्टेवर, आगाऊ नोंदणीवर.',
          '- **शाळांच्या सहली** आठवड्याच्या दिवशी, चाळीस जणांपर्यंतच्या गटांत.',
          'तुमच्या जवळचे केंद्र [केंद्रांच्या यादीत](/mr/centres) शोधा: जिल्हा, उपक्रम आणि महिन्यानुसार.',
          '> लवकर या: सकाळी दहाच्या आधी आमराया सर्वात सुंदर असतात.',
          'शेतावर भेटूया!',
        ].join('\n\n'),
      },
      new Date(),
    );
    if (!('id' in created)) throw new Error(`the issue was refused: ${JSON.stringify(created.problems)}`);
    const seeded = Math.round(performance.now() - seedStart);

    /** The pages under load, each at `pageRate` a second (0: as fast as they answer) until `stop`. */
    const load = (duration: number) =>
      pages.map((page) =>
        autocannon({
          url: `${origin}${page}`,
          connections,
          duration,
          ...(pageRate > 0 && { overallRate: pageRate }),
        }),
      );
    type Run = ReturnType<typeof load>[number];
    const results = async (runs: Run[]) => {
      const answered = await Promise.all(runs.map((run) => Promise.resolve(run)));
      return answered.map((result, i) => {
        if (result.errors || result.non2xx)
          problems.push(`${pages[i]}: ${result.errors} errors, ${result.non2xx} answers not 2xx`);
        return {
          page: pages[i]!,
          requests: result.requests.total,
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
        };
      });
    };
    console.error(`newsletter bench: ${subscriberCount} subscribers seeded in ${seeded} ms; the server is up`);
    // Warm-up: the pages are in the page cache (ready), this warms the code that serves them.
    await results(load(3));

    // The sending, under the pages' load.
    const rssStart = memoryMb(pid);
    const loadBefore = os.loadavg()[0]!;
    const samples: { at: number; rss: number; messages: number }[] = [];
    // Started before the load: its transaction (a delivery a subscriber) runs in this process, and would
    // hold up the load generator's clock. The server's sender takes the issue up at its next round.
    const sendStart = now();
    const started = await startSending(store, created.id, new Date());
    const during = load(deadlineMs / 1000);
    const loadStart = now();
    if (typeof started !== 'object' || !('started' in started))
      throw new Error(`the sending did not start: ${JSON.stringify(started)}`);
    if (started.started !== subscriberCount) problems.push(`${started.started} deliveries written`);
    let sent = 0;
    while (sent < subscriberCount && !late()) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      sent = (await status()).messages;
      samples.push({ at: now(), rss: memoryMb(pid), messages: sent });
      if (samples.length % 25 === 0)
        console.error(
          `newsletter bench: ${sent} mails after ${ms((now() - sendStart) / 1000)} s, RSS ${Math.round(samples.at(-1)!.rss)} MB`,
        );
      if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) while sending`);
    }
    for (const run of during) run.stop();
    const sendEnd = now();
    const duringPages = await results(during);
    const rssEnd = memoryMb(pid);
    const loadAfter = os.loadavg()[0]!;
    if (sent < subscriberCount) problems.push(`only ${sent} of ${subscriberCount} mails arrived in time`);

    // Gone out: every delivery sent, the issue `sent` (the sender sees nothing pending at its next round).
    let issueStatus = '';
    let counts: Record<string, number> = {};
    for (let tries = 0; tries < 50 && issueStatus !== 'sent'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      issueStatus = (
        await store.db
          .selectFrom('newsletter_issues')
          .select('status')
          .where('id', '=', created.id)
          .executeTakeFirstOrThrow()
      ).status;
    }
    const rows = await store.db
      .selectFrom('newsletter_deliveries')
      .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    counts = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
    await store.close();
    if (issueStatus !== 'sent') problems.push(`the issue is ${issueStatus}, not sent`);
    if (counts.sent !== subscriberCount) problems.push(`deliveries: ${JSON.stringify(counts)}`);

    // The baseline: the same pages, as long, with nothing being sent.
    const duration = Math.max(5, Math.round((sendEnd - loadStart) / 1000));
    const baselinePages = await results(load(duration));
    const rssAfter = memoryMb(pid);
    const hwm = memoryMb(pid, 'VmHWM');

    // Each subscriber once.
    const final = await status();
    const { recipients, times } = await ask<{ recipients: string[]; times: number[] }>('recipients', 'recipients');
    const received = new Set(recipients);
    const missing = Array.from({ length: subscriberCount }, (_, i) => address(i)).filter((a) => !received.has(a));
    if (
      final.messages !== subscriberCount ||
      final.recipients !== subscriberCount ||
      missing.length ||
      received.size !== subscriberCount
    )
      problems.push(
        `at the SMTP server: ${final.messages} mails, ${final.recipients} recipients, ${received.size} distinct, ${missing.length} subscribers missing`,
      );

    // The rate: over the whole sending, and without its pauses (gaps of 500 ms or more between two mails).
    const sorted = times.toSorted((a, b) => a - b);
    const first = sorted[0] ?? sendStart;
    const last = sorted.at(-1) ?? sendEnd;
    const gaps = sorted.slice(1).map((at, i) => at - sorted[i]!);
    const pauses = gaps.filter((gap) => gap >= 500);
    const pausedMs = pauses.reduce((sum, gap) => sum + gap, 0);
    const perSecond = Math.round(sorted.length / ((last - first) / 1000));
    const perSecondSending = Math.round(sorted.length / ((last - first - pausedMs) / 1000));
    const rssAt = (fraction: number) =>
      samples.find((sample) => sample.messages >= fraction * subscriberCount)?.rss ?? Number.NaN;
    const peak = Math.max(rssStart, ...samples.map((sample) => sample.rss));
    const pauseMean = pauses.length ? Math.round(pausedMs / pauses.length) : 0;

    const loadWords =
      pageRate > 0
        ? `each page at ${pageRate} requests a second over ${connections} connections`
        : `each page as fast as it answers over ${connections} connections`;
    const table = [
      `${subscriberCount.toLocaleString('en')} confirmed subscribers (half English, half Marathi), seeded in ${seeded} ms; NEWSLETTER_RATE=1000000 (no throttle); SMTP on loopback (smtp-server in a worker thread, counting without parsing, greeting ${greetingMs ? `after ${greetingMs} ms` : 'at once'}); embedded store (synchronous = FULL) on the VM's disk. Load average (1 min) ${loadBefore.toFixed(1)} as the sending started, ${loadAfter.toFixed(1)} as it ended.`,
      '',
      '| sending | figure |',
      '|---|---:|',
      `| mails arrived (each subscriber once) | ${final.messages} (${received.size} distinct recipients) |`,
      `| first to last mail | ${ms((last - first) / 1000)} s |`,
      `| mails a second, first to last | ${perSecond} |`,
      `| the same without the pauses between rounds (${pauses.length} pauses of ${pauseMean} ms on average) | ${perSecondSending} |`,
      `| from startSending to the last mail | ${ms((last - sendStart) / 1000)} s |`,
      `| mean mail size | ${Math.round(final.bytes / Math.max(1, final.messages))} bytes |`,
      `| server RSS before the sending | ${mb(rssStart)} MB |`,
      `| RSS at 25% / 50% / 75% / 100% of the mails | ${[0.25, 0.5, 0.75, 1].map((f) => mb(rssAt(f))).join(' / ')} MB |`,
      `| RSS peak while sending (every 200 ms) | ${mb(peak)} MB |`,
      `| RSS at the end of the sending / after the baseline | ${mb(rssEnd)} / ${mb(rssAfter)} MB |`,
      `| the process's high-water mark (VmHWM, since it started) | ${mb(hwm)} MB |`,
      '',
      `The public pages, ${loadWords}: while the issue went out (${ms((sendEnd - loadStart) / 1000)} s), then for ${duration} s after it had gone out (the baseline, nothing sending; the issue in the archive either way).`,
      '',
      '| page | requests (sending / baseline) | p50 ms | p99 ms | slowest ms |',
      '|---|---:|---:|---:|---:|',
      ...pages.map((page, i) => {
        const a = duringPages[i]!;
        const b = baselinePages[i]!;
        return `| ${page} | ${a.requests} / ${b.requests} | ${a.p50} / ${b.p50} | ${a.p99} / ${b.p99} | ${a.max} / ${b.max} |`;
      }),
      '',
      problems.length
        ? `FAILED: ${problems.join('; ')}.`
        : 'Every subscriber got the issue once; no page answered an error.',
    ].join('\n');
    console.log(table);
    if (process.env.QUALITY_REPORT !== 'false')
      writeSection('newsletter-bench', 'Newsletter send to 10,000 subscribers (npm run bench:newsletter)', table);
  } finally {
    clearTimeout(deadline);
    // oxlint-disable-next-line unicorn/require-post-message-target-origin -- a worker thread, not a window
    sink?.postMessage('close');
    cleanUp();
  }
  process.exit(problems.length ? 1 : 0);
}
