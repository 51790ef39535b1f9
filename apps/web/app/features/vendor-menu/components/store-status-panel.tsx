import type { StorePause } from '@levera/domain';
import { useId, useState } from 'react';
import { STORE_NS } from '../../../entities/store/catalog.ts';
import { usePauseEndText, useStorePauseInForce } from '../../../entities/store/use-store-pause.ts';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { useReopenStore } from '../api/store-pause.ts';
import { StorePauseDialog } from './store-pause-dialog.tsx';
import { VENDOR_MENU_NS } from '../catalog.ts';

/**
 * The top of "My menu" (decision 062): whether customers can order now, as a heading ("Open for
 * orders", "Closed until 18:00", "Closed until you reopen") with the note customers see; "Pause
 * orders" opens the pause's choices, "Reopen now" ends a pause at once.
 */
export function StoreStatusPanel({ pause }: { pause: StorePause | null }) {
  const t = useT(VENDOR_MENU_NS);
  const ts = useT(STORE_NS);
  const endText = usePauseEndText();
  const inForce = useStorePauseInForce(pause);
  const reopen = useReopenStore();
  const [isPausing, setPausing] = useState(false);
  const headingId = useId();

  const heading = !inForce
    ? ts('open')
    : inForce.until
      ? ts('closedUntil', { time: endText(inForce.until) })
      : ts('closedUntilReopened');

  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-3 rounded-2xl p-4 shadow-sm ring-1 sm:flex-row sm:items-center sm:justify-between sm:p-5',
        inForce ? 'bg-amber-50 ring-amber-300' : 'bg-white ring-slate-200',
      )}
    >
      <div className="min-w-0">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold text-slate-900">
          <span
            aria-hidden="true"
            className={cn('size-3 shrink-0 rounded-full', inForce ? 'bg-amber-600' : 'bg-green-600')}
          />
          {heading}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {!inForce
            ? t('store.openText')
            : inForce.until
              ? t('store.pausedText')
              : t('store.pausedUntilReopenedText')}
        </p>
        {inForce?.note && (
          <p className="mt-1 text-sm text-slate-800 wrap-anywhere">{ts('note', { note: inForce.note })}</p>
        )}
      </div>
      <div className="flex shrink-0 flex-col gap-2 sm:flex-row">
        {inForce ? (
          <>
            <Button size="lg" isLoading={reopen.isPending} onClick={() => reopen.mutate()}>
              {t('store.reopen')}
            </Button>
            <Button size="lg" variant="secondary" onClick={() => setPausing(true)}>
              {t('store.changePause')}
            </Button>
          </>
        ) : (
          <Button size="lg" variant="secondary" onClick={() => setPausing(true)}>
            {t('store.pause')}
          </Button>
        )}
      </div>
      {/* Keyed by whether it is open, so each opening starts from the first choice. */}
      <StorePauseDialog
        key={isPausing ? 'open' : 'closed'}
        open={isPausing}
        onClose={() => setPausing(false)}
      />
    </section>
  );
}
