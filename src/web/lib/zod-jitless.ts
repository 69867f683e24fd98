import { config } from 'zod/v4/core';

/**
 * Zod compiles fast object parsers with `new Function` when the page allows it, and probes for
 * that the first time a schema is built. The Content-Security-Policy allows no eval, so the probe
 * is reported as a violation: zod is told up front to use its interpreter (our forms are small).
 * Imported first by main.tsx, before any schema exists.
 */
config({ jitless: true });
