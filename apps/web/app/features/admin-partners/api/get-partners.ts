import type { PartnerListAnswer, PartnerRecord, PartnerStatus, PartnerType } from '@levera/domain';

export type { PartnerRecord };
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export type PartnerList = PartnerListAnswer;

export type PartnerListParams = {
  type: PartnerType | null;
  status: PartnerStatus | null;
  q: string;
  page: number;
  pageSize: number;
};

export const partnersQueryKey = ['admin', 'partners'] as const;

/** `GET /partners`. The screen shows a failed load itself (with Retry), so no toast. */
export function getPartners(params: PartnerListParams, signal?: AbortSignal): Promise<PartnerList> {
  return apiRequest<PartnerList>('/partners', {
    query: {
      type: params.type,
      status: params.status,
      q: params.q.trim(),
      page: params.page,
      pageSize: params.pageSize,
    },
    suppressErrorToast: true,
    signal,
  });
}

/** One page of applications; the previous page stays on screen while the next one loads. */
export function usePartners(params: PartnerListParams) {
  return useQuery({
    queryKey: [...partnersQueryKey, params],
    queryFn: ({ signal }) => getPartners(params, signal),
    placeholderData: keepPreviousData,
  });
}
