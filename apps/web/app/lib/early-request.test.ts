import { REQUEST_TIMEOUT_MS } from '@levera/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEarlyRequest, takeEarlyResponse } from './early-request.ts';

// The shell's early request (decision 048): the app takes its answer for the very URL, once, while fresh.
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as { __leveraEarlyRequests?: unknown }).__leveraEarlyRequests;
});

const url = (search: string) => new URL(`http://localhost/api/queries${search}`);

describe('takeEarlyResponse', () => {
  it('gives the answer of the same URL once, and nothing for another URL', async () => {
    const answer = new Response('{}');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer),
    );
    sendEarlyRequest(url('?page=1&language=en'), {});
    expect(takeEarlyResponse(url('?page=1&language=sv'))).toBeUndefined();
    expect(await takeEarlyResponse(url('?page=1&language=en'))).toBe(answer);
    expect(takeEarlyResponse(url('?page=1&language=en'))).toBeUndefined();
  });

  it('gives nothing once the answer is as old as a request may take', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    sendEarlyRequest(url('?page=1'), {});
    expect(takeEarlyResponse(url('?page=1'), Date.now() + REQUEST_TIMEOUT_MS)).toBeUndefined();
  });

  it('keeps a failed request from being an unhandled rejection', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
    sendEarlyRequest(url('?page=1'), {});
    await expect(takeEarlyResponse(url('?page=1'))).rejects.toThrow('offline');
  });
});
