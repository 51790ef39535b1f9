import type { RiderApplication } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';

export type ApplicationAnswer = { success: true; message: string; caseNumber: string };

/** `POST /partners/riders`. Failures are shown by the form itself (at the fields), so no toast. */
export function submitRiderApplication(
  application: RiderApplication & { website?: string },
): Promise<ApplicationAnswer> {
  return apiRequest<ApplicationAnswer>('/partners/riders', {
    method: 'POST',
    body: application,
    suppressErrorToast: true,
  });
}
