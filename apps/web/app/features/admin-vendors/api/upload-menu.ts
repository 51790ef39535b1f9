import type { MenuItem, MenuUploadAnswer } from '@levera/domain';
import { apiUpload, type UploadProgress } from '../../../lib/api-upload.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { VENDORS_QUERY_KEY } from './vendor-types.ts';

type UploadMenuAnswer = MenuUploadAnswer;

/** POST /api/menus/{vendorId}/items with the `menus` list, reporting upload progress. */
export function uploadMenu({
  vendorId,
  items,
  expectedFingerprint,
  onProgress,
}: {
  vendorId: string;
  items: MenuItem[];
  /** The fingerprint of the preview the admin saw: a menu changed since is refused (decision 041). */
  expectedFingerprint?: string;
  onProgress?: (progress: UploadProgress) => void;
}): Promise<UploadMenuAnswer> {
  return apiUpload<UploadMenuAnswer>(`/menus/${encodeURIComponent(vendorId)}/items`, {
    body: { menus: items, ...(expectedFingerprint && { expectedFingerprint }) },
    onProgress,
    successToast: true,
    suppressErrorToast: true,
  });
}

export function useUploadMenu() {
  return useInvalidatingMutation(uploadMenu, VENDORS_QUERY_KEY);
}
