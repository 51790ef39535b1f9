import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { logSafeErrorText } from './log-safe-error.ts';

/**
 * For a process's entry point (the server, a command-line tool): a failure nothing caught (a
 * top-level await, say) would be printed by Node with the whole error, a failed query's values
 * included. Print its safe text instead, then stop with exit code 1.
 */
export function stopOnUncaughtError(): void {
  process.on('uncaughtException', (error) => {
    // Another process holds the embedded database's folder (decision 064): its message says which.
    if (error instanceof DataDirInUseError) console.error(error.message);
    else console.error(`stopping on an uncaught error: ${logSafeErrorText(error)}`);
    process.exit(1);
  });
}
