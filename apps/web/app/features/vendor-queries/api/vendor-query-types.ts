import type { VendorOwnQuery } from '@levera/domain';

export type { VendorOwnQuery };

export type VendorQueryList = { data: VendorOwnQuery[]; total: number; page: number; pageSize: number };

export const VENDOR_QUERIES_KEY = ['vendor-queries'] as const;
