import type { FastifyBaseLogger } from 'fastify';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { SchemaNewerThanReleaseError } from '../db/schema-guard.ts';
import { logSafeErrorText } from './log-safe-error.ts';

/**
 * For a process's entry point (the server, a command-line tool): a failure nothing caught (a
 * top-level await, say) would be printed by Node with the whole error, a failed query's values
 * included. Print its safe text instead, then stop with exit code 1. With `log` (the server, whose
 * every line is JSON) it is a fatal log line, the error serialised as every logged error is.
 */
export function stopOnUncaughtError(log?: Pick<FastifyBaseLogger, 'fatal'>): void {
  process.on('uncaughtException', (error) => {
    // Another process holds the embedded database's folder (decision 064), or the database was
    // migrated by a newer release (decision 066): their messages are written for the operator.
    if (error instanceof DataDirInUseError || error instanceof SchemaNewerThanReleaseError) {
      if (log) log.fatal(error.message);
      else console.error(error.message);
    } else if (log) log.fatal({ err: error }, 'stopping on an uncaught error');
    else console.error(`stopping on an uncaught error: ${logSafeErrorText(error)}`);
    process.exit(1);
  });
}
