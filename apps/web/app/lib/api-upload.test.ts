import { isValidHandshakeHeader } from '@levera/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { rememberLanguage } from './stored-language.ts';
import { apiUpload } from './api-upload.ts';
import { readSession, storeSession } from './session.ts';
import { jsonAnswer, startRecordingServer } from './test-server.ts';

vi.mock('./toast.ts', () => ({ notify: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));
const { notify } = await import('./toast.ts');

// The upload helper keeps SPEC §7/§8 like apiRequest: headers, language in the body, messages,
// toasts and the end of a refused session. A local server records what arrived.
const server = startRecordingServer();

beforeEach(() => {
  localStorage.clear();
  vi.mocked(notify.error).mockClear();
  vi.mocked(notify.success).mockClear();
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    `${server.origin}/sv-en/admin/vendors`,
  );
});

describe('apiUpload', () => {
  it('sends the JSON body with the language, the handshake and the admin token, and toasts the message', async () => {
    // The language of the page, not the one another tab stored (issue 15).
    rememberLanguage('en');
    (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
      `${server.origin}/sv-se/admin/vendors`,
    );
    storeSession('admin', 'admin-token-0123456789abcdef', 'a@l.se');
    server.respond = jsonAnswer(200, { success: true, message: 'Menyn har laddats upp', count: 1 });
    const answer = await apiUpload('/menus/abc/items', {
      body: { menus: [{ name: 'Soup' }] },
      successToast: true,
    });
    expect(answer).toEqual({ success: true, message: 'Menyn har laddats upp', count: 1 });
    const [request] = server.recorded;
    expect(request).toMatchObject({ method: 'POST', url: '/api/menus/abc/items' });
    expect(request!.headers['content-type']).toBe('application/json');
    expect(request!.headers.authorization).toBe('Bearer admin-token-0123456789abcdef');
    expect(isValidHandshakeHeader(request!.headers['x-app-handshake'])).toBe(true);
    expect(JSON.parse(request!.body)).toEqual({ menus: [{ name: 'Soup' }], language: 'sv' });
    expect(notify.success).toHaveBeenCalledWith('Menyn har laddats upp');
  });

  it('fails with the error field and its fields, shown as a toast unless suppressed', async () => {
    server.respond = jsonAnswer(413, { error: 'The request is too large', code: 'payload_too_large' });
    const error = await apiUpload('/menus/abc/items', { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: 'The request is too large',
      status: 413,
      code: 'payload_too_large',
    });
    expect(notify.error).toHaveBeenCalledWith('The request is too large');

    vi.mocked(notify.error).mockClear();
    server.respond = (_, response) => {
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
    server.respond = jsonAnswer(401, { error: 'Authentication required', code: 'unauthenticated' });
    await apiUpload('/x', { body: {}, suppressErrorToast: true }).catch(() => {});
    expect(readSession('admin')).toBeNull();
    expect(ended).toHaveBeenCalledTimes(1);
    window.removeEventListener('levera:session-ended', ended);
  });
});
