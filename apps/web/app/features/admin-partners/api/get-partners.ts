import type {
  PartnerListAnswer,
  PartnerRecord,
  PartnerSort,
  PartnerStatus,
  PartnerType,
  SortOrder,
} from '@levera/domain';
import { useListPage } from '../../../lib/list-page-query.ts';

export type { PartnerRecord };

export type PartnerListParams = {
  type: PartnerType | null;
  status: PartnerStatus | null;
  q: string;
  sort: PartnerSort;
  order: SortOrder;
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
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: params.pageSize,
  });
}
