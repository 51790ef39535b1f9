// `.ci/run`'s last step: starts the built product (`apps/api/dist/main.js`) once with the Node given
// as the first argument (the machine's own, which may be older than the one the tests ran on), on a
// fresh embedded database in a temporary folder, and checks that it becomes ready and serves the
// home page, then runs one operator's command on that folder. The README's "run the product" command must work on such a machine (DESIGN.md §10).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const nodeBinary = process.argv[2] ?? process.execPath;
const apiRoot = path.resolve(import.meta.dirname, '../apps/api');
const dataDir = mkdtempSync(path.join(tmpdir(), 'levera-smoke-'));
const port = await new Promise((resolve) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = server.address();
    server.close(() => resolve(free));
  });
});

const child = spawn(nodeBinary, ['dist/main.js'], {
  cwd: apiRoot,
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
child.stdout.on('data', (chunk) => (output = (output + chunk).slice(-10_000)));
child.stderr.on('data', (chunk) => (output = (output + chunk).slice(-10_000)));

const base = `http://127.0.0.1:${port}`;
const deadline = Date.now() + 120_000;
let outcome = 'not ready within 120 s';
while (Date.now() < deadline && child.exitCode === null) {
  const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
  if (ready?.status === 200) {
    // A failed request is an outcome too: thrown, it would leave the product running.
    const home = await fetch(`${base}/sv-en`).catch((error) => error);
    const html = home instanceof Response ? await home.text() : '';
    // A back-office page is rendered by React Router's server bundle in this process (decision 073).
    const admin = await fetch(`${base}/sv-en/admin/queries`).catch((error) => error);
    const adminHtml = admin instanceof Response ? await admin.text() : '';
    outcome =
      home.status !== 200 || !html.includes('<html')
        ? `home page answered ${home instanceof Response ? home.status : home.message}`
        : admin.status !== 200 || !adminHtml.includes('rel="modulepreload"')
          ? `back-office page answered ${admin instanceof Response ? admin.status : admin.message}`
          : 'ok';
    break;
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
}
if (child.exitCode !== null) outcome = `exited with ${child.exitCode}`;
child.kill('SIGTERM');
await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
// An operator's command on the same folder once the server has stopped, from the built output as in
// a production install (no tsx): a dry retention pass reads every table it would touch.
if (outcome === 'ok') {
  const today = new Date().toISOString().slice(0, 10);
  const cli = spawnSync(nodeBinary, ['dist/retention.js', '--as-of', today, '--dry-run'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });
  if (cli.status !== 0) outcome = `npm run retention exited with ${cli.status}: ${cli.stderr}${cli.stdout}`;
}
rmSync(dataDir, { recursive: true, force: true });

const version = await new Promise((resolve) => {
  const probe = spawn(nodeBinary, ['--version']);
  let text = '';
  probe.stdout.on('data', (chunk) => (text += chunk));
  probe.on('exit', () => resolve(text.trim()));
});
if (outcome !== 'ok') {
  console.error(`smoke start on Node ${version}: ${outcome}\n${output}`);
  process.exit(1);
}
console.log(`smoke start on Node ${version}: ready, home page served, a built command-line tool ran`);
