import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import type { RegistrationAnswer, RegistrationValues } from '../../src/features/registration/contract.ts';
import { RegistrationKeys } from '../../src/features/registration/idempotency.server.ts';
import { memoryKeyValue } from '../../server/key-value.ts';
import { keyStore } from '../../src/features/registration/idempotency-store.server.ts';

/** RegistrationKeys on its own, with the memory store: which outcomes keep a key, and which let it go. */
const logger = pino({ level: 'silent' });
const values = {
  name: 'Sunita',
  address: '',
  agro_tour_name: '',
  registration_number: 'K-1',
  mobile_number: '',
  email_id: '',
  registration_date: '',
} satisfies RegistrationValues;
const key = '2d1f7a6c-93b4-4c57-9f0e-1b2c3d4e5f60';
const registered = (status: number): RegistrationAnswer => ({ kind: 'registered', status, values });

describe('registration keys', () => {
  it('keeps the answer in its JSON, never the values, and gives it back to a repeat', async () => {
    const entries = memoryKeyValue(100);
    const keys = new RegistrationKeys(keyStore(entries), logger);
    const forward = vi.fn<() => Promise<RegistrationAnswer>>(async () => registered(201));
    const first = await keys.once(key, values, undefined, forward);
    const again = await keys.once(key, values, undefined, forward);
    expect(forward).toHaveBeenCalledOnce();
    expect(first).toEqual(registered(201));
    expect(again).toEqual({ ...registered(201), replayed: true });
    const id = createHash('sha256').update(key).digest('base64url');
    expect(await entries.get(id)).toMatchObject({
      answer: { status: 201, body: '{"status":"success","message":"Registration successful!"}' },
    });
  });

  it('lets the key go when the edge refused to send on for now (429), or the forward threw', async () => {
    const keys = new RegistrationKeys(keyStore(memoryKeyValue(100)), logger);
    const tooMany: RegistrationAnswer = { kind: 'refused', status: 429, message: 'wait', values };
    const forward = vi
      .fn<() => Promise<RegistrationAnswer>>()
      .mockResolvedValueOnce(tooMany)
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(registered(201));
    expect(await keys.once(key, values, undefined, forward)).toBe(tooMany);
    await expect(keys.once(key, values, undefined, forward)).rejects.toThrow('boom');
    expect((await keys.once(key, values, undefined, forward)).status).toBe(201);
    expect((await keys.once(key, values, undefined, forward)).status).toBe(201);
    expect(forward).toHaveBeenCalledTimes(3);
  });

  it('gives a repeat the refusal’s problem codes, which the page says in its words (decision 067)', async () => {
    const keys = new RegistrationKeys(keyStore(memoryKeyValue(100)), logger);
    const forward = vi.fn<() => Promise<RegistrationAnswer>>(async () => ({
      kind: 'refused',
      status: 400,
      message: 'Some fields are not valid.',
      problems: { registration_number: 'unique' },
      values,
    }));
    await keys.once(key, values, undefined, forward);
    const again = await keys.once(key, values, undefined, forward);
    expect(forward).toHaveBeenCalledOnce();
    expect(again).toEqual({
      kind: 'refused',
      status: 400,
      message: 'Some fields are not valid.',
      problems: { registration_number: 'unique' },
      values,
      replayed: true,
    });
  });

  it('keeps the edge’s 504 after a forward began: the backend may have stored it', async () => {
    const keys = new RegistrationKeys(keyStore(memoryKeyValue(100)), logger);
    const forward = vi.fn<() => Promise<RegistrationAnswer>>(async () => ({
      kind: 'refused',
      status: 504,
      message: 'slow',
      values,
    }));
    await keys.once(key, values, undefined, forward);
    const again = await keys.once(key, values, undefined, forward);
    expect(again).toMatchObject({ kind: 'refused', status: 504, replayed: true });
    expect(forward).toHaveBeenCalledOnce();
  });
});
