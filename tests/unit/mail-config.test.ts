import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { launchProblems } from '../../server/launch-check.ts';
import { backoff, describeFailure, outboxDefaults } from '../../server/mail/outbox.ts';
import { mailStatement, newsletterStatement } from '../../server/mail/statement.ts';

/** SMTP_URL and MAIL_FROM (decision 080): checked at start, the sender derived when not given, the password never said. */
describe('mail configuration', () => {
  it('is off without SMTP_URL, and says that messages are kept only in the store', () => {
    const config = loadConfig({});
    expect(config.mail).toBeUndefined();
    expect(mailStatement(config)).toMatch(
      /SMTP_URL is not set: contact messages are kept only in the site’s store \(the admin inbox\) and not mailed/,
    );
  });

  it('takes an smtp:// or smtps:// URL only, and names its host but never its password', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://office%40agro.in:p%40ss-word@mail.agro.in:465',
      SITE_URL: 'https://agro.in',
    });
    expect(config.mail).toMatchObject({ smtpWhere: 'smtps://mail.agro.in:465', fromDerived: true });
    // The login is an address: many providers send only as the account.
    expect(config.mail?.from).toEqual({ name: 'Agro Tourism website', address: 'office@agro.in' });
    const statement = mailStatement(config);
    expect(statement).toContain('through smtps://mail.agro.in:465');
    expect(statement).not.toMatch(/p%40ss|p@ss/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail.agro.in' })).toThrow(
      /SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('derives no-reply@ the site’s host when the login is not an address, and a launch check refuses a reserved one', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://apikey:secret@smtp.relay.in:587', SITE_URL: 'https://agro.in' });
    expect(config.mail?.from.address).toBe('no-reply@agro.in');
    expect(launchProblems(config).some((line) => line.startsWith('MAIL_FROM'))).toBe(false);
    const local = loadConfig({ SMTP_URL: 'smtp://apikey:secret@smtp.relay.in:587' });
    expect(local.mail?.from.address).toBe('no-reply@localhost');
    expect(launchProblems(local)).toContain(
      'MAIL_FROM: no-reply@localhost (derived), which no mail server will accept as a sender',
    );
  });

  it('reads MAIL_FROM as an address or a name and an address, and refuses anything else', () => {
    const env = { SMTP_URL: 'smtp://mail.agro.in' };
    expect(loadConfig({ ...env, MAIL_FROM: 'site@agro.in' }).mail?.from).toEqual({
      name: undefined,
      address: 'site@agro.in',
    });
    expect(loadConfig({ ...env, MAIL_FROM: '"Agro, Pune" <site@agro.in>' }).mail?.from).toEqual({
      name: 'Agro, Pune',
      address: 'site@agro.in',
    });
    for (const bad of ['nobody', 'A <b>', 'Name\r\nBcc: x@y.in <site@agro.in>'])
      expect(() => loadConfig({ ...env, MAIL_FROM: bad }), bad).toThrow(ConfigError);
  });
});

describe('the newsletter’s statement and limits (decision 081)', () => {
  it('says that sign-ups are confirmed at once without SMTP_URL, and double opt-in with it, links on SITE_URL', () => {
    const off = loadConfig({ NODE_ENV: 'production' });
    expect(newsletterStatement(off)).toMatch(/^SMTP_URL is not set: newsletter sign-ups are kept as confirmed at once/);
    const on = loadConfig({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://u:p@mail.example.in',
      SITE_URL: 'https://krushi.in',
    });
    expect(newsletterStatement(on)).toBe(
      'newsletter: each sign-up waits for the link of a confirmation mail (double opt-in), its links on ' +
        'https://krushi.in; unconfirmed sign-ups are deleted after 7 days.',
    );
    const noSite = loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.in', PORT: '3000' });
    expect(newsletterStatement(noSite)).toContain('on http://localhost:3000, as SITE_URL is not set');
  });

  it('reads NEWSLETTER_SIGNUPS_PER_ADDRESS (10) and NEWSLETTER_SIGNUPS_PER_HOUR (300), and refuses what is not a count', () => {
    expect(loadConfig({}).newsletterLimits).toEqual({ perAddress: 10, perHour: 300 });
    expect(
      loadConfig({ NEWSLETTER_SIGNUPS_PER_ADDRESS: '3', NEWSLETTER_SIGNUPS_PER_HOUR: '50' }).newsletterLimits,
    ).toEqual({ perAddress: 3, perHour: 50 });
    expect(() => loadConfig({ NEWSLETTER_SIGNUPS_PER_ADDRESS: '0' })).toThrow(/NEWSLETTER_SIGNUPS_PER_ADDRESS/);
    expect(() => loadConfig({ NEWSLETTER_SIGNUPS_PER_HOUR: 'many' })).toThrow(/NEWSLETTER_SIGNUPS_PER_HOUR/);
  });
});

describe('the outbox’s backoff', () => {
  it('waits 30 s, doubling, at most an hour, less up to a quarter at random', () => {
    const waits = [1, 2, 3, 7, 8, 50].map((attempts) => backoff(attempts, outboxDefaults, 1));
    expect(waits).toEqual([30_000, 60_000, 120_000, 1_920_000, 3_600_000, 3_600_000]);
    expect(backoff(1, outboxDefaults, 0)).toBe(22_500);
  });

  it('keeps a failure to one line of the server’s answer', () => {
    const error = Object.assign(new Error('Message failed'), {
      code: 'EENVELOPE',
      command: 'RCPT TO',
      response: '451 4.3.0 Try\r\nagain later',
    });
    expect(describeFailure(error)).toBe('EENVELOPE RCPT TO 451 4.3.0 Try again later');
  });
});
