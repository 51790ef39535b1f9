import type { VendorQueryStatus } from '@levera/domain';

/** One of the vendor's own queries, with the status as the vendor sees it (DESIGN.md §5). */
export type VendorOwnQuery = {
  id: string;
  caseNumber: string;
  subject: string;
  category: string | null;
  message: string;
  status: VendorQueryStatus;
  response: string | null;
  respondedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type VendorQueryList = { data: VendorOwnQuery[]; total: number; page: number; pageSize: number };

export const VENDOR_QUERIES_KEY = ['vendor-queries'] as const;
