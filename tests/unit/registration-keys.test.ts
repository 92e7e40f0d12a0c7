import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import type { RegistrationValues } from '../../src/features/registration/contract.ts';
import { RegistrationKeys } from '../../src/features/registration/idempotency.server.ts';
import { memoryKeyValue } from '../../server/key-value.ts';
import { keyStore } from '../../src/features/registration/idempotency-store.server.ts';
import type { RegistrationOutcome } from '../../src/features/registration/outcome.server.ts';

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
const answer = (status: number, body: unknown): RegistrationOutcome => ({
  kind: 'answer',
  status,
  contentType: 'application/json',
  body: Buffer.from(JSON.stringify(body)),
  values,
});

describe('registration keys', () => {
  it('keeps only what the page reads of an answer, and gives it back to a repeat', async () => {
    const keys = new RegistrationKeys(keyStore(memoryKeyValue(100)), logger);
    const forward = vi.fn<() => Promise<RegistrationOutcome>>(async () =>
      answer(201, { message: 'ok', data: { name: 'Sunita', mobile: '98' } }),
    );
    const first = await keys.once(key, values, undefined, forward);
    const again = await keys.once(key, values, undefined, forward);
    expect(forward).toHaveBeenCalledOnce();
    for (const outcome of [first, again]) {
      expect(outcome.kind === 'answer' && outcome.body.toString()).toBe('{"message":"ok"}');
    }
    expect(again).toMatchObject({ replayed: true });
  });

  it('lets the key go when the edge refused to send on for now (429), or the forward threw', async () => {
    const keys = new RegistrationKeys(keyStore(memoryKeyValue(100)), logger);
    const tooMany: RegistrationOutcome = { kind: 'refused', status: 429, message: 'wait', values };
    const forward = vi
      .fn<() => Promise<RegistrationOutcome>>()
      .mockResolvedValueOnce(tooMany)
      .mockRejectedValueOnce(new Error('boom'))
      .mockResolvedValue(answer(201, {}));
    expect(await keys.once(key, values, undefined, forward)).toBe(tooMany);
    await expect(keys.once(key, values, undefined, forward)).rejects.toThrow('boom');
    expect((await keys.once(key, values, undefined, forward)).status).toBe(201);
    expect((await keys.once(key, values, undefined, forward)).status).toBe(201);
    expect(forward).toHaveBeenCalledTimes(3);
  });

  it('gives a repeat the refusal’s problem codes, which the page says in its words (decision 067)', async () => {
    const keys = new RegistrationKeys(keyStore(memoryKeyValue(100)), logger);
    const forward = vi.fn<() => Promise<RegistrationOutcome>>(async () => ({
      kind: 'refused',
      status: 400,
      message: 'Some fields are not valid.',
      problems: { registration_number: 'unique' },
      values,
    }));
    await keys.once(key, values, undefined, forward);
    const again = await keys.once(key, values, undefined, forward);
    expect(forward).toHaveBeenCalledOnce();
    expect(again.kind === 'answer' && JSON.parse(again.body.toString())).toEqual({
      status: 'error',
      message: 'Some fields are not valid.',
      fields: { registration_number: 'a registration with this value already exists.' },
      problems: { registration_number: 'unique' },
    });
  });

  it('keeps the edge’s 504 after a forward began: the backend may have stored it', async () => {
    const keys = new RegistrationKeys(keyStore(memoryKeyValue(100)), logger);
    const forward = vi.fn<() => Promise<RegistrationOutcome>>(async () => ({
      kind: 'refused',
      status: 504,
      message: 'slow',
      values,
    }));
    await keys.once(key, values, undefined, forward);
    const again = await keys.once(key, values, undefined, forward);
    expect(again).toMatchObject({ kind: 'answer', status: 504, replayed: true });
    expect(forward).toHaveBeenCalledOnce();
  });
});
