// Zod compiles its object parsers with `new Function` unless told not to, and the Content-Security-Policy forbids
// eval (a refused eval is a reported violation, even where zod catches it). Evaluated before any of zod's schemas is
// built: see ./jitless-zod.ts.
import { config } from 'zod/v4/core';

config({ jitless: true });
