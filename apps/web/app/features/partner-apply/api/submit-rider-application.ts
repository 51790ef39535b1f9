import type { RiderApplication } from '@levera/domain';
import { submitPartnerApplication } from './submit-partner-application.ts';

/** `POST /partners/riders`. */
export function submitRiderApplication(
  application: RiderApplication & { website?: string },
  idempotencyKey: string,
) {
  return submitPartnerApplication('/partners/riders', application, idempotencyKey);
}
