import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHandshakeHeader } from '@levera/domain';
import { afterAll, expect } from 'vitest';
import { TEST_DATA_ENCRYPTION_KEY } from './test-app.ts';

// Helpers of the resilience tests, which run real API processes against the real PostgreSQL, through
// a TCP proxy that can break the network in the ways networks break.

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Answer = {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON answers and assert on them
  body: any;
  ms: number;
  headers: Headers;
};

/** One API call as the web client makes it; a network failure or timeout answers status 0. */
export async function send(
  method: 'GET' | 'POST',
  base: string,
  urlPath: string,
  body?: unknown,
  token?: string,
  headers?: Record<string, string>,
): Promise<Answer> {
  const started = Date.now();
  try {
    const response = await fetch(base + urlPath, {
      method,
      headers: {
        'content-type': 'application/json',
        'x-app-handshake': createHandshakeHeader(),
        ...(token && { authorization: `Bearer ${token}` }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(10_000), // the web client's timeout (SPEC §9)
    });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      ms: Date.now() - started,
      headers: response.headers,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      status: 0,
      body: { error: `${String(error)} ${cause ?? ''}` },
      ms: Date.now() - started,
      headers: new Headers(),
    };
  }
}

export const post = (
  base: string,
  urlPath: string,
  body: unknown,
  token?: string,
  headers?: Record<string, string>,
) => send('POST', base, urlPath, body, token, headers);
export const get = (base: string, urlPath: string, token?: string) =>
  send('GET', base, urlPath, undefined, token);

/**
 * A TCP proxy in front of PostgreSQL that the test can break: cut (close every connection and refuse
 * new ones), reset (RST every connection), or freeze (stop passing bytes without closing anything,
 * like a network partition that drops packets).
 */
export class DatabaseProxy {
  private server: net.Server | null = null;
  private readonly pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  private resetting = false;
  private frozen = false;
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  /** A proxy in front of the server of `url`, and the same URL through the proxy. */
  static async inFrontOf(url: string): Promise<{ proxy: DatabaseProxy; url: string }> {
    const target = new URL(url);
    const proxy = new DatabaseProxy({ host: target.hostname, port: Number(target.port || 5432) });
    await proxy.start();
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    return { proxy, url: viaProxy.toString() };
  }

  async start(port = 0): Promise<void> {
    this.server = net.createServer((client) => {
      if (this.resetting) {
        client.resetAndDestroy();
        return;
      }
      const upstream = net.connect(this.target.port, this.target.host);
      const pair = { client, upstream };
      this.pairs.add(pair);
      for (const socket of [client, upstream]) {
        socket.on('close', () => this.pairs.delete(pair));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream).pipe(client);
      if (this.frozen) this.freezePair(pair);
    });
    this.server.listen(port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Drops every open connection and refuses new ones. */
  async cut(): Promise<void> {
    for (const { client, upstream } of this.pairs) {
      client.destroy();
      upstream.destroy();
    }
    const server = this.server;
    this.server = null;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  restore(): Promise<void> {
    return this.start(this.port);
  }

  /** Resets (TCP RST) every connection, and every new one for `ms`. */
  async reset(ms: number): Promise<void> {
    this.resetting = true;
    for (const { client, upstream } of this.pairs) {
      client.resetAndDestroy();
      upstream.resetAndDestroy();
    }
    await new Promise((resolve) => setTimeout(resolve, ms));
    this.resetting = false;
  }

  /** Stops passing bytes on every connection, open or new, without closing any. */
  freeze(): void {
    this.frozen = true;
    for (const pair of this.pairs) this.freezePair(pair);
  }

  private freezePair({ client, upstream }: { client: net.Socket; upstream: net.Socket }) {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  }

  /** Closes everything for good. */
  async close(): Promise<void> {
    this.frozen = false;
    await this.cut();
  }
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ApiProcess = { base: string; child: ChildProcess; output: () => string };

/**
 * Starts `src/main.ts` as its own process, as production runs it, and waits until it is ready (60 s
 * by default: a CI run at load average 24 saw a start take more than 30). Its output (the end of
 * it) is kept, so a test can show why a process died.
 */
export async function startApiProcess(
  env: Record<string, string>,
  { readyWithinMs = 60_000 }: { readyWithinMs?: number } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent',
      DATA_ENCRYPTION_KEY: TEST_DATA_ENCRYPTION_KEY,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the API process exited: ${output}`);
        return (await fetch(`${base}/api/health/ready`).catch(() => null))?.status;
      },
      { timeout: readyWithinMs, interval: 100 },
    )
    .toBe(200);
  return { base, child, output: () => output };
}

/**
 * The exit code of a process that was told to stop. It may already have exited (a quick shutdown),
 * and `once(child, 'exit')` alone would then wait for an event that has already passed.
 */
export async function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const [code] = (await once(child, 'exit')) as [number | null];
  return code;
}

export async function stopApiProcess({ child }: ApiProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await once(child, 'exit');
}

/**
 * For a file or `describe` block whose tests start API processes: the function that starts one (as
 * `startApiProcess` does), each process it started stopped after the block's tests. Call it after the
 * block's own `afterAll` (closing what the processes use): vitest runs those hooks last one first.
 */
export function apiProcessesOfBlock(): typeof startApiProcess {
  const started: ApiProcess[] = [];
  afterAll(async () => {
    await Promise.all(started.map(stopApiProcess));
  });
  return async (env, options) => {
    const api = await startApiProcess(env, options);
    started.push(api);
    return api;
  };
}

/**
 * Runs the `admin:create` command line on an embedded database in `dataDir`, as an operator would,
 * the password piped in (`--password-stdin`), and returns its exit status and output.
 */
export function runAdminCreate(dataDir: string, email: string, password: string) {
  return runCli(
    'admin-create.ts',
    ['--email', email, '--password-stdin'],
    { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: '' },
    { input: `${password}\n` },
  );
}

/**
 * Runs `npm run data-key:rotate` (decision 058) with these settings (DATA_ENCRYPTION_KEY,
 * DATA_ENCRYPTION_PREVIOUS_KEYS, DATABASE_URL or DATA_DIR), and returns its exit status and output.
 */
export function runDataKeyRotate(settings: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/data-key-rotate.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_ENCRYPTION_PREVIOUS_KEYS: '', ...settings },
    encoding: 'utf8',
  });
}

/** Starts `src/main.ts` with these settings without waiting for it: for a process expected to refuse. */
export function spawnApiProcess(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Runs a command-line tool of `src/cli/` with these settings, `input` written to its standard input;
 * its exit status and output.
 */
export function runCli(
  script: string,
  args: string[],
  env: Record<string, string>,
  { input }: { input?: string } = {},
) {
  return spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
    input,
    encoding: 'utf8',
  });
}

/**
 * Runs a command-line tool of `src/cli/` on a terminal (script(1) gives it one) and types each answer
 * once the next match of `prompt` is shown, as a person does; returns everything the terminal showed.
 */
export async function runCliOnTerminal(
  script: string,
  args: string[],
  env: Record<string, string>,
  { prompt, answers }: { prompt: RegExp; answers: string[] },
) {
  const command = [process.execPath, '--import', 'tsx', `src/cli/${script}`, ...args]
    .map((word) => `'${word}'`)
    .join(' ');
  const child = spawn('script', ['--quiet', '--return', '--flush', '--command', command, '/dev/null'], {
    cwd: apiRoot,
    env: { ...process.env, ...env },
  });
  let output = '';
  let answered = 0;
  const show = (chunk: Buffer) => {
    output += chunk.toString();
    const prompts = output.match(prompt)?.length ?? 0;
    for (; answered < prompts && answered < answers.length; answered++) {
      child.stdin.write(`${answers[answered]}\r`);
    }
  };
  child.stdout.on('data', show);
  child.stderr.on('data', show);
  const [status] = (await once(child, 'exit')) as [number | null];
  return { status, output };
}
