import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiRequest, SESSION_ENDED_EVENT } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';
import { ADMIN_COUNTS, adminCountsStream } from '../../lib/test-fixtures.ts';
import { jsonResponse, mockApi, renderAt } from '../../lib/test-render.tsx';
import { retryDelay } from './counts-stream.ts';
import { NewRowsNotice } from './new-rows-notice.tsx';
import { useAdminCountsStream } from './use-admin-counts-stream.ts';

// Issue 17 §2: the admin counts stream (credentials in headers, live updates, sign-out on 401) and
// the "N new – show" notice above a list.

const api = mockApi();

/** A list screen in miniature: the stream, a list, and its notice. */
function ListWithNotice() {
  useAdminCountsStream();
  const list = useQuery({ queryKey: ['list'], queryFn: () => apiRequest<{ total: number }>('/queries') });
  return (
    <>
      <NewRowsNotice of="queries" query={list} />
      <p>{list.data ? `rows: ${list.data.total}` : 'loading'}</p>
    </>
  );
}

function answerWith(stream: ReturnType<typeof adminCountsStream>, listTotals: number[]) {
  let listCalls = 0;
  api.answer({
    'GET /api/admin/counts': ADMIN_COUNTS,
    'GET /api/admin/counts/stream': () => stream.response(),
    'GET /api/queries': () =>
      jsonResponse(200, { total: listTotals[Math.min(listCalls++, listTotals.length - 1)] }),
  });
}

describe('the admin counts stream', () => {
  it('sends the token and the handshake as headers, never in the address', async () => {
    const stream = adminCountsStream();
    answerWith(stream, [5]);
    renderAt('/sv-en/admin/queries', <ListWithNotice />, { signedIn: 'admin' });
    await waitFor(() => expect(api.sent('GET /api/admin/counts/stream')).toHaveLength(1));
    const [call] = api.fetch.mock.calls.filter(([url]) => String(url).includes('/stream'));
    const [url, init] = call as [URL | string, RequestInit];
    expect(new URL(String(url)).search).toBe('?language=en');
    const headers = new Headers(init.headers);
    expect(headers.get('Authorization')).toBe('Bearer admin-token');
    expect(headers.get('X-App-Handshake')).toBeTruthy();
    expect(headers.get('Accept')).toBe('text/event-stream');
  });

  it('ends the session when the server refuses it (401), and does not reconnect', async () => {
    const ended = vi.fn();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    api.answer({
      'GET /api/admin/counts': ADMIN_COUNTS,
      'GET /api/admin/counts/stream': () => jsonResponse(401, { error: 'Sign in', code: 'unauthenticated' }),
      'GET /api/queries': { total: 5 },
    });
    renderAt('/sv-en/admin/queries', <ListWithNotice />, { signedIn: 'admin' });
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(readSession('admin')).toBeNull();
    expect(api.sent('GET /api/admin/counts/stream')).toHaveLength(1);
    window.removeEventListener(SESSION_ENDED_EVENT, ended);
  });

  it('waits longer after each failure in a row, up to 30 seconds', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 6, 10].map((failures) => retryDelay(failures, middle))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(retryDelay(1, () => 0)).toBe(750);
    expect(retryDelay(1, () => 1)).toBe(1250);
  });
});

describe('NewRowsNotice', () => {
  it('tells politely how many rows arrived since the list loaded, and "show" loads them', async () => {
    const stream = adminCountsStream();
    answerWith(stream, [5, 8]);
    const { user } = renderAt('/sv-en/admin/queries', <ListWithNotice />, { signedIn: 'admin' });
    expect(await screen.findByText('rows: 5')).toBeInTheDocument();
    // The polite live region is there, empty, before anything is announced in it.
    const status = document.querySelector('[aria-live="polite"]');
    expect(status).toBeEmptyDOMElement();

    await waitFor(() => expect(api.sent('GET /api/admin/counts/stream')).toHaveLength(1));
    stream.send(ADMIN_COUNTS);
    stream.send({ ...ADMIN_COUNTS, queries: { unread: 5, total: 8 } });
    const show = await screen.findByRole('button', { name: '3 new queries – show' });
    expect(status).toContainElement(show);
    // The list itself stays as it was until the admin asks.
    expect(screen.getByText('rows: 5')).toBeInTheDocument();

    await user.click(show);
    expect(await screen.findByText('rows: 8')).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
    expect(api.sent('GET /api/queries')).toHaveLength(2);
  });

  it('speaks Swedish on a Swedish page, in the singular too', async () => {
    const stream = adminCountsStream();
    answerWith(stream, [5]);
    renderAt('/sv-se/admin/queries', <ListWithNotice />, { signedIn: 'admin' });
    expect(await screen.findByText('rows: 5')).toBeInTheDocument();
    await waitFor(() => expect(api.sent('GET /api/admin/counts/stream')).toHaveLength(1));
    stream.send({ ...ADMIN_COUNTS, queries: { unread: 3, total: 6 } });
    expect(await screen.findByRole('button', { name: '1 nytt ärende – visa' })).toBeInTheDocument();
    stream.send({ ...ADMIN_COUNTS, queries: { unread: 4, total: 7 } });
    expect(await screen.findByRole('button', { name: '2 nya ärenden – visa' })).toBeInTheDocument();
  });
});
