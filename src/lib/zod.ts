import { z } from 'zod';

// Our CSP (script-src 'self') blocks the `new Function` zod 4 compiles object parsers with, and
// the probe alone logs a violation. zod reads this flag when a schema is built, so every schema
// imports z from here, never from 'zod' (lint enforces it).
z.config({ jitless: true });

export { z };
