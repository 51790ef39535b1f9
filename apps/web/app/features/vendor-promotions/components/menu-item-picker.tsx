import { type MenuItemAnswer, PROMOTION_MAX_ITEMS, type PromotionItemAnswer } from '@levera/domain';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { Badge } from '../../../ui/badge.tsx';
import { cn } from '../../../ui/cn.ts';
import { FieldError, RequiredMark } from '../../../ui/field.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { useOwnMenu } from '../api/get-own-menu.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';

// The items of a "specific items" promotion, chosen from the vendor's own menu (issue 19 §3): a
// search box over a list of checkboxes (name, category, price), with "N selected" read out as it
// changes. Keyboard use is the browser's own: Tab to the box and the list, Space to tick.

export type MenuItemPickerProps = {
  /** The chosen item ids, in the order chosen. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** The promotion's stored items that have left the menu since (shown, never sent again). */
  removedItems?: readonly PromotionItemAnswer[];
  error?: string;
};

export function MenuItemPicker({ value, onChange, removedItems = [], error }: MenuItemPickerProps) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const menu = useOwnMenu();
  const { locale } = useLocale();
  const id = useId();
  const legendId = `${id}-legend`;

  return (
    <fieldset
      aria-labelledby={legendId}
      aria-describedby={error ? `${id}-error` : undefined}
      aria-invalid={error ? true : undefined}
      className="flex flex-col gap-3"
    >
      <legend id={legendId} className="mb-2 text-sm font-medium text-slate-800">
        {t('form.items.legend')}
        <RequiredMark />
      </legend>
      {removedItems.length > 0 && <RemovedItems items={removedItems} />}
      {menu.isPending ? (
        <Loader size="small" message={t('form.items.loading')} />
      ) : menu.isError ? (
        <ErrorState message={t('form.items.loadFailed')} onRetry={() => void menu.refetch()} />
      ) : menu.data.length === 0 ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {t('form.items.emptyMenu')}{' '}
          <Link to={paths.vendor.menu(locale)} className="font-medium underline">
            {t('form.items.myMenu')}
          </Link>
        </p>
      ) : (
        <ItemList items={menu.data} value={value} onChange={onChange} invalid={Boolean(error)} />
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

function RemovedItems({ items }: { items: readonly PromotionItemAnswer[] }) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <p>{t('form.items.removedIntro', { count: items.length })}</p>
      <ul aria-label={t('form.items.removedLabel')} className="mt-2 flex flex-col gap-1">
        {/* A removed item has no id any more; its place in the promotion tells it apart. */}
        {items
          .map((item, position) => ({ item, key: `${position}:${item.name}` }))
          .map(({ item, key }) => (
            <li key={key} className="flex flex-wrap items-center gap-2">
              <span className="font-medium wrap-anywhere">{item.name}</span>
              <Badge tone="warning">{t('form.items.noLongerOnMenu')}</Badge>
            </li>
          ))}
      </ul>
    </div>
  );
}

function ItemList({
  items,
  value,
  onChange,
  invalid,
}: {
  items: MenuItemAnswer[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  invalid: boolean;
}) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const format = useFormat();
  const { language } = useLocale();
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim().toLocaleLowerCase(language));
  const searchId = useId();
  const summaryId = useId();
  const chosen = useMemo(() => new Set(value), [value]);
  const onMenu = useMemo(() => new Set(items.map((item) => item.id)), [items]);
  // Only ids on the menu count (and are sent): an item removed since is shown above, not here.
  const selectedCount = value.filter((itemId) => onMenu.has(itemId)).length;
  const shown = term
    ? items.filter((item) => `${item.name} ${item.category}`.toLocaleLowerCase(language).includes(term))
    : items;
  const isFull = selectedCount >= PROMOTION_MAX_ITEMS;

  const toggle = (itemId: string, checked: boolean) => {
    const kept = value.filter((chosenId) => onMenu.has(chosenId) && chosenId !== itemId);
    onChange(checked ? [...kept, itemId] : kept);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={searchId} className="text-sm text-slate-700">
          {t('form.items.search')}
        </label>
        <input
          id={searchId}
          type="search"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          aria-controls={`${searchId}-list`}
          placeholder={t('form.items.searchPlaceholder')}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:outline-none focus:ring-2 focus:ring-brand-600"
        />
      </div>
      <p id={summaryId} role="status" className="text-sm font-medium text-slate-800">
        {t('form.items.selected', { count: selectedCount })}
        {isFull && <span className="font-normal text-slate-600"> {t('form.items.full')}</span>}
      </p>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-600">{t('form.items.noMatch')}</p>
      ) : (
        <ul
          id={`${searchId}-list`}
          aria-label={t('form.items.listLabel')}
          aria-describedby={summaryId}
          className={cn(
            'max-h-80 overflow-y-auto rounded-lg border bg-white',
            invalid ? 'border-red-600' : 'border-slate-300',
          )}
        >
          {shown.map((item) => {
            const isChosen = chosen.has(item.id);
            const details = [item.category, format.money(item.price)].filter(Boolean).join(' · ');
            return (
              <li key={item.id} className="border-b border-slate-100 last:border-b-0">
                <label
                  className={cn(
                    'flex cursor-pointer items-start gap-3 px-3 py-2.5 text-sm',
                    'has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={isChosen}
                    disabled={!isChosen && isFull}
                    onChange={(event) => toggle(item.id, event.target.checked)}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
                  <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-3">
                    <span className="wrap-anywhere font-medium text-slate-900">{item.name}</span>
                    <span className="text-slate-600">{details}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
