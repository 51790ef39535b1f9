import type { VendorListItem } from '@levera/domain';

/** A vendor account as GET /api/vendors lists it (never with a password). */
export type Vendor = VendorListItem;

/** Every vendor query of this feature starts with this key, so one invalidation refreshes them all. */
export const VENDORS_QUERY_KEY = ['admin-vendors'] as const;
