// The embedded database's own thread (decision 045). PGlite runs PostgreSQL compiled to WebAssembly
// synchronously: on the request thread, every statement stopped every request and probe for as long
// as it ran. Here it runs in a worker thread and serves the PostgreSQL wire protocol on a private unix
// socket, so the API reaches it through node-postgres exactly as it reaches PostgreSQL.
//
// Plain JavaScript (no TypeScript): a worker file is loaded by Node itself, the same from src/ (tsx,
// Vitest) and from dist/ (the build copies it next to main.js).
//
// PGlite is one database session. So one connection is served at a time (the API's pool has one
// client); a later connection waits until the current one closes, and a connection that closes in
// the middle of a transaction has it rolled back first. `@electric-sql/pglite-socket` does the same
// over TCP, but each of its releases requires one exact PGlite version (and seven extension
// packages) as peer dependencies; this is the part of it the API needs, on the same PGlite calls
// (`execProtocolRaw`).
//
// Messages with the main thread: in `{ type: 'echo', payload }` (answered with a `change` of the same
// payload: the change feed's barrier), `{ type: 'ping', id }` (answered `{ type: 'pong', id, ok }`
// at once, between statements: the readiness probe must not wait behind every queued statement) and
// `{ type: 'close' }`; out `{ type: 'ready', lastMigrationBefore }` (the journal date of the latest
// migration applied before this start, null on a new database: the API logs which ones ran),
// `{ type: 'change', payload }` for every notification on the change channel (decision 006),
// `{ type: 'failed', message }` and `{ type: 'closed' }`.
//
// `runningSince` (shared memory) holds when the PGlite call running now started, in milliseconds
// since the epoch, and 0 between calls: PGlite cannot interrupt a statement (`statement_timeout` is
// a JavaScript timer that fires only after it), so the request thread's watchdog reads it and ends
// this thread when a statement runs too long (decision 055).
import { rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

/** @type {{ dataDir?: string; loadDataDir?: ArrayBuffer; migrationsFolder: string; socketDir: string; channel: string; runningSince: BigInt64Array }} */
const { dataDir, loadDataDir, migrationsFolder, socketDir, channel, runningSince } = workerData;
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
const NOTIFICATION = 0x41; // 'A'
const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'

/** @type {PGlite} */
let db;
/** @type {net.Server} */
let server;
/** @type {net.Socket | null} */
let current = null;
/** @type {net.Socket[]} */
const waiting = [];
/** Every statement runs after the one before it, whichever connection sent it. */
let queue = Promise.resolve();
let closing = false;

try {
  db = new PGlite({
    ...(dataDir && { dataDir }),
    ...(loadDataDir && { loadDataDir: new Blob([loadDataDir]) }),
    extensions: { pg_trgm },
  });
  const lastMigrationBefore = await lastAppliedMigration();
  await migrate(drizzle(db), { migrationsFolder });
  await db.exec(`listen ${channel}`);
  server = net.createServer(accept);
  const socketPath = path.join(socketDir, '.s.PGSQL.5432');
  // Left behind by the thread before this one when the watchdog ended it (the folder is private).
  rmSync(socketPath, { force: true });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve(undefined));
  });
  port.postMessage({ type: 'ready', lastMigrationBefore });
} catch (error) {
  port.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1); // ends this thread only
}

port.on('message', (message) => {
  if (message.type === 'echo') port.postMessage({ type: 'change', payload: message.payload });
  // The readiness probe: this thread is running and its database open, whatever the queue holds.
  if (message.type === 'ping') port.postMessage({ type: 'pong', id: message.id, ok: !db.closed && !closing });
  if (message.type === 'close') void close();
});

/** As `lastAppliedMigration` in client.ts: the latest migration's journal date as text, or null. */
async function lastAppliedMigration() {
  const { rows } = await db.query(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as migrated",
  );
  if (!(/** @type {{ migrated: boolean }} */ (rows[0]).migrated)) return null;
  const latest = await db.query('select max(created_at)::text as latest from drizzle.__drizzle_migrations');
  return /** @type {{ latest: string | null }} */ (latest.rows[0]).latest;
}

/** @param {net.Socket} socket */
function accept(socket) {
  socket.on('error', () => socket.destroy());
  if (closing) {
    socket.destroy();
    return;
  }
  if (current) {
    socket.pause();
    waiting.push(socket);
    socket.once('close', () => {
      const index = waiting.indexOf(socket);
      if (index >= 0) waiting.splice(index, 1);
    });
    return;
  }
  serve(socket);
}

/** @param {net.Socket} socket */
function serve(socket) {
  current = socket;
  socket.setNoDelay(true);
  let buffered = Buffer.alloc(0);
  let started = false;
  socket.on('data', (data) => {
    buffered = buffered.length ? Buffer.concat([buffered, data]) : data;
    for (;;) {
      const length = messageLength(buffered, started);
      if (length === 0 || buffered.length < length) break;
      const message = buffered.subarray(0, length);
      buffered = buffered.subarray(length);
      if (!started) {
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST) {
          socket.write('N');
          continue;
        }
        if (code === CANCEL_REQUEST) continue; // nothing to cancel: one statement runs at a time
        if (code === PROTOCOL_3) started = true;
      }
      const copy = new Uint8Array(message); // the buffer's memory is reused by the socket
      queue = queue.then(() => execute(socket, copy));
    }
  });
  socket.once('close', () => {
    queue = queue.then(async () => {
      // The session outlives the connection: undo what a broken connection left half done.
      if (db.isInTransaction()) await db.exec('rollback').catch(() => {});
      current = null;
      const next = waiting.shift();
      if (next && !closing) {
        next.resume();
        serve(next);
      }
    });
  });
}

/**
 * The length of the first message in `buffer`, 0 while it is too short to tell. Before the startup
 * message a message has no type byte (length, then a code); after it, a type byte, then the length.
 * @param {Buffer} buffer
 * @param {boolean} started
 */
function messageLength(buffer, started) {
  if (!started) return buffer.length >= 8 ? buffer.readInt32BE(0) : 0;
  return buffer.length >= 5 ? 1 + buffer.readInt32BE(1) : 0;
}

/**
 * @param {net.Socket} socket
 * @param {Uint8Array} message
 */
async function execute(socket, message) {
  if (socket.destroyed) return;
  let answer;
  try {
    // The data directory is Node's file system: PGlite writes through to disk, and syncing is a
    // no-op there (it is for browser file systems); asked for only at the end of a statement.
    const type = message[0];
    Atomics.store(runningSince, 0, BigInt(Math.round(performance.timeOrigin + performance.now())));
    answer = await db.execProtocolRaw(message, { syncToFs: type === SYNC || type === QUERY });
  } catch {
    socket.destroy();
    return;
  } finally {
    Atomics.store(runningSince, 0, 0n);
  }
  reportNotifications(answer);
  if (answer.length > 0 && !socket.destroyed) socket.write(answer);
}

/**
 * Posts the change channel's notifications found in a protocol answer, in order. They stay in the
 * answer too (node-postgres ignores a notification nobody listens for).
 * @param {Uint8Array} answer
 */
function reportNotifications(answer) {
  const view = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  let offset = 0;
  while (offset + 5 <= view.length) {
    const type = view[offset];
    const length = view.readInt32BE(offset + 1);
    if (type === NOTIFICATION) {
      // Int32 process id, then the channel and the payload as C strings.
      const channelStart = offset + 9;
      const channelEnd = view.indexOf(0, channelStart);
      const payloadEnd = view.indexOf(0, channelEnd + 1);
      if (view.toString('utf8', channelStart, channelEnd) === channel) {
        port.postMessage({ type: 'change', payload: view.toString('utf8', channelEnd + 1, payloadEnd) });
      }
    }
    offset += 1 + length;
  }
}

/** Stops serving, rolls back what is open, and closes PGlite, which writes everything to disk. */
async function close() {
  if (closing) return;
  closing = true;
  for (const socket of waiting.splice(0)) socket.destroy();
  current?.destroy();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  await queue;
  try {
    if (db.isInTransaction()) await db.exec('rollback').catch(() => {});
    await db.close();
  } finally {
    rmSync(socketDir, { recursive: true, force: true });
    port.postMessage({ type: 'closed' });
    port.close();
  }
}
