import { describe, expect, it } from 'vitest';
import { loginSchema } from '../../src/features/login/contract.ts';

describe('login schema', () => {
  it('accepts a username and a password', () => {
    expect(loginSchema.safeParse({ username: 'admin', password: 'agro@2025' }).success).toBe(true);
  });

  it.each([
    ['an empty username', { username: '', password: 'secret' }, 'username'],
    ['a username of spaces only', { username: '   ', password: 'secret' }, 'username'],
    ['an empty password', { username: 'admin', password: '' }, 'password'],
  ])('refuses %s', (_, values, field) => {
    const result = loginSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
  });

  it('keeps a password made of spaces (a password may be anything)', () => {
    expect(loginSchema.safeParse({ username: 'admin', password: '   ' }).success).toBe(true);
  });
});
