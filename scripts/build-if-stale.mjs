// `npm start`'s build step (decision 045): builds the web app and the API only when a source file
// is newer than their last complete build, so a start without changes takes no build time (a full
// build took about 10 s on every start). A fresh clone has no build yet and builds both. `npm run
// build` still builds both every time. `--force` rebuilds regardless.
//
// A build counts as complete when this script has written its stamp after the build command
// succeeded, so a build that was interrupted half way is redone. Sources are the package's own
// files (tests excluded), the shared domain package, and the lock file (a dependency changed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

const shared = [
  'packages/domain/src',
  'packages/domain/locales',
  'packages/domain/package.json',
  'package-lock.json',
];
const targets = [
  {
    name: 'web',
    workspace: 'apps/web',
    sources: [
      'apps/web/app',
      'apps/web/public',
      'apps/web/locales',
      'apps/web/scripts',
      'apps/web/package.json',
      'apps/web/vite.config.ts',
      'apps/web/vite.islands.config.ts',
      'apps/web/react-router.config.ts',
      'apps/web/tsconfig.json',
      ...shared,
    ],
    output: 'apps/web/build/server/index.js',
    stamp: 'apps/web/build/.built',
  },
  {
    name: 'api',
    workspace: 'apps/api',
    sources: [
      'apps/api/src',
      'apps/api/locales',
      'apps/api/scripts',
      'apps/api/package.json',
      'apps/api/tsconfig.json',
      ...shared,
    ],
    output: 'apps/api/dist/main.js',
    stamp: 'apps/api/dist/.built',
  },
];

const isTest = (name) => /\.(test|spec)\.[cm]?[jt]sx?$/.test(name);

/** The newest modification time (ms) of the files under `entry`; 0 when it does not exist. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const child of readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || (child.isFile() && isTest(child.name))) continue;
    latest = Math.max(latest, newest(path.join(entry, child.name)));
  }
  return latest;
}

for (const target of targets) {
  const stamp = path.join(root, target.stamp);
  const builtAt =
    existsSync(stamp) && existsSync(path.join(root, target.output)) ? statSync(stamp).mtimeMs : 0;
  const changedAt = Math.max(...target.sources.map((source) => newest(path.join(root, source))));
  if (!force && builtAt > changedAt) {
    console.log(`${target.name}: up to date (no source changed since its last build)`);
    continue;
  }
  const startedAt = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // Stamped with the time the build started: a source saved during the build is newer, and rebuilds.
  writeFileSync(stamp, '');
  utimesSync(stamp, new Date(startedAt), new Date(startedAt));
}
