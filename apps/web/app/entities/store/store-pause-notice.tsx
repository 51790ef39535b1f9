import type { StorePause } from '@levera/domain';
import { useT } from '../../lib/i18n.ts';
import { Badge } from '../../ui/badge.tsx';
import { STORE_NS } from './catalog.ts';
import { usePauseEndText, useStorePauseInForce } from './use-store-pause.ts';

/**
 * The pause in force as the admin reads it: "Paused until 18:00" (or "until the vendor reopens")
 * and its note, if any; null while the store is open.
 */
function useAdminPauseText(pause: StorePause | null): { status: string; note: string | null } | null {
  const t = useT(STORE_NS);
  const endText = usePauseEndText();
  const inForce = useStorePauseInForce(pause);
  if (!inForce) return null;
  return {
    status: inForce.until ? t('pausedUntil', { time: endText(inForce.until) }) : t('pausedUntilReopened'),
    note: inForce.note ? t('note', { note: inForce.note }) : null,
  };
}

/**
 * The admin's vendor list (decision 062): a badge while the vendor has paused orders, with its note
 * under it; nothing while the store is open.
 */
export function StorePauseBadge({ pause }: { pause: StorePause | null }) {
  const text = useAdminPauseText(pause);
  if (!text) return null;
  return (
    <div className="mt-1 flex max-w-xs flex-col items-start gap-1">
      <Badge tone="warning">{text.status}</Badge>
      {text.note && <p className="text-xs text-slate-600 wrap-anywhere">{text.note}</p>}
    </div>
  );
}

/** The admin's menu screen: a banner while the vendor has paused orders, with its end and note. */
export function StorePauseBanner({ pause }: { pause: StorePause | null }) {
  const t = useT(STORE_NS);
  const text = useAdminPauseText(pause);
  if (!text) return null;
  return (
    <section
      aria-label={text.status}
      className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <p className="font-semibold">{text.status}</p>
      <p className="mt-1">{t('adminBanner')}</p>
      {text.note && <p className="mt-1 wrap-anywhere">{text.note}</p>}
    </section>
  );
}
