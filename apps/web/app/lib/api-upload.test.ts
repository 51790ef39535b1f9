import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidHandshakeHeader } from '@levera/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, rememberLanguage } from './api-client.ts';
import { apiUpload } from './api-upload.ts';
import { readSession, storeSession } from './session.ts';

vi.mock('./toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const { notify } = await import('./toast.ts');

// The upload helper keeps SPEC §7/§8 like apiRequest: headers, language in the body, messages,
// toasts and the end of a refused session. A local server records what arrived.
type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let recorded: Recorded[] = [];
let respond: (response: ServerResponse) => void;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      recorded.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      respond(response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, data: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(data));
};

beforeEach(() => {
  recorded = [];
  localStorage.clear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    `${origin}/sv-en/admin/vendors`,
  );
});

describe('apiUpload', () => {
  it('sends the JSON body with the language, the handshake and the admin token, and toasts the message', async () => {
    // The language of the page, not the one another tab stored (issue 15).
    rememberLanguage('en');
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
      `${origin}/sv-se/admin/vendors`,
    );
    storeSession('admin', 'admin-token-0123456789abcdef', 'a@l.se');
    respond = json(200, { success: true, message: 'Menyn har laddats upp', count: 1 });
    const answer = await apiUpload('/menus/abc/items', {
      body: { menus: [{ name: 'Soup' }] },
      successToast: true,
    });
    expect(answer).toEqual({ success: true, message: 'Menyn har laddats upp', count: 1 });
    const [request] = recorded;
    expect(request).toMatchObject({ method: 'POST', url: '/api/menus/abc/items' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBe('Bearer admin-token-0123456789abcdef');
    expect(isValidHandshakeHeader(request!.headers['x-app-handshake'])).toBe(true);
    expect(JSON.parse(request!.body)).toEqual({ menus: [{ name: 'Soup' }], language: 'sv' });
    expect(notify.success).toHaveBeenCalledWith('Menyn har laddats upp');
  });

  it('fails with the error field and its fields, shown as a toast unless suppressed', async () => {
    respond = json(413, { error: 'The request is too large', code: 'payload_too_large' });
    const error = await apiUpload('/menus/abc/items', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'The request is too large',
      status: 413,
      code: 'payload_too_large',
    });
    expect(notify.error).toHaveBeenCalledWith('The request is too large');

    vi.mocked(notify.error).mockClear();
    respond = (response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('boom');
    };
    const plain = await apiUpload('/x', { body: {}, suppressErrorToast: true }).catch(
      (caught: unknown) => caught,
    );
    expect(plain).toMatchObject({ message: 'API request failed with status 500', status: 500 });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('ends the session of the path role on a 401', async () => {
    storeSession('admin', 'admin-token-0123456789abcdef', 'a@l.se');
    const ended = vi.fn();
    window.addEventListener('levera:session-ended', ended);
    respond = json(401, { error: 'Authentication required', code: 'unauthenticated' });
    await apiUpload('/x', { body: {}, suppressErrorToast: true }).catch(() => {});
    expect(readSession('admin')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    window.removeEventListener('levera:session-ended', ended);
  });
});
