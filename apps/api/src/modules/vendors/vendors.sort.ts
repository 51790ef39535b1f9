import type { SortOrder, VendorSort } from '@levera/domain';
import { vendors } from '../../db/schema.ts';
import { type ListSort, type SortKey, sortKey } from '../../lib/list-sort.ts';

// The sortable columns of the admin vendor list (VENDOR_SORTS, decision 035).
const KEYS: Record<VendorSort, SortKey[]> = {
  createdAt: [sortKey.timestamptz(vendors.createdAt)],
  vendorName: [sortKey.text(vendors.vendorName)],
  email: [sortKey.text(vendors.email)],
  status: [sortKey.text(vendors.status)],
};

export const vendorSort = (query: { sort: VendorSort; order: SortOrder }): ListSort => ({
  keys: KEYS[query.sort],
  id: vendors.id,
  order: query.order,
});
