import type { QueryStatus, VendorQueryStatus } from '@levera/domain';
import type { BadgeTone } from '../../ui/badge-tones.ts';

// The admin sees a query's own status (created … closed); its vendor sees the vendor's view of it
// (pending, in progress, resolved). The words they share mean the same and look the same.
export const QUERY_STATUS_TONES: Record<QueryStatus | VendorQueryStatus, BadgeTone> = {
  created: 'info',
  pending: 'info',
  inProgress: 'warning',
  resolved: 'success',
  closed: 'neutral',
};
