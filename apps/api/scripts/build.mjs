// Bundles the API into dist/ for production: one ESM file per entry, npm packages left external
// (installed by npm), the workspace's own @levera/domain bundled in, migrations and the embedded
// database's worker copied beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    main: 'src/main.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'data-key-rotate': 'src/cli/data-key-rotate.ts',
    retention: 'src/cli/retention.ts',
    'db-backup': 'src/cli/db-backup.ts',
    'db-restore': 'src/cli/db-restore.ts',
    'two-factor-reset': 'src/cli/two-factor-reset.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@levera/domain': '../../packages/domain/src/index.ts' },
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
// The embedded database's worker thread (decision 045), loaded by Node from a file beside main.js.
cpSync('src/db/pglite-worker.mjs', 'dist/pglite-worker.mjs');
console.log('api: built dist/main.js');
