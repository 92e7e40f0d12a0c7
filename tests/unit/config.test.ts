import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

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

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['API_URL', 'not a url'],
    ['SITE_URL', 'ftp://example.org'],
    ['LOG_LEVEL', 'loud'],
    ['HSTS', 'maybe'],
  ])('fails fast naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration:\\n  ${name}:`));
  });
});
