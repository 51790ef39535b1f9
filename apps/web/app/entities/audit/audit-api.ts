import type { AuditAdminsAnswer, AuditEntity, AuditListAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { AUDIT_ENTITIES, PAGE_SIZE } from '@levera/domain';
import { type ListPageRequest, useListPage } from '../../lib/list-page-query.ts';
import { oneOf } from '../../lib/one-of.ts';
import { readListPage } from '../../lib/use-list-params.ts';

/** The filters of GET /audit as the screens send them ('' is no filter). */
export type AuditFilters = {
  adminId?: string;
  entity?: AuditEntity | '';
  entityId?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
};

export const auditKeys = {
  all: ['audit'] as const,
  page: (filters: AuditFilters, version = '') => ['audit', 'page', filters, version] as const,
  admins: ['audit', 'admins'] as const,
};

/**
 * GET /audit: one page of the log, newest first. `version` changes with the item a history belongs
 * to (its status or last change), so an action taken on the screen shows in its history at once.
 */
export function useAuditPage(filters: AuditFilters, version?: string) {
  const { queryKey, path, query } = auditPage(filters, version);
  return useListPage<AuditListAnswer>(queryKey, path, query);
}

/** A page of the log: its cache key and request (Activity's client loader too). */
export function auditPage(filters: AuditFilters, version?: string): ListPageRequest {
  return { queryKey: auditKeys.page(filters, version), path: '/audit', query: filters };
}

/** Admin Activity's filters from its address: the screen reads them so, and the route's client loader. */
export function readActivityFilters(search: { get: (key: string) => string | null }) {
  return {
    adminId: search.get('adminId') ?? '',
    entity: oneOf(AUDIT_ENTITIES, search.get('entity')) ?? '',
    entityId: search.get('entityId') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
    page: readListPage(search),
    pageSize: PAGE_SIZE.default,
  } satisfies AuditFilters;
}

/** GET /audit/admins: who the log can be filtered by. */
export function useAuditAdmins() {
  return useQuery({
    queryKey: auditKeys.admins,
    queryFn: async ({ signal }) =>
      (await apiRequest<AuditAdminsAnswer>('/audit/admins', { suppressErrorToast: true, signal })).data,
    staleTime: 60_000,
  });
}
