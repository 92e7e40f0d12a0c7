import * as z from 'zod/mini';

/**
 * The one zod the forms use: the small "mini" build, told to run without `new Function`
 * before any schema is built (zod compiles object parsers with it otherwise, and the
 * strict CSP forbids eval). Every shared schema imports `z` from here, so this runs first.
 */
z.config({ jitless: true });

export { z };
