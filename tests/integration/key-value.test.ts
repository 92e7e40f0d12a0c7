import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryKeyValue, redisKeyValue, type KeyValueStore } from '../../server/key-value.ts';
import { createLogger } from '../../server/logging.ts';
import { redisConnection } from '../../server/redis.ts';
import { startRedis, type Redis } from './harness.ts';

/** The one key-value store (server/key-value.ts) does the same in memory and in a real Redis. */
let redis: Redis;
beforeAll(async () => void (redis = await startRedis()));
afterAll(() => redis?.stop());

const stores: Array<[string, () => KeyValueStore]> = [
  ['memory', () => memoryKeyValue(100)],
  [
    'Redis',
    () =>
      redisKeyValue(
        redisConnection(redis.url, createLogger({ env: 'test', logLevel: 'silent' })),
        `test:${Math.random().toString(36).slice(2)}:`,
      ),
  ],
];

describe.each(stores)('the key-value store in %s', (_, make) => {
  it('keeps a JSON value until its time to live has passed', async () => {
    const store = make();
    expect(await store.ready()).toBe(true);
    await store.set('a', { n: 1, text: 'मराठी' }, 150);
    expect(await store.get('a')).toEqual({ n: 1, text: 'मराठी' });
    await sleep(250);
    expect(await store.get('a')).toBeUndefined();
  });

  it('adds only where nothing is kept, and replaces with set', async () => {
    const store = make();
    expect(await store.add('k', 'first', 10_000)).toBe(true);
    expect(await store.add('k', 'second', 10_000)).toBe(false);
    expect(await store.get('k')).toBe('first');
    await store.set('k', 'third', 10_000);
    expect(await store.get('k')).toBe('third');
    await store.delete('k');
    expect(await store.get('k')).toBeUndefined();
    expect(await store.add('k', 'again', 10_000)).toBe(true);
  });

  it('gives an entry that is there more time, and makes none that is not', async () => {
    const store = make();
    await store.set('lease', 'held', 150);
    await store.expire('lease', 10_000);
    await store.expire('none', 10_000);
    await sleep(250);
    expect(await store.get('lease')).toBe('held');
    expect(await store.get('none')).toBeUndefined();
  });
});
