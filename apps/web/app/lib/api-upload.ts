import { createHandshakeHeader, REQUEST_TIMEOUT_MS, requestErrorMessage } from '@levera/domain';
import { API_BASE, ApiError, apiErrorFromAnswer, endSession, requestLanguage } from './api-client.ts';
import { areaRoleOfPath } from './paths.ts';
import { readSession } from './session.ts';
import { notify } from './toast.ts';

// A JSON request with upload progress (fetch cannot report it). It follows SPEC §7 and §8 like
// `apiRequest`: JSON content type, app handshake, the token of the path's role, the language in the
// body, the same error messages, an error toast unless suppressed, and the session ends on a 401.
//
// The 10 s timeout of SPEC §9 counts from the last sign of life: each progress event restarts it, so
// a large body on a slow line is not cut off while it is still moving.

export type UploadProgress = { phase: 'uploading'; loaded: number; total: number } | { phase: 'processing' };

export type ApiUploadOptions = {
  method?: 'POST' | 'PUT' | 'PATCH';
  body: Record<string, unknown>;
  onProgress?: (progress: UploadProgress) => void;
  successToast?: boolean;
  suppressErrorToast?: boolean;
  timeoutMs?: number;
  signal?: AbortSignal;
};

export function apiUpload<T = unknown>(path: string, options: ApiUploadOptions): Promise<T> {
  const language = requestLanguage();
  const role = areaRoleOfPath(window.location.pathname);
  const session = role ? readSession(role) : null;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isTimedOut = false;
    const restartTimer = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        isTimedOut = true;
        xhr.abort();
      }, timeoutMs);
    };

    const fail = (error: ApiError) => {
      clearTimeout(timer);
      if (!options.suppressErrorToast && !options.signal?.aborted) notify.error(error.message);
      reject(error);
    };

    xhr.open(options.method ?? 'POST', new URL(API_BASE + path, window.location.href).toString());
    xhr.setRequestHeader('Content-Type', 'application/json');
    xhr.setRequestHeader('X-App-Handshake', createHandshakeHeader());
    if (session) xhr.setRequestHeader('Authorization', `Bearer ${session.token}`);

    xhr.upload.onprogress = (event) => {
      restartTimer();
      if (event.lengthComputable) {
        options.onProgress?.({ phase: 'uploading', loaded: event.loaded, total: event.total });
      }
    };
    xhr.upload.onload = () => {
      restartTimer();
      options.onProgress?.({ phase: 'processing' });
    };

    xhr.onload = () => {
      clearTimeout(timer);
      const isJson = (xhr.getResponseHeader('content-type') ?? '').includes('application/json');
      let data: unknown = xhr.responseText;
      if (isJson && xhr.responseText) {
        try {
          data = JSON.parse(xhr.responseText);
        } catch {
          data = xhr.responseText;
        }
      }
      if (xhr.status === 204) return resolve(undefined as T);
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && session && role) endSession(role, (data as { code?: unknown })?.code);
        return fail(apiErrorFromAnswer(data, xhr.status, language));
      }
      if (options.successToast && data && typeof data === 'object') {
        const message = (data as { message?: unknown }).message;
        if (typeof message === 'string' && message) notify.success(message);
      }
      resolve(data as T);
    };
    xhr.onerror = () => fail(new ApiError(requestErrorMessage('networkError', language), null, 'network'));
    xhr.onabort = () => {
      if (isTimedOut) fail(new ApiError(requestErrorMessage('requestTimeout', language), null, 'timeout'));
      else fail(new ApiError(requestErrorMessage('unexpectedError', language), null, 'unexpected'));
    };
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    restartTimer();
    xhr.send(JSON.stringify({ ...options.body, language }));
  });
}
