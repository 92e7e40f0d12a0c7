import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startBackend, type ContractBackend } from '../../server/contract-backend/backend.ts';

/**
 * The contract backend for one test file: started before its tests, emptied before each and
 * closed after them. Read `.backend` inside a test or a hook (it is there once the file starts).
 */
export function useContractBackend(): { readonly backend: ContractBackend } {
  const held = {} as { backend: ContractBackend };
  beforeAll(async () => {
    held.backend = await startBackend();
  });
  afterAll(() => held.backend?.close());
  beforeEach(() => held.backend.reset());
  return held;
}
