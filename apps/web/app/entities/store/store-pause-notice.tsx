import type { StorePause } from '@levera/domain';
import { useT } from '../../lib/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { STORE_NS } from './catalog.ts';
import { usePauseEndText, useStorePauseInForce } from './use-store-pause.ts';

/** "Paused until 18:00" (or "until the vendor reopens") as the admin reads it. */
function usePausedText(): (pause: StorePause) => string {
  const t = useT(STORE_NS);
  const endText = usePauseEndText();
  return (pause) =>
    pause.until ? t('pausedUntil', { time: endText(pause.until) }) : t('pausedUntilReopened');
}

/**
 * The admin's vendor list (decision 062): a badge while the vendor has paused orders, with its note
 * under it; nothing while the store is open.
 */
export function StorePauseBadge({ pause }: { pause: StorePause | null }) {
  const t = useT(STORE_NS);
  const pausedText = usePausedText();
  const inForce = useStorePauseInForce(pause);
  if (!inForce) return null;
  return (
    <div className="mt-1 flex max-w-xs flex-col items-start gap-1">
      <Badge tone="warning">{pausedText(inForce)}</Badge>
      {inForce.note && (
        <p className="text-xs text-slate-600 wrap-anywhere">{t('note', { note: inForce.note })}</p>
      )}
    </div>
  );
}

/** The admin's menu screen: a banner while the vendor has paused orders, with its end and note. */
export function StorePauseBanner({ pause }: { pause: StorePause | null }) {
  const t = useT(STORE_NS);
  const pausedText = usePausedText();
  const inForce = useStorePauseInForce(pause);
  if (!inForce) return null;
  return (
    <section
      aria-label={pausedText(inForce)}
      className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="font-semibold">{pausedText(inForce)}</p>
      <p className="mt-1">{t('adminBanner')}</p>
      {inForce.note && <p className="mt-1 wrap-anywhere">{t('note', { note: inForce.note })}</p>}
    </section>
  );
}
