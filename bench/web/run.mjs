// bench/web: what people feel on the site (issue 35 §4), in one run.
//
//   node --import tsx bench/web/run.mjs                      builds web + API, then every part
//   node --import tsx bench/web/run.mjs --no-build           measures the existing builds
//   node --import tsx bench/web/run.mjs --only public        sizes and Lighthouse only
//   node --import tsx bench/web/run.mjs --only back-office   the lists only
//   node --import tsx bench/web/run.mjs --no-lighthouse      no Lighthouse (--sizes-only says the same)
//   --json out.json                                          also writes the figures as JSON
//   BENCH_BUILD_ROOT=/path    measure the builds of another checkout (or a copy): apps/web/build, apps/api/dist
//   BENCH_PORT=4620           the back-office proxy (the API on BENCH_PORT + 1, the public server on + 2)
//   BENCH_LISTS='Admin Queries,My promotions'   only these lists (by their printed names)
//   BENCH_RUNS=7 BENCH_ROWS=100000 LIGHTHOUSE_RUNS=3 BENCH_DATABASE_NAME=levera_bench_web
//
// The public part (public.mjs): the JavaScript and CSS each public page loads, as served, and
// Lighthouse mobile. The back-office part (back-office.mjs): for each list at 100,000 rows, the time
// until a click on its first row takes effect, against a minimal page. Every budget is printed with
// PASS or MISS and the load average at the start and the end; the command exits 1 on any miss.
// Not part of `npm test`; run it on a quiet machine.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { sampleProcess, usageLine } from '../lib/bench-support.mjs';
import { measureBackOffice } from './back-office.mjs';
import { buildRoot, load, misses } from './common.mjs';
import { measurePublicSizes, runLighthouse, startPublicServer } from './public.mjs';

const args = process.argv.slice(2);
const has = (flag) => args.includes(flag);
const only = has('--only') ? args[args.indexOf('--only') + 1] : null;
const jsonOut = has('--json') ? args[args.indexOf('--json') + 1] : null;
const PORT = Number(process.env.BENCH_PORT ?? 4620);

if (!has('--no-build')) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: buildRoot, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const started = new Date();
console.log(`bench/web ${started.toISOString()}, builds of ${buildRoot}`);
console.log(`load average ${load()} (1 / 5 / 15 min) at the start`);
const figures = { date: started.toISOString(), loadAtStart: load() };

if (only !== 'back-office') {
  const server = await startPublicServer(PORT + 2);
  try {
    // The server's memory and CPU time, read from /proc/<pid> outside it, over the public part.
    const usage = sampleProcess(server.pid);
    figures.sizes = await measurePublicSizes(server.base);
    if (!has('--no-lighthouse') && !has('--sizes-only'))
      figures.lighthouse = await runLighthouse(server.base);
    console.log(`\nPublic server: ${usageLine(usage())}`);
  } finally {
    await server.stop();
  }
}
if (only !== 'public') figures.backOffice = await measureBackOffice({ port: PORT });

figures.loadAtEnd = load();
figures.misses = misses;
console.log(
  `\nload average ${figures.loadAtEnd} at the end (${Math.round((Date.now() - started) / 1000)} s)`,
);
if (jsonOut) writeFileSync(jsonOut, `${JSON.stringify(figures, null, 2)}\n`);
console.log(
  misses.length ? `\n${misses.length} budget(s) missed:\n  ${misses.join('\n  ')}` : '\nEvery budget met.',
);
process.exitCode = misses.length ? 1 : 0;
