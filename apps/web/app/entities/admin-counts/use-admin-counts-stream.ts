import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endSession } from '../../lib/api-client.ts';
import { readSession } from '../../lib/session.ts';
import { ADMIN_COUNTS_KEY } from './admin-counts.ts';
import { openCountsStream } from './counts-stream.ts';

/**
 * Keeps the admin counts current while the admin area is open (issue 17 §2): one stream per tab,
 * opened by the admin shell and closed when it unmounts (sign-out, leaving the area). Its events
 * replace the counts in React Query, so the navigation and the lists' notices update together.
 */
export function useAdminCountsStream(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      openCountsStream({
        token: () => readSession('admin')?.token ?? null,
        onCounts: (counts) => queryClient.setQueryData(ADMIN_COUNTS_KEY, counts),
        onSignedOut: () => endSession('admin'),
      }),
    [queryClient],
  );
}
