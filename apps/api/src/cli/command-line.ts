import { type ParseArgsConfig, parseArgs } from 'node:util';
import { DataDirInUseError, lockDataDir } from '../db/data-dir-lock.ts';

// The command-line tools' options, read one way: `--help` prints the usage and exits 0; a wrong
// option prints what is wrong and the usage's first line and exits 2.

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * Prints `message` and exits: with code 2 (a wrong command line) followed by the usage's first line,
 * with another code alone.
 */
export function refuseWithUsage(usage: string, message: string, code = 2): never {
  console.error(code === 2 ? `${message}\n${usage.split('\n')[0]} (--help says more)` : message);
  process.exit(code);
}

/** The options' values; `--help` prints `usage` and exits, a wrong option refuses. */
export function readOptions<const O extends Options>(usage: string, options: O) {
  try {
    const { values } = parseArgs({ options: { ...options, help: { type: 'boolean' } } as O });
    if ((values as { help?: boolean }).help) {
      console.log(usage);
      process.exit(0);
    }
    return values;
  } catch (error) {
    return refuseWithUsage(usage, (error as Error).message);
  }
}

/**
 * The embedded database folder's lock (decision 064), or a refusal with code 1 that names the process
 * holding it: `<notDone>: the embedded database in DIR is in use by process PID (…). <advice>`.
 */
export function lockDataDirOrRefuse(
  usage: string,
  dataDir: string,
  notDone: string,
  advice: string,
): { release: () => void } {
  try {
    return lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const { pid, command, startedAt } = error.holder;
    return refuseWithUsage(
      usage,
      `${notDone}: the embedded database in ${dataDir} is in use by process ${pid} (${command}, started ${startedAt}). ${advice}`,
      1,
    );
  }
}
