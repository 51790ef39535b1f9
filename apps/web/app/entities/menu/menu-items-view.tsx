import { type ReactNode, useId } from 'react';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useListParams, useSearchParam } from '../../lib/use-list-params.ts';
import { Badge } from '../../ui/badge.tsx';
import { SearchField } from '../../ui/search-field.tsx';
import { NoMatchesState } from '../../ui/states.tsx';
import { MENU_NS } from './catalog.ts';
import { groupMenuItems, matchesMenuSearch } from './group-menu.ts';
import type { MenuItem } from './menu-api.ts';

/**
 * A menu as the admin and the vendor read it (issue 19 §2): a search box (kept in the address as
 * `q`, decision of issue 15), then the items by category, each with its name, description, price
 * and availability. `actions` adds the admin's buttons to each item.
 */
export function MenuItemsView({
  items,
  actions,
}: {
  items: readonly MenuItem[];
  actions?: (item: MenuItem) => ReactNode;
}) {
  const t = useT(MENU_NS);
  const format = useFormat();
  const search = useSearchParam(useListParams());
  const shown = items.filter((item) => matchesMenuSearch(item, search.text));
  const groups = groupMenuItems(shown);

  return (
    <div className="flex flex-col gap-4">
      <search className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div className="sm:w-96">
          <SearchField
            search={search}
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            maxLength={100}
          />
        </div>
        <p aria-live="polite" className="text-sm text-slate-600">
          {shown.length === items.length
            ? t('itemCount', { count: items.length })
            : t('shown', { shown: format.count(shown.length), total: format.count(items.length) })}
        </p>
      </search>

      {groups.length === 0 ? (
        <NoMatchesState
          title={t('noMatchesTitle')}
          text={t('noMatchesText')}
          clearLabel={t('clearSearch')}
          onClear={search.clear}
        />
      ) : (
        groups.map((group) => (
          <MenuGroupSection
            key={group.category || '\u0000other'}
            title={group.category || t('other')}
            items={group.items}
            actions={actions}
          />
        ))
      )}
    </div>
  );
}

function MenuGroupSection({
  title,
  items,
  actions,
}: {
  title: string;
  items: MenuItem[];
  actions?: (item: MenuItem) => ReactNode;
}) {
  const t = useT(MENU_NS);
  const format = useFormat();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2
        id={headingId}
        className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900 sm:px-5"
      >
        <span className="wrap-anywhere">{title}</span>
        <span className="text-sm font-normal text-slate-600">{t('itemCount', { count: items.length })}</span>
      </h2>
      <ul aria-labelledby={headingId} className="divide-y divide-slate-100">
        {items.map((item) => (
          <li
            key={item.id}
            aria-label={item.name}
            className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5"
          >
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-slate-900 wrap-anywhere">{item.name}</p>
              {item.description && (
                <p className="mt-0.5 text-sm text-slate-600 wrap-anywhere">{item.description}</p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:justify-end">
              <p className="whitespace-nowrap font-semibold tabular-nums text-slate-900">
                <span className="sr-only">{t('price')}: </span>
                {format.money(item.price)}
              </p>
              <Badge tone={item.available ? 'success' : 'warning'} className="whitespace-nowrap">
                {item.available ? t('available') : t('unavailable')}
              </Badge>
              {/* A fixed width on wide screens keeps prices and badges in one column as the buttons' words change. */}
              {actions && <div className="flex flex-wrap gap-2 sm:w-96 sm:justify-end">{actions(item)}</div>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
