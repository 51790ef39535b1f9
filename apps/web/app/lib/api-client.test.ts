import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidHandshakeHeader } from '@levera/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest } from './api-client.ts';
import { rememberLanguage } from './stored-language.ts';
import { storeSession } from './session.ts';
import { jsonAnswer, startRecordingServer } from './test-server.ts';

vi.mock('./toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const { notify } = await import('./toast.ts');

// SPEC §7 and §8, through real HTTP: a local server records what the client sent and answers as
// each test needs.
const server = startRecordingServer();

function visit(path: string) {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    server.origin + path,
  );
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  visit('/sv-en');
});
afterEach(() => vi.useRealTimers());

describe('every request', () => {
  it('sends a JSON content type and a valid app handshake', async () => {
    await apiRequest('/things');
    const [request] = server.recorded;
    expect(request?.headers['content-type']).toBe('application/json');
    expect(isValidHandshakeHeader(request?.headers['x-app-handshake'])).toBe(true);
  });
});

describe('language (SPEC §7)', () => {
  it('is added to the JSON body of a request with a body', async () => {
    visit('/sv-se');
    await apiRequest('/things', { method: 'POST', body: { name: 'Pizza' } });
    expect(JSON.parse(server.recorded[0]!.body)).toEqual({ name: 'Pizza', language: 'sv' });
  });

  it.each(['PUT', 'POST', 'PATCH'] as const)('is the whole body of a %s without one', async (method) => {
    visit('/sv-se');
    await apiRequest('/things', { method });
    expect(JSON.parse(server.recorded[0]!.body)).toEqual({ language: 'sv' });
  });

  it('is the language of the page that sends the request, whatever another tab stored (issue 15)', async () => {
    // A Swedish page opened in another tab stored 'sv'; this English page still gets English.
    rememberLanguage('sv');
    visit('/sv-en/admin/offers');
    await apiRequest('/offers', { method: 'DELETE' });
    await apiRequest('/offers', { method: 'POST', body: { title: 'x' } });
    expect(new URL(server.recorded[0]!.url, server.origin).searchParams.get('language')).toBe('en');
    expect(JSON.parse(server.recorded[1]!.body)).toEqual({ title: 'x', language: 'en' });

    rememberLanguage('en');
    visit('/sv-se/vendor/promotions');
    await apiRequest('/vendor/promotions');
    await apiRequest('/vendor/promotions', { method: 'PUT' });
    expect(new URL(server.recorded[2]!.url, server.origin).searchParams.get('language')).toBe('sv');
    expect(JSON.parse(server.recorded[3]!.body)).toEqual({ language: 'sv' });
  });

  it('is the language a caller names, for a component that knows its page language', async () => {
    visit('/sv-en');
    await apiRequest('/offers/active', { language: 'sv' });
    expect(new URL(server.recorded[0]!.url, server.origin).searchParams.get('language')).toBe('sv');
  });

  it('is the stored language on a path without a locale, default en', async () => {
    visit('/');
    await apiRequest('/things');
    rememberLanguage('sv');
    await apiRequest('/things');
    const sent = server.recorded.map((request) =>
      new URL(request.url, server.origin).searchParams.get('language'),
    );
    expect(sent).toEqual(['en', 'sv']);
  });

  it.each(['GET', 'DELETE'] as const)('is a query parameter on %s, default en', async (method) => {
    await apiRequest('/things', { method, query: { page: 2 } });
    const url = new URL(server.recorded[0]!.url, server.origin);
    expect(url.searchParams.get('language')).toBe('en');
    expect(url.searchParams.get('page')).toBe('2');
    expect(server.recorded[0]!.body).toBe('');
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
    expect(server.recorded.map((r) => r.headers.authorization)).toEqual([
      'Bearer vendor-token-bbbbbbbbbbbbbbbb',
      'Bearer admin-token-aaaaaaaaaaaaaaaa',
      undefined,
    ]);
  });

  it('does not send an expired token, and clears it', async () => {
    storeSession('admin', 'old-token-cccccccccccccccccccc', 'a@levera.se', Date.now() - 25 * 60 * 60 * 1000);
    visit('/sv-en/admin/queries');
    await apiRequest('/queries');
    expect(server.recorded[0]!.headers.authorization).toBeUndefined();
    expect(localStorage.getItem('levera.session.admin')).toBeNull();
  });
});

describe('answers (SPEC §7, §8)', () => {
  it('treats 204 as success', async () => {
    server.respond = (_, response) => {
      response.writeHead(204);
      response.end();
    };
    await expect(apiRequest('/x', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('reads a non-JSON answer as text', async () => {
    server.respond = (_, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('plain words');
    };
    await expect(apiRequest('/x')).resolves.toBe('plain words');
  });

  it('shows the message as a success toast when asked', async () => {
    server.respond = jsonAnswer(200, { success: true, message: 'Vendor created successfully' });
    await apiRequest('/vendors', { method: 'POST', body: {}, successToast: true });
    expect(notify.success).toHaveBeenCalledWith('Vendor created successfully');
  });

  it('uses the error field first', async () => {
    server.respond = jsonAnswer(409, { error: 'From error', message: 'From message' });
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'From error', status: 409 });
    expect(notify.error).toHaveBeenCalledWith('From error');
  });

  it('uses the message field when there is no error field', async () => {
    server.respond = jsonAnswer(400, { message: 'From message' });
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'From message' });
  });

  it("falls back to 'API request failed with status {status}'", async () => {
    server.respond = jsonAnswer(502, {});
    await expect(apiRequest('/x')).rejects.toMatchObject({ message: 'API request failed with status 502' });
  });

  it('keeps field errors for forms, and suppresses the toast when asked', async () => {
    server.respond = jsonAnswer(400, {
      error: 'Invalid',
      code: 'validation_failed',
      fields: { email: 'Bad' },
    });
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
    server.respond = () => {}; // never answers
    await expect(apiRequest('/slow', { timeoutMs: 200 })).rejects.toMatchObject({
      message: 'Request timed out. Please check your connection and try again.',
      kind: 'timeout',
    });
  });
});
