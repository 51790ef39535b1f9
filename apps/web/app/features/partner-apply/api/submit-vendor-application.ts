import type { VendorApplication } from '@levera/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import type { ApplicationAnswer } from './submit-rider-application.ts';

/** `POST /partners/vendors`. Failures are shown by the form itself (at the fields), so no toast. */
export function submitVendorApplication(
  application: VendorApplication & { website?: string },
): Promise<ApplicationAnswer> {
  return apiRequest<ApplicationAnswer>('/partners/vendors', {
    method: 'POST',
    body: application,
    suppressErrorToast: true,
  });
}
