import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startBackend, type ContractBackend } from '../../server/contract-backend/backend.ts';

/**
 * The contract backend for one test file: started before its tests, emptied before each and
 * closed after them. Read `.backend` inside a test or a hook (it is there once the file starts).
 * A `beforeAll` that needs `backend.url` (an app) must be registered after this call.
 * `{ reset: false }` leaves it as the previous test left it (for files that do not empty it).
 */
export function useContractBackend({ reset = true }: { reset?: boolean } = {}): {
  readonly backend: ContractBackend;
} {
  const held = {} as { backend: ContractBackend };
  beforeAll(async () => {
    held.backend = await startBackend();
  });
  afterAll(() => held.backend?.close());
  if (reset) beforeEach(() => held.backend.reset());
  return held;
}
