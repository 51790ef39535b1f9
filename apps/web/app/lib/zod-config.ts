import { z } from 'zod';

// Zod compiles fast paths with `new Function` unless told not to. Our CSP forbids eval
// (docs/decisions/002-csp-script-hashes.md), so the attempt only produces a console error.
// Imported first by root.tsx, before any schema is built.
z.config({ jitless: true });
