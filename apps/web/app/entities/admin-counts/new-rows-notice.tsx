import type { AdminCountedList } from '@levera/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { Button } from '../../ui/button.tsx';
import { useAdminCounts } from './admin-counts.ts';
import { ADMIN_COUNTS_NS } from './catalog.ts';

/**
 * "3 new – show" above an admin list (issue 17 §2): how many rows arrived since the list was last
 * loaded, told by the live counts, instead of rows jumping in under the admin's cursor. "Show"
 * loads the list again, which also hides the notice. It floats over the top of the list, so nothing
 * moves when it appears, in a polite live region, so a screen reader announces it without
 * interrupting.
 *
 * It compares the list's total in the counts with the total when the list last loaded: new rows
 * anywhere in that list count, whatever filter or page the admin looks at.
 */
export function NewRowsNotice({ of: list, query }: { of: AdminCountedList; query: UseQueryResult }) {
  const t = useT(ADMIN_COUNTS_NS);
  const total = useAdminCounts().data?.[list].total;
  const loadedAt = query.dataUpdatedAt;
  const [baseline, setBaseline] = useState<{ loadedAt: number; total: number } | null>(null);
  useEffect(() => {
    if (total === undefined || loadedAt === 0) return;
    setBaseline((current) => (current?.loadedAt === loadedAt ? current : { loadedAt, total }));
  }, [loadedAt, total]);
  const fresh =
    baseline && total !== undefined && baseline.loadedAt === loadedAt ? total - baseline.total : 0;

  return (
    // A floating pill: the row of zero height it sits in keeps the list where it is when it appears
    // (and stays below the header while the list scrolls).
    <div aria-live="polite" className="sticky top-18 z-20 -mb-5 flex h-0 justify-end">
      {fresh > 0 && (
        <Button size="sm" className="shadow-lg" onClick={() => void query.refetch()}>
          {t(`newRows.${list}`, { count: fresh })}
        </Button>
      )}
    </div>
  );
}
