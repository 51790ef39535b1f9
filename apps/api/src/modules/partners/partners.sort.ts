import type { PartnerSort, SortOrder } from '@levera/domain';
import { partnerApplications } from '../../db/schema.ts';
import { type ListSort, type SortKey, sortKey } from '../../lib/list-sort.ts';

// The sortable columns of the admin partner list (PARTNER_SORTS, decision 035). The name is the
// first name, then the last name, as the list shows it.
const KEYS: Record<PartnerSort, SortKey[]> = {
  createdAt: [sortKey.timestamptz(partnerApplications.createdAt)],
  caseNumber: [sortKey.text(partnerApplications.caseNumber)],
  name: [sortKey.text(partnerApplications.firstName), sortKey.text(partnerApplications.lastName)],
  status: [sortKey.text(partnerApplications.status)],
};

export const partnerSort = (query: { sort: PartnerSort; order: SortOrder }): ListSort => ({
  keys: KEYS[query.sort],
  id: partnerApplications.id,
  order: query.order,
});
