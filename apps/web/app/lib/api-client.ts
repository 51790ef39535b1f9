import { REQUEST_TIMEOUT_MS, requestErrorMessage, type SiteLanguage } from '@levera/domain';
import { API_BASE, type ApiQuery, apiHeaders, apiUrl } from './api-url.ts';
import { languageOfPath } from './locale.ts';
import { areaRoleOfPath } from './paths.ts';
import { clearSession, readSession } from './session.ts';
import { rememberSessionEnd } from './session-end.ts';
import { storedLanguage } from './stored-language.ts';
import { notify } from './toast.ts';

// The API client of SPEC §7 and §8, exactly: JSON content type and app handshake on every request,
// the bearer token of the role inferred from the current path (only when unexpired), the language
// injected by the three rules, a 10 s timeout, 204 as success, JSON-or-text answers, and the four
// error-message rules, shown as an error toast unless suppressed. Its own four messages come from
// the domain's small request-errors module, not the full catalogue (decision 050).

export { API_BASE };

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRequestOptions = {
  method?: HttpMethod;
  body?: Record<string, unknown>;
  query?: ApiQuery;
  /** Show the answer's `message` as a success toast. */
  successToast?: boolean;
  /** Do not show failures as an error toast (the caller shows them, e.g. next to a form). */
  suppressErrorToast?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The language to send, when the caller knows its page's language; default requestLanguage(). */
  language?: SiteLanguage;
  /** 'blob': a successful answer is the file it carries (a CSV export), not JSON. */
  responseType?: 'blob';
  /** Sent as `Idempotency-Key`: a public form's submission (lib/submission-key.ts, decision 069). */
  idempotencyKey?: string;
};

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly kind: 'http' | 'network' | 'timeout' | 'unexpected',
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * A request that got no answer (network failure or timeout). SPEC §8 shows its message as an error
 * toast even where a form shows answered errors itself, since the form has nothing better to say.
 */
export function isConnectionError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

function currentPathname(): string {
  return typeof window === 'undefined' ? '/' : window.location.pathname;
}

/**
 * The language sent with a request: that of the page sending it (its locale segment), so each tab
 * gets answers in its own language even when another tab stored a different one (issue 15). A
 * page without a locale falls back to the stored language (SPEC §7).
 */
export function requestLanguage(pathname: string = currentPathname()): SiteLanguage {
  return languageOfPath(pathname) ?? storedLanguage();
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const language = options.language ?? requestLanguage();
  const role = areaRoleOfPath(currentPathname());
  const session = role ? readSession(role) : null;
  const headers = apiHeaders(session?.token);
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  const hasBody = method !== 'GET' && method !== 'DELETE';
  const url = apiUrl(path, {
    query: options.query,
    language: hasBody ? undefined : language,
    origin: typeof window === 'undefined' ? 'http://localhost' : window.location.href,
  });
  const body = hasBody ? JSON.stringify({ ...(options.body ?? {}), language }) : undefined;

  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new Error(`Request timed out after ${timeoutMs}ms`));
  }, timeoutMs);
  options.signal?.addEventListener('abort', () => controller.abort(options.signal?.reason), { once: true });

  try {
    let response: Response;
    try {
      response = await fetch(url, { method, headers, body, signal: controller.signal });
    } catch (error) {
      // Whatever fetch itself throws (browsers differ: TypeError, DOMException) means the request
      // did not get an answer: a timeout when our timer fired, otherwise a network failure.
      if (timedOut || options.signal?.aborted) throw error;
      throw new ApiError(requestErrorMessage('networkError', language), null, 'network');
    }
    if (response.status === 204) return undefined as T;
    if (options.responseType === 'blob' && response.ok) return (await response.blob()) as T;
    const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
    const data: unknown = isJson ? await response.json() : await response.text();
    if (!response.ok) {
      if (response.status === 401 && session && role) endSession(role, (data as { code?: unknown })?.code);
      throw apiErrorFromAnswer(data, response.status, language);
    }
    if (options.successToast && data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message?: unknown }).message;
      if (typeof message === 'string' && message) notify.success(message);
    }
    return data as T;
  } catch (error) {
    const apiError = toApiError(error, timedOut, language);
    if (!options.suppressErrorToast && !options.signal?.aborted) notify.error(apiError.message);
    throw apiError;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * SPEC §8 for a non-OK answer: the answer's `error`, else its `message`, else
 * 'API request failed with status {status}'; field errors and the code are kept for forms.
 */
export function apiErrorFromAnswer(data: unknown, status: number, language: SiteLanguage): ApiError {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const message =
    (typeof record.error === 'string' && record.error) ||
    (typeof record.message === 'string' && record.message) ||
    requestErrorMessage('apiRequestFailed', language, { status });
  return new ApiError(
    message,
    status,
    'http',
    record.fields as Record<string, string> | undefined,
    typeof record.code === 'string' ? record.code : undefined,
  );
}

/** Fired when the server refuses a stored session (expired, logged out, account deactivated). */
export const SESSION_ENDED_EVENT = 'levera:session-ended';

export function endSession(role: 'admin' | 'vendor', code?: unknown): void {
  clearSession(role);
  rememberSessionEnd(role, code);
  window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: role }));
}

function toApiError(error: unknown, timedOut: boolean, language: SiteLanguage): ApiError {
  if (error instanceof ApiError) return error;
  if (timedOut) return new ApiError(requestErrorMessage('requestTimeout', language), null, 'timeout');
  const message =
    error instanceof Error && error.message
      ? error.message
      : requestErrorMessage('unexpectedError', language);
  return new ApiError(message, null, 'unexpected');
}
