import { QueryClient } from '@tanstack/react-query';
import { areaRoleOfPath } from './paths.ts';
import { readSession } from './session.ts';

const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: 1, staleTime: 15_000, refetchOnWindowFocus: false } },
  });

let browserClient: QueryClient | undefined;

/**
 * The back-office's query cache: one for the browser tab, so the routes' client loaders can start a
 * screen's request before the screen renders (decision 073); a new one for each page the server
 * renders, which never shares answers between visitors.
 */
export function backOfficeQueryClient(): QueryClient {
  if (typeof window === 'undefined') return newQueryClient();
  browserClient ??= newQueryClient();
  return browserClient;
}

/** Whether this browser has a stored session of the area `url` belongs to (else nothing to ask). */
export function hasSessionFor(url: URL): boolean {
  const role = areaRoleOfPath(url.pathname);
  return role !== null && readSession(role) !== null;
}
