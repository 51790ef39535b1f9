// What the two parts of bench/web share: the build they measure, the browser, budgets and numbers.
import { loadavg } from 'node:os';
import path from 'node:path';
import { root } from '../lib/bench-support.mjs';

/**
 * The checkout whose builds are measured (`apps/web/build/client`, `apps/api/dist`): BENCH_BUILD_ROOT,
 * else this checkout. A copy elsewhere keeps another build in the same checkout from replacing the
 * files under a long run.
 */
export const buildRoot = path.resolve(process.env.BENCH_BUILD_ROOT ?? root);
export const clientDir = path.join(buildRoot, 'apps/web/build/client');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
];

export const misses = [];
/** Prints a budget with PASS or MISS; a miss makes the command exit 1. */
export function budget(label, ok, detail) {
  console.log(`${ok ? 'PASS' : 'MISS'}  ${label}: ${detail}`);
  if (!ok) misses.push(`${label}: ${detail}`);
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
export const list = (values) => values.map((value) => Math.round(value)).join(', ');
export const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
