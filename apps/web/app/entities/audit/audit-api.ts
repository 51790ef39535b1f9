import type { AuditAdminsAnswer, AuditEntity, AuditListAnswer } from '@levera/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { useListPage } from '../../lib/list-page-query.ts';

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
  return useListPage<AuditListAnswer>(auditKeys.page(filters, version), '/audit', filters);
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
