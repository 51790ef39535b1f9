import type { VendorApplication } from '@levera/domain';
import { submitPartnerApplication } from './submit-partner-application.ts';

/** `POST /partners/vendors`. */
export function submitVendorApplication(
  application: VendorApplication & { website?: string },
  idempotencyKey: string,
) {
  return submitPartnerApplication('/partners/vendors', application, idempotencyKey);
}
