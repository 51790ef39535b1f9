import { linkSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

// One process per embedded database folder (issue 34 §1, decision 064). PGlite keeps its data in
// memory and writes it back to the folder: two processes on one folder each work on their own copy,
// hand out the same case numbers and lose each other's writes when they stop. So whoever opens the
// folder (the server, a CLI command) first writes `levera.lock` with its process id; another
// process refuses to open it, naming the folder and the holder. A lock whose holder no longer runs
// (killed, crashed, a container restarted) is stale and taken over.

export const LOCK_FILE_NAME = 'levera.lock';

/** The folders this process holds: a second open of one of them here is refused too. */
const heldHere = new Set<string>();

type Holder = { pid: number; host: string; startedAt: string; command: string };

/** The folder is held by a running process: its message names the folder and that process. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}, started ${holder.startedAt}). ` +
        'Only one process may open it: stop that process first, or run several processes on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirInUseError';
  }
}

/** Takes the folder's lock for this process, or throws DataDirInUseError; `release` gives it back. */
export function lockDataDir(dataDir: string, command = processCommand()): { release: () => void } {
  const lockFile = path.join(dataDir, LOCK_FILE_NAME);
  const mine: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), command };
  // Written whole under a name of its own, then linked into place: link fails if the lock exists,
  // so of two processes starting at once exactly one gets it, and nobody ever reads half a file.
  const candidate = `${lockFile}.${process.pid}.${Date.now()}`;
  writeFileSync(candidate, `${JSON.stringify(mine)}\n`, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        linkSync(candidate, lockFile);
        heldHere.add(lockFile);
        return {
          release: () => {
            if (heldHere.delete(lockFile)) releaseIfMine(lockFile);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const holder = readHolder(lockFile);
      if (holder && (heldHere.has(lockFile) || isRunning(holder)))
        throw new DataDirInUseError(dataDir, holder);
      // Stale (or unreadable): remove it and try again. Not airtight: of two processes taking over
      // the same stale lock at the same instant, the second can remove the lock the first has just
      // linked, and both then run. Only a start racing another start right after a crash meets it.
      rmSync(lockFile, { force: true });
    }
    throw new Error(`could not take the lock ${lockFile}`);
  } finally {
    rmSync(candidate, { force: true });
  }
}

function readHolder(lockFile: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(lockFile, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : null;
  } catch {
    return null;
  }
}

/**
 * Whether the holder still runs. A holder on another host cannot be checked and counts as running
 * (a folder shared over the network is not supported anyway). Our own process id in a lock this
 * process did not take (see `heldHere`) is a container restarted with the same process id: stale.
 */
function isRunning(holder: Holder): boolean {
  if (holder.host !== hostname()) return true;
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfMine(lockFile: string): void {
  const holder = readHolder(lockFile);
  if (holder?.pid !== process.pid || holder.host !== hostname()) return;
  try {
    unlinkSync(lockFile);
  } catch {
    // Already gone.
  }
}

function processCommand(): string {
  const script = process.argv[1] ? path.basename(process.argv[1]) : 'node';
  return script.slice(0, 80);
}
