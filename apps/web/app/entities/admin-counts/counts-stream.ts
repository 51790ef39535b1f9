import { ADMIN_COUNTS_EVENT, type AdminCounts, createHandshakeHeader } from '@levera/domain';
import { EventSource, type FetchLike } from 'eventsource';
import { API_BASE, requestLanguage } from '../../lib/api-client.ts';

// The admin counts stream (issue 17 §2, decision 034) on the `eventsource` package with its own
// fetch: the browser's EventSource cannot send headers, and the session token lives in
// localStorage, so a token in the URL would be the only way, and URLs end up in logs. This sends
// the token, the app handshake and the page's language as every API call does.

/** The first reconnection waits this long, each failure in a row doubles it up to the maximum. */
export const FIRST_RETRY_MS = 1000;
export const MAX_RETRY_MS = 30_000;

export type CountsStreamOptions = {
  /** The token of the signed-in admin, read at each (re)connection. */
  token: () => string | null;
  onCounts: (counts: AdminCounts) => void;
  /** The server refused the session (401): the stream stops for good. */
  onSignedOut: () => void;
};

/** The wait before the attempt after `failures` failed ones in a row: doubling, with some jitter. */
export function retryDelay(failures: number, random = Math.random): number {
  const base = Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), MAX_RETRY_MS);
  return Math.round(base * (0.75 + random() * 0.5));
}

/**
 * Opens the stream and keeps it open: after a dropped connection, a server error or a refusal for
 * load (429, 503), it reconnects by itself with growing waits; after a 401 it stops. Returns the
 * function that closes it (the admin shell closes it on sign-out and on leaving the admin area).
 */
export function openCountsStream(options: CountsStreamOptions): () => void {
  let source: EventSource | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const withCredentials: FetchLike = (url, init) => {
    const token = options.token();
    return fetch(url, {
      ...init,
      headers: {
        ...init.headers,
        'X-App-Handshake': createHandshakeHeader(),
        ...(token && { Authorization: `Bearer ${token}` }),
      },
    });
  };

  const connect = () => {
    if (closed) return;
    const url = new URL(`${API_BASE}/admin/counts/stream`, window.location.href);
    url.searchParams.set('language', requestLanguage());
    const current = new EventSource(url, { fetch: withCredentials });
    source = current;
    current.addEventListener('open', () => {
      failures = 0;
    });
    current.addEventListener(ADMIN_COUNTS_EVENT, (event) => {
      options.onCounts(JSON.parse(event.data) as AdminCounts);
    });
    current.addEventListener('error', (event) => {
      // The package would retry a dropped connection itself at a fixed pace, and give up on a
      // refused one: this client decides both, with back-off.
      current.close();
      if (closed || source !== current) return;
      if (event.code === 401) {
        closed = true;
        options.onSignedOut();
        return;
      }
      failures += 1;
      retryTimer = setTimeout(connect, retryDelay(failures));
    });
  };

  connect();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    source?.close();
  };
}
