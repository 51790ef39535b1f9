import { todayInStockholm } from '@levera/domain';
import { useState } from 'react';
import { type ApiRequestOptions, apiRequest } from '../lib/api-client.ts';
import { useT } from '../lib/i18n.ts';
import { saveFile } from '../lib/save-file.ts';
import { notify } from '../lib/toast.ts';
import { Button } from './button.tsx';

/** A long export may take a while to stream: far longer than an ordinary request may. */
const EXPORT_TIMEOUT_MS = 5 * 60_000;

/**
 * "Export CSV" of a back-office list (issue 18): fetches `path` with the list's current filters,
 * search, tab and sort, with the signed-in admin's token (a plain link could not send it), and saves
 * the answer as `<name>-YYYY-MM-DD.csv`. Busy while it runs; a failure shows an error toast.
 */
export function ExportButton({
  path,
  query,
  fileName,
}: {
  path: string;
  query: ApiRequestOptions['query'];
  fileName: string;
}) {
  const t = useT('back-office');
  const [isBusy, setIsBusy] = useState(false);
  const run = async () => {
    setIsBusy(true);
    try {
      const file = await apiRequest<Blob>(path, {
        query,
        responseType: 'blob',
        timeoutMs: EXPORT_TIMEOUT_MS,
        suppressErrorToast: true,
      });
      saveFile(file, `${fileName}-${todayInStockholm()}.csv`);
    } catch {
      notify.error(t('listExport.failed'));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" isLoading={isBusy} onClick={() => void run()}>
      {isBusy ? t('listExport.busy') : t('listExport.button')}
    </Button>
  );
}
