import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidHandshakeHeader } from '@levera/domain';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, rememberLanguage } from './api-client.ts';
import { storeSession } from './session.ts';

vi.mock('./toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const { notify } = await import('./toast.ts');

// SPEC §7 and §8, through real HTTP: a local server records what the client sent and answers as
// each test needs.
type Recorded = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
let recorded: Recorded[] = [];
let respond: (request: Recorded, response: ServerResponse) => void;
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      recorded.push(entry);
      respond(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const json = (status: number, data: unknown) => (_: Recorded, response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(data));
};

function visit(path: string) {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(origin + path);
}

beforeEach(() => {
  recorded = [];
  localStorage.clear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  respond = json(200, { success: true });
  visit('/sv-en');
});
afterEach(() => vi.useRealTimers());

describe('every request', () => {
  it('sends a JSON content type and a valid app handshake', async () => {
    await apiRequest('/things');
    const [request] = recorded;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(isValidHandshakeHeader(request?.headers['x-app-handshake'])).toBe(true);
  });
});

describe('language (SPEC §7)', () => {
  it('is added to the JSON body of a request with a body', async () => {
    visit('/sv-se');
    await apiRequest('/things', { method: 'POST', body: { name: 'Pizza' } });
    expect(JSON.parse(recorded[0]!.body)).toEqual({ name: 'Pizza', language: 'sv' });
  });

  it.each(['PUT', 'POST', 'PATCH'] as const)('is the whole body of a %s without one', async (method) => {
    visit('/sv-se');
    await apiRequest('/things', { method });
    expect(JSON.parse(recorded[0]!.body)).toEqual({ language: 'sv' });
  });

  it('is the language of the page that sends the request, whatever another tab stored (issue 15)', async () => {
    // A Swedish page opened in another tab stored 'sv'; this English page still gets English.
    rememberLanguage('sv');
    visit('/sv-en/admin/offers');
    await apiRequest('/offers', { method: 'DELETE' });
    await apiRequest('/offers', { method: 'POST', body: { title: 'x' } });
    expect(new URL(recorded[0]!.url, origin).searchParams.get('language')).toBe('en');
    expect(JSON.parse(recorded[1]!.body)).toEqual({ title: 'x', language: 'en' });

    rememberLanguage('en');
    visit('/sv-se/vendor/promotions');
    await apiRequest('/vendor/promotions');
    await apiRequest('/vendor/promotions', { method: 'PUT' });
    expect(new URL(recorded[2]!.url, origin).searchParams.get('language')).toBe('sv');
    expect(JSON.parse(recorded[3]!.body)).toEqual({ language: 'sv' });
  });

  it('is the language a caller names, for a component that knows its page language', async () => {
    visit('/sv-en');
    await apiRequest('/offers/active', { language: 'sv' });
    expect(new URL(recorded[0]!.url, origin).searchParams.get('language')).toBe('sv');
  });

  it('is the stored language on a path without a locale, default en', async () => {
    visit('/');
    await apiRequest('/things');
    rememberLanguage('sv');
    await apiRequest('/things');
    const sent = recorded.map((request) => new URL(request.url, origin).searchParams.get('language'));
    expect(sent).toEqual(['en', 'sv']);
  });

  it.each(['GET', 'DELETE'] as const)('is a query parameter on %s, default en', async (method) => {
    await apiRequest('/things', { method, query: { page: 2 } });
    const url = new URL(recorded[0]!.url, origin);
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('page')).toBe('2');
    expect(recorded[0]!.body).toBe('');
  });
});

describe('authorization (SPEC §6)', () => {
  it('sends the token of the role inferred from the path', async () => {
    storeSession('admin', 'admin-token-aaaaaaaaaaaaaaaa', 'a@levera.se');
    storeSession('vendor', 'vendor-token-bbbbbbbbbbbbbbbb', 'v@levera.se');
    visit('/sv-en/vendor/promotions');
    await apiRequest('/vendor/promotions');
    visit('/sv-en/admin/queries');
    await apiRequest('/queries');
    visit('/sv-en/about-us');
    await apiRequest('/offers/active');
    expect(recorded.map((r) => r.headers.authorization)).toEqual([
      'Bearer vendor-token-bbbbbbbbbbbbbbbb',
      'Bearer admin-token-aaaaaaaaaaaaaaaa',
      undefined,
    ]);
  });

  it('does not send an expired token, and clears it', async () => {
    storeSession('admin', 'old-token-cccccccccccccccccccc', 'a@levera.se', Date.now() - 25 * 60 * 60 * 1000);
    visit('/sv-en/admin/queries');
    await apiRequest('/queries');
    expect(recorded[0]!.headers.authorization).toBeUndefined();
    expect(localStorage.getItem('levera.session.admin')).toBeNull();
  });
});

describe('answers (SPEC §7, §8)', () => {
  it('treats 204 as success', async () => {
    respond = (_, response) => {
      response.writeHead(204);
      response.end();
    };
    await expect(apiRequest('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reads a non-JSON answer as text', async () => {
    respond = (_, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('plain words');
    };
    await expect(apiRequest('/x')).resolves.toBe('plain words');
  });

  it('shows the message as a success toast when asked', async () => {
    respond = json(200, { success: true, message: 'Vendor created successfully' });
    await apiRequest('/vendors', { method: 'POST', body: {}, successToast: true });
    expect(notify.success).toHaveBeenCalledWith('Vendor created successfully');
  });

  it('uses the error field first', async () => {
    respond = json(409, { error: 'From error', message: 'From message' });
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'From error', status: 409 });
    expect(notify.error).toHaveBeenCalledWith('From error');
  });

  it('uses the message field when there is no error field', async () => {
    respond = json(400, { message: 'From message' });
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'From message' });
  });

  it("falls back to 'API request failed with status {status}'", async () => {
    respond = json(502, {});
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'API request failed with status 502' });
  });

  it('keeps field errors for forms, and suppresses the toast when asked', async () => {
    respond = json(400, { error: 'Invalid', code: 'validation_failed', fields: { email: 'Bad' } });
    const error = await apiRequest('/x', { suppressErrorToast: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).fields).toEqual({ email: 'Bad' });
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('reports a network failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
      `http://127.0.0.1:${port}/sv-en`,
    );
    await expect(apiRequest('/x')).rejects.toMatchObject({
      message: 'Network error. Please check your internet connection.',
      kind: 'network',
    });
  });

  it('times out with the translated timeout message', async () => {
    respond = () => {}; // never answers
    await expect(apiRequest('/slow', { timeoutMs: 200 })).rejects.toMatchObject({
      message: 'Request timed out. Please check your connection and try again.',
      kind: 'timeout',
    });
  });
});
