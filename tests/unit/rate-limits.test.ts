import { RateLimiterMemory } from 'rate-limiter-flexible';
import { describe, expect, it } from 'vitest';
import { budgetShares } from '../../server/hourly-budget.ts';
import { addressKey, Counters, networkKey } from '../../server/rate-limits.ts';

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

describe('networkKey', () => {
  it('counts an IPv4 address by its /24 and an IPv6 address by its /48, however it is written', () => {
    expect(networkKey('203.0.113.7')).toBe('203.0.113.0/24');
    expect(networkKey('::ffff:203.0.113.200')).toBe('203.0.113.0/24');
    expect(networkKey('203.0.114.7')).toBe('203.0.114.0/24');
    expect(networkKey('2001:db8:abcd:12ff::1')).toBe('2001:db8:abcd::/48');
    expect(networkKey('2001:0db8:abcd:ff00:0:0:0:9')).toBe('2001:db8:abcd::/48');
    expect(networkKey('2001:db8:abce::1')).toBe('2001:db8:abce::/48');
    expect([networkKey(undefined), networkKey('not-an-address')]).toEqual(['unknown', 'not-an-address']);
  });
});

describe('budgetShares', () => {
  it('gives a network a tenth of the hour (never less than one address), newcomers a quarter; an address 4 plain posts a message', () => {
    expect(budgetShares({ perAddress: 5, perHour: 200 })).toEqual({
      perNetwork: 20,
      newcomers: 50,
      open: 150,
      plainPosts: 20,
    });
    expect(budgetShares({ perAddress: 10, perHour: 300 })).toEqual({
      perNetwork: 30,
      newcomers: 75,
      open: 225,
      plainPosts: 40,
    });
    expect(budgetShares({ perAddress: 5, perHour: 20 })).toEqual({
      perNetwork: 5,
      newcomers: 5,
      open: 15,
      plainPosts: 20,
    });
    expect(budgetShares({ perAddress: 5, perHour: 2 })).toEqual({
      perNetwork: 2,
      newcomers: 1,
      open: 1,
      plainPosts: 20,
    });
    expect(budgetShares({ perAddress: 5, perHour: 1 })).toEqual({
      perNetwork: 1,
      newcomers: 0,
      open: 1,
      plainPosts: 20,
    });
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
