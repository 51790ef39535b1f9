import type { PartnerListAnswer, PartnerRecord, PartnerStatus, PartnerType } from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';

export type { PartnerRecord };

export type PartnerListParams = {
  type: PartnerType | null;
  status: PartnerStatus | null;
  q: string;
  page: number;
  pageSize: number;
};

export const partnersQueryKey = ['admin', 'partners'] as const;

/** `GET /partners`: one page of applications, searched and filtered on the server. */
export function usePartners(params: PartnerListParams) {
  return useListPage<PartnerListAnswer>([...partnersQueryKey, params], '/partners', {
    type: params.type,
    status: params.status,
    q: params.q.trim(),
    page: params.page,
    pageSize: params.pageSize,
  });
}
