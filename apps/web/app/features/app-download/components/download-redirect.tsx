import { useDownloadRedirect } from '../hooks/use-download-redirect.ts';

/** Home's QR-code redirect (useDownloadRedirect) as a component, so it can be an island (decision 047). */
export function DownloadRedirect() {
  useDownloadRedirect();
  return null;
}
