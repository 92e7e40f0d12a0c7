import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from '../../server/config.ts';
import { launchProblems } from '../../server/launch-check.ts';
import { siteSettingsSchema } from '../../src/site-settings.ts';

const fixture = path.resolve(import.meta.dirname, '../fixtures/site-config.json');
const folder = mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
/** The operator's file with this content, as SITE_CONFIG would name it. */
function siteConfig(content: unknown): string {
  const file = path.join(folder, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

describe('configuration', () => {
  it('has production defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ env: 'production', port: 3000, host: '0.0.0.0', trustProxy: false, hsts: true });
    expect(config.apiUrl.href).toBe('http://127.0.0.1:8000/');
    expect(config.siteUrl.href).toBe('http://localhost:3000/');
  });

  it('listens on loopback in development', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
  });

  it('keeps pages in the page cache in production, and renders every request afresh in development, unless told', () => {
    expect(loadConfig({}).pageCache).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).pageCache).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development', PAGE_CACHE: 'true' }).pageCache).toBe(true);
    expect(loadConfig({ PAGE_CACHE: 'false' }).pageCache).toBe(false);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      API_URL: 'http://10.0.0.5:8000',
      SITE_URL: 'https://agrotourism.example',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({ port: 8080, host: '127.0.0.1', trustProxy: 1, logLevel: 'warn' });
    expect(config.siteUrl.origin).toBe('https://agrotourism.example');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('refuses TRUST_PROXY=true, which would let any client choose its address, and warns whenever it is set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: trusting every address/);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(configWarnings({ sessionSecretGenerated: false, trustProxy: false })).toEqual([]);
    expect(configWarnings({ sessionSecretGenerated: false, trustProxy: 1 })).toEqual([
      expect.stringMatching(/^TRUST_PROXY is 1: .*without one, any client chooses its own address/),
    ]);
  });

  it('bounds what one client and everyone may hold, unless told', () => {
    expect(loadConfig({}).bounds).toEqual({
      connectionsPerAddress: 128,
      requestsPerAddress: 16,
      requestsInFlight: 256,
      bodyTimeoutMs: 10_000,
    });
    expect(loadConfig({ CONNECTIONS_PER_ADDRESS: '64', BODY_TIMEOUT_MS: '5000' }).bounds).toMatchObject({
      connectionsPerAddress: 64,
      bodyTimeoutMs: 5_000,
    });
    expect(() => loadConfig({ BODY_TIMEOUT_MS: '10' })).toThrow(/BODY_TIMEOUT_MS/);
  });

  it('limits registrations to 5 an hour per address, 200 an hour in all, 3 uploads at once per address, unless told', () => {
    expect(loadConfig({}).registrationLimits).toEqual({
      perAddress: 5,
      perHour: 200,
      uploadsPerAddress: 3,
      uploadsInFlight: 12,
    });
    expect(
      loadConfig({ REGISTRATIONS_PER_ADDRESS: '20', REGISTRATIONS_PER_HOUR: '1000', UPLOADS_PER_ADDRESS: '8' })
        .registrationLimits,
    ).toEqual({ perAddress: 20, perHour: 1000, uploadsPerAddress: 8, uploadsInFlight: 12 });
  });

  it('takes SESSION_SECRET, or makes one up for this process and warns that replicas need it', () => {
    const secret = 's'.repeat(40);
    const given = loadConfig({ SESSION_SECRET: secret });
    expect(given).toMatchObject({ sessionSecrets: [secret], sessionSecretGenerated: false });
    expect(configWarnings(given)).toEqual([]);
    const [one, two] = [loadConfig({}), loadConfig({})];
    expect(one.sessionSecrets).toEqual([expect.stringMatching(/^[\w-]{43}$/)]);
    expect(one.sessionSecrets).not.toEqual(two.sessionSecrets);
    expect(configWarnings(one)).toEqual([expect.stringMatching(/SESSION_SECRET is not set.*every replica/)]);
  });

  it('takes several comma-separated SESSION_SECRETs, newest first, each of 32 characters or more', () => {
    const [newer, older] = ['n'.repeat(32), 'o'.repeat(40)];
    expect(loadConfig({ SESSION_SECRET: `${newer}, ${older}` }).sessionSecrets).toEqual([newer, older]);
    expect(() => loadConfig({ SESSION_SECRET: `${newer},short` })).toThrow(/SESSION_SECRET.*at least 32 characters/);
  });

  it('keeps contact messages 365 days unless RETENTION_DAYS says, from 1 day to 10 years', () => {
    expect(loadConfig({}).retentionDays).toBe(365);
    expect(loadConfig({ RETENTION_DAYS: '30' }).retentionDays).toBe(30);
    expect(loadConfig({ RETENTION_DAYS: '1' }).retentionDays).toBe(1);
    expect(loadConfig({ RETENTION_DAYS: '3650' }).retentionDays).toBe(3650);
  });

  it.each([
    ['RETENTION_DAYS', '0'],
    ['RETENTION_DAYS', '3651'],
    ['RETENTION_DAYS', '7.5'],
    ['RETENTION_DAYS', 'forever'],
    ['RETENTION_DAYS', ''],
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['API_URL', 'not a url'],
    ['SITE_URL', 'ftp://example.org'],
    ['LOG_LEVEL', 'loud'],
    ['HSTS', 'maybe'],
    ['SESSION_SECRET', 'short'],
    ['REGISTRATIONS_PER_ADDRESS', '0'],
    ['REGISTRATIONS_PER_HOUR', 'many'],
    ['UPLOADS_PER_ADDRESS', '1.5'],
  ])('fails fast naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });
});

describe("the operator's file (SITE_CONFIG)", () => {
  it('is read at start; without one the settings are empty', () => {
    expect(loadConfig({}).site).toEqual({});
    const { site } = loadConfig({ SITE_CONFIG: fixture });
    expect(site.contact?.phone).toBe('+91 20 2612 3456');
    expect(site.social).toEqual({
      facebook: 'https://www.facebook.com/krushiparyatan',
      youtube: 'https://www.youtube.com/@krushiparyatan',
    });
    expect(site.videos?.project).toHaveLength(6);
  });

  it.each([
    [{ contact: { phone: '+91 20 2612 3456', fax: '1' } }, 'contact.fax: unknown key'],
    [{ colour: 'green' }, 'colour: unknown key'],
    [{ social: { tiktok: 'https://www.tiktok.com/@farm' } }, 'social.tiktok: unknown key'],
    [{ social: { facebook: 'https://www.facebook.com/' } }, 'social.facebook: a link to the profile'],
    [
      { social: { instagram: 'https://www.facebook.com/farm' } },
      "social.instagram: a https:// link on the network's own site",
    ],
    [{ contact: { whatsapp: '98220 12345' } }, 'contact.whatsapp: write the country code first'],
    [{ contact: { phone: 'call us' } }, 'contact.phone: write digits'],
    [{ contact: { email: 'not an address' } }, 'contact.email:'],
    [{ videos: { project: ['short', null, null, null, null, null] } }, 'videos.project.0: a YouTube video id has 11'],
    [{ videos: { story: [null] } }, 'videos.story: '],
    [{ map: { query: 'Pune', lat: 118.5, lng: 73.8 } }, 'map.lat: '],
    [{ map: { query: 'Pune', lat: 18.5 } }, 'map.lng: '],
  ])('stops the start on %j, naming the key', (content, problem) => {
    const file = siteConfig(content);
    expect(() => loadConfig({ SITE_CONFIG: file })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_CONFIG: file })).toThrow(`SITE_CONFIG ${file}:\n    ${problem}`);
  });

  it("accepts docs/operating.md's example as it is written", () => {
    const manual = readFileSync(path.resolve(import.meta.dirname, '../../docs/operating.md'), 'utf8');
    const example = /### The business's details[^]*?```json\n([^]*?)```/.exec(manual)?.[1];
    expect(siteSettingsSchema.parse(JSON.parse(example ?? 'null'))).toMatchObject({ contact: {}, social: {} });
  });

  it('stops the start on a file that is missing or not JSON', () => {
    expect(() => loadConfig({ SITE_CONFIG: path.join(folder, 'none.json') })).toThrow('cannot read the file: ENOENT');
    expect(() => loadConfig({ SITE_CONFIG: siteConfig('{ contact: }') })).toThrow('not JSON');
  });
});

describe('what would go live as a stand-in', () => {
  it('is nothing when the file gives every detail and SITE_URL is set', () => {
    expect(launchProblems(loadConfig({ SITE_CONFIG: fixture, SITE_URL: 'https://www.krushi-paryatan.in' }))).toEqual(
      [],
    );
  });

  it('names every stand-in, and the missing SITE_URL, without a file', () => {
    const keys = launchProblems(loadConfig({})).map((line) => line.split(':')[0]);
    expect(keys).toEqual([
      'SITE_URL',
      'contact.phone',
      'contact.whatsapp',
      'contact.email',
      'contact.address',
      'social',
      'videos.project',
      'videos.story',
      'map',
    ]);
  });

  it('names the stand-ins the file repeats, and an e-mail address that reaches nobody', () => {
    const file = siteConfig({
      contact: { phone: '+91 20 4000 0000', whatsapp: '+91 90000 00000', email: 'office@farm.example.com' },
    });
    const problems = launchProblems(loadConfig({ SITE_CONFIG: file, SITE_URL: 'https://www.krushi-paryatan.in' }));
    expect(problems.map((line) => line.split(':')[0])).toEqual(
      expect.arrayContaining(['contact.phone', 'contact.whatsapp', 'contact.email']),
    );
    expect(problems.join('\n')).toContain('office@farm.example.com, which reaches nobody');
  });
});
