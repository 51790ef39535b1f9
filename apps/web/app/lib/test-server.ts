import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

// The API client's tests go through real HTTP (SPEC §7, §8): a local server records what the client
// sent and answers as each test needs.

export type RecordedRequest = {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
};
export type Respond = (request: RecordedRequest, response: ServerResponse) => void;

/** Answers with `status` and the JSON `data`. */
export const jsonAnswer =
  (status: number, data: unknown): Respond =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(data));
  };

/**
 * Starts a server for the tests of the file that calls it. `recorded` is emptied before each test;
 * set `respond` to answer (by default `{ success: true }`); `origin` is its address once started.
 */
export function startRecordingServer() {
  const state = {
    recorded: [] as RecordedRequest[],
    respond: jsonAnswer(200, { success: true }),
    origin: '',
  };
  let server: Server;
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const entry = {
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body,
        };
        state.recorded.push(entry);
        state.respond(entry, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    state.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    state.recorded = [];
    state.respond = jsonAnswer(200, { success: true });
  });
  return state;
}
