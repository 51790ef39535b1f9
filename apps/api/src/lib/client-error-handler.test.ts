import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// Issue 34 §7: after a 431 (a 20 KB query string, past Node's 16 KB header limit) the next request
// on the same keep-alive connection was reset, because the answer did not say the connection was
// closing. Through a real socket: the refusal says `Connection: close` and the connection ends
// cleanly (no reset), so a keep-alive client or proxy opens a new one.

type Connection = {
  send: (text: string) => void;
  /** Resolves with everything received once `text` has arrived. */
  received: (text: string) => Promise<string>;
  /** Resolves when the connection is closed: how, and everything received. */
  closed: Promise<{ reset: boolean; text: string }>;
};

function connect(port: number): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let text = '';
    let reset = false;
    const waiting: { text: string; resolve: (all: string) => void }[] = [];
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      for (const wait of waiting.filter((w) => text.includes(w.text))) wait.resolve(text);
    });
    socket.on('error', () => {
      reset = true;
    });
    const closed = new Promise<{ reset: boolean; text: string }>((done) =>
      socket.on('close', () => done({ reset, text })),
    );
    socket.once('connect', () =>
      resolve({
        send: (request) => socket.write(request),
        received: (expected) =>
          new Promise((done) => {
            if (text.includes(expected)) done(text);
            else waiting.push({ text: expected, resolve: done });
          }),
        closed,
      }),
    );
    socket.once('error', reject);
  });
}

const request = (target: string) =>
  `GET ${target} HTTP/1.1\r\nHost: levera.test\r\nConnection: keep-alive\r\n\r\n`;

describe('a request past the header size limit (431) on a keep-alive connection', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
  });

  for (const [what, size] of [
    ['a 20 KB query string', 20_000],
    ['a 3 MB one, still being sent as the answer goes out', 3_000_000],
  ] as const) {
    it(`${what}: 431 with Connection: close and the usual body, then a clean close`, async () => {
      const connection = await connect(port);
      // The connection is a keep-alive one: a first request is answered and the connection stays.
      connection.send(request('/api/health/live'));
      await connection.received('"status":"ok"');

      connection.send(request(`/api/queries?q=${'a'.repeat(size)}`));
      const { reset, text } = await connection.closed;
      expect(reset).toBe(false);
      const refusal = text.slice(text.indexOf('HTTP/1.1 431'));
      const [head, body] = refusal.split('\r\n\r\n');
      expect(head?.split('\r\n')).toEqual(
        expect.arrayContaining(['HTTP/1.1 431 Request Header Fields Too Large', 'Connection: close']),
      );
      expect(JSON.parse(body!)).toEqual({
        error: 'The address or headers of the request are too long',
        code: 'headers_too_large',
      });
    });
  }

  it('a new connection is served after it', async () => {
    const connection = await connect(port);
    connection.send(request('/api/health/live'));
    expect(await connection.received('"status":"ok"')).toMatch(/^HTTP\/1\.1 200 OK/);
  });
});
