import type { VendorQueryListAnswer } from '@levera/domain';

export type { VendorOwnQuery } from '@levera/domain';

export type VendorQueryList = VendorQueryListAnswer;

export const VENDOR_QUERIES_KEY = ['vendor-queries'] as const;
