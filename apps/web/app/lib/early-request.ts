import { REQUEST_TIMEOUT_MS } from '@levera/domain';

// A screen's first GET, sent by the SPA shell before any module of the app has loaded (decision 048).
// Without it the list request waits for the whole back-office bundle to download and run; with it the
// answer arrives while the bundle loads, and apiRequest takes it instead of asking again. Only the
// very URL (query and language included) is taken, once, and only while it is fresh.

const KEY = '__leveraEarlyRequests';

type EarlyRequest = { response: Promise<Response>; sentAt: number };
type EarlyWindow = { [KEY]?: Record<string, EarlyRequest> };

/**
 * Sends GET `url` now and keeps its answer for the app; gives up after the usual request timeout.
 * Returns the answer too, for the shell's preview (decision 052).
 */
export function sendEarlyRequest(url: URL, headers: Record<string, string>): Promise<Response> {
  const controller = new AbortController();
  setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const response = fetch(url, { headers, signal: controller.signal });
  // Whether or not the app takes it, a failure must not surface as an unhandled rejection.
  response.catch(() => undefined);
  const early = window as EarlyWindow;
  early[KEY] = { ...early[KEY], [url.href]: { response, sentAt: Date.now() } };
  return response;
}

/** The early answer of GET `url`, once and while fresh (otherwise the app sends the request itself). */
export function takeEarlyResponse(url: URL, now = Date.now()): Promise<Response> | undefined {
  const requests = typeof window === 'undefined' ? undefined : (window as EarlyWindow)[KEY];
  const early = requests?.[url.href];
  if (!early) return undefined;
  delete requests[url.href];
  return now - early.sentAt < REQUEST_TIMEOUT_MS ? early.response : undefined;
}
