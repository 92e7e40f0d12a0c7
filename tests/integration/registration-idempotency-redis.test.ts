import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useContractBackend } from './contract-backend.ts';
import { manyRegistrations, startRedis, testApp, type Redis } from './harness.ts';

/**
 * Registration keys kept in a real Redis (redis-server from the OS, started here on a free
 * loopback port without persistence): replicas share them, so a key is forwarded once
 * whichever replica each repeat reaches.
 */
const contract = useContractBackend();
let redis: Redis;
beforeAll(async () => void (redis = await startRedis()));
afterAll(() => redis?.stop());

const path = '/api/register/registrations/';
const post = (app: Parameters<typeof request>[0], key: string, number: string) =>
  request(app).post(path).set('Idempotency-Key', key).field('registration_number', number);

describe('registration keys in Redis', () => {
  it('forwards a key once when repeats reach two replicas at the same time', async () => {
    contract.backend.pathModes.set(path, 'slow');
    contract.backend.slowMs = 400;
    const env = { API_URL: contract.backend.url, REDIS_URL: redis.url, API_TIMEOUT_MS: '3000', ...manyRegistrations };
    const replicas = [await testApp(env), await testApp(env)];
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => post(replicas[i % 2]!, key, 'REDIS-CONCURRENT')),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(contract.backend.registrations).toHaveLength(1);
  });

  it('answers a repeat on a replica started later with the first answer', async () => {
    const env = { API_URL: contract.backend.url, REDIS_URL: redis.url, ...manyRegistrations };
    const key = randomUUID();
    expect((await post(await testApp(env), key, 'REDIS-LATER')).status).toBe(201);
    const again = await post(await testApp(env), key, 'REDIS-LATER');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(contract.backend.registrations).toHaveLength(1);
  });
});
