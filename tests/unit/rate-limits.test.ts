import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { addressKey, Counters } from '../../server/rate-limits.ts';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when written as IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv6 address by its /56 network, however it is written', () => {
    const key = addressKey('2001:db8:abcd:1200::1');
    expect(key).toBe('2001:db8:abcd:1200::/56');
    expect(addressKey('2001:0db8:abcd:12ff:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8:abcd:12ab:0:0:203.0.113.9')).toBe(key);
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/56');
    expect(addressKey('2001:db8:abcd:1300::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('::/56');
  });

  it('names a request without an address, and keeps what is no address as it is', () => {
    expect(addressKey(undefined)).toBe('unknown');
    expect(addressKey('')).toBe('unknown');
    expect(addressKey('not-an-address')).toBe('not-an-address');
  });
});

describe('Counters', () => {
  it('allows `points` in a window, then says how long until it ends; a given-back count is allowed again', async () => {
    const counts = new Counters(new RateLimiterMemory({ points: 2, duration: 60 }));
    expect(await counts.take('k')).toEqual({ ok: true });
    expect(await counts.take('k')).toEqual({ ok: true });
    const over = await counts.take('k');
    expect(over).toEqual({ ok: false, retryAfterSeconds: expect.any(Number) });
    expect(over.ok === false && over.retryAfterSeconds).toBeGreaterThan(55);
    expect((await counts.take('other')).ok).toBe(true);
    await counts.giveBack('k');
    await counts.giveBack('k');
    expect((await counts.take('k')).ok).toBe(true);
    await counts.clear('k');
    expect((await counts.take('k')).ok).toBe(true);
    expect((await counts.take('k')).ok).toBe(true);
    expect((await counts.take('k')).ok).toBe(false);
  });
});
