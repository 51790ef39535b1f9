import type { PartnerAction, PartnerStatus, PartnerType } from '@levera/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The partner record of the admin view (SPEC §3), as `GET /partners` answers it. */
export type PartnerRecord = {
  id: string;
  caseNumber: string;
  type: PartnerType;
  status: PartnerStatus;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  city: string | null;
  vehicle: string | null;
  nationalId: string | null;
  isSwedish: boolean | null;
  ageConfirmed: boolean | null;
  storeName: string | null;
  businessType: string | null;
  orgNumber: string | null;
  orgName: string | null;
  language: string;
  termsAcceptedAt: string;
  createdAt: string;
  updatedAt: string;
  lastAction: PartnerAction | null;
  lastActionAt: string | null;
  lastActionBy: { id: string; name: string | null; email: string | null } | null;
};

export type PartnerList = { data: PartnerRecord[]; total: number; page: number; pageSize: number };

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
