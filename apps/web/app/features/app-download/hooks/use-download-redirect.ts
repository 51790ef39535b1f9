import { useEffect } from 'react';
import { useIsNativeApp } from '../../../lib/native-app.ts';
import { DOWNLOAD_PARAM, openAppOrStore } from '../app-store.ts';

/**
 * The QR code links to the site with ?download=app: a phone that scans it is taken to the app (or
 * its store) at once, without having to find the button.
 */
export function useDownloadRedirect(): void {
  const isNative = useIsNativeApp();
  useEffect(() => {
    if (isNative !== false) return;
    const params = new URLSearchParams(window.location.search);
    if (params.get(DOWNLOAD_PARAM.name) === DOWNLOAD_PARAM.value) openAppOrStore();
  }, [isNative]);
}
