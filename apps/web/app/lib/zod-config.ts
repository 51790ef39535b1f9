// Zod compiles fast paths with `new Function` unless told not to. Our CSP forbids eval
// (docs/decisions/002-csp-script-hashes.md), so the attempt only produces a console error.
// Imported first by root.tsx, before any schema is built.
//
// Zod keeps its settings in one object on `globalThis.__zod_globalConfig` (so that every copy of
// zod shares them) and `z.config` merges into it. Setting it here, without importing zod, keeps
// zod off the static public pages, which build no schema (decision 046); merging into the object
// keeps it working whether or not zod has been loaded first. zod-config.test.ts checks that zod
// sees the setting.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig ??= {};
Object.assign(shared.__zod_globalConfig, { jitless: true });
