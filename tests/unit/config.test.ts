import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from '../../server/config.ts';

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

  it('limits registrations to 5 an hour per address, 200 an hour in all, 3 uploads at once per address, unless told', () => {
    expect(loadConfig({}).registrationLimits).toEqual({ perAddress: 5, perHour: 200, uploadsPerAddress: 3 });
    expect(
      loadConfig({ REGISTRATIONS_PER_ADDRESS: '20', REGISTRATIONS_PER_HOUR: '1000', UPLOADS_PER_ADDRESS: '8' })
        .registrationLimits,
    ).toEqual({ perAddress: 20, perHour: 1000, uploadsPerAddress: 8 });
  });

  it('takes SESSION_SECRET, or makes one up for this process and warns that replicas need it', () => {
    const secret = 's'.repeat(40);
    const given = loadConfig({ SESSION_SECRET: secret });
    expect(given).toMatchObject({ sessionSecret: secret, sessionSecretGenerated: false });
    expect(configWarnings(given)).toEqual([]);
    const [one, two] = [loadConfig({}), loadConfig({})];
    expect(one.sessionSecret).toMatch(/^[\w-]{43}$/);
    expect(one.sessionSecret).not.toBe(two.sessionSecret);
    expect(configWarnings(one)).toEqual([expect.stringMatching(/SESSION_SECRET is not set.*every replica/)]);
  });

  it.each([
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
