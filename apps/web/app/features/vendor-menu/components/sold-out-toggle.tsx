import type { MenuItem } from '../../../entities/menu/menu-api.ts';
import { useT } from '../../../lib/i18n.ts';
import { cn } from '../../../ui/cn.ts';
import { VENDOR_MENU_NS } from '../catalog.ts';

/**
 * One tap marks an item sold out, another brings it back (decision 062): a toggle button, pressed
 * while the item is sold out, at least 44 px high so a thumb finds it at 375 px. Busy (and disabled)
 * until the menu has been read again (decision 028).
 */
export function SoldOutToggle({
  item,
  isPending,
  onToggle,
}: {
  item: MenuItem;
  isPending: boolean;
  onToggle: (item: MenuItem) => void;
}) {
  const t = useT(VENDOR_MENU_NS);
  const isSoldOut = !item.available;
  return (
    <button
      type="button"
      aria-pressed={isSoldOut}
      aria-label={t('soldOutLabel', { name: item.name })}
      aria-busy={isPending || undefined}
      disabled={isPending}
      onClick={() => onToggle(item)}
      className={cn(
        'inline-flex min-h-11 min-w-28 items-center justify-center gap-2 rounded-lg border-2 px-4 text-base font-semibold transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait',
        isSoldOut
          ? 'border-amber-700 bg-amber-100 text-amber-950 hover:bg-amber-200'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-5 items-center justify-center rounded border-2 text-xs',
          isSoldOut ? 'border-amber-700 bg-amber-700 text-white' : 'border-slate-400',
        )}
      >
        {isSoldOut ? '✓' : ''}
      </span>
      {t('soldOut')}
    </button>
  );
}
