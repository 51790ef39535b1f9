import type { VendorNotificationListAnswer, VendorNotificationUnreadAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

export const VENDOR_NOTIFICATIONS_KEY = ['vendor-notifications'] as const;
/** The newest entries the bell lists. */
export const BELL_PAGE_SIZE = 10;
/**
 * How often an open vendor panel asks again; it also asks whenever the window regains focus
 * (decision 033: a vendor needs minutes-level freshness, not the admin's live stream).
 */
export const BELL_REFRESH_MS = 60_000;

/** GET /vendor/notifications: the newest entries and the unread count. */
export function useVendorNotifications() {
  return useQuery({
    queryKey: VENDOR_NOTIFICATIONS_KEY,
    queryFn: () =>
      apiRequest<VendorNotificationListAnswer>('/vendor/notifications', {
        query: { page: 1, pageSize: BELL_PAGE_SIZE },
        suppressErrorToast: true,
      }),
    refetchInterval: BELL_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/** POST /vendor/notifications/read: one entry, or all. */
export function useMarkNotificationsRead() {
  return useInvalidatingMutation(
    (body: { id: number } | { all: true }) =>
      apiRequest<VendorNotificationUnreadAnswer>('/vendor/notifications/read', {
        method: 'POST',
        body,
        suppressErrorToast: true,
      }),
    VENDOR_NOTIFICATIONS_KEY,
  );
}
