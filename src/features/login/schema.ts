import { z } from '../../forms/zod.ts';

/** Login (spec §5): username and password are both required; nothing else is checked here. */
export const loginSchema = z.object({
  username: z.string().check(z.regex(/\S/, 'required')),
  password: z.string().check(z.minLength(1, 'required')),
});

export type LoginValues = z.infer<typeof loginSchema>;
