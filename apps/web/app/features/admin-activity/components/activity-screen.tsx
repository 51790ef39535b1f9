import { AUDIT_ENTITIES, type AuditEntry, isIsoDate, PAGE_SIZE, translateMessage } from '@levera/domain';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { readActivityFilters, useAuditAdmins, useAuditPage } from '../../../entities/audit/audit-api.ts';
import { AuditFieldChanges } from '../../../entities/audit/audit-field-changes.tsx';
import { useAuditText } from '../../../entities/audit/use-audit-text.ts';
import { AUDIT_NS } from '../../../entities/audit/catalog.ts';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { Button } from '../../../ui/button.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { PagedListSection } from '../../../ui/paged-list-section.tsx';
import { ADMIN_ACTIVITY_NS } from '../catalog.ts';
import { ScreenHeader } from '../../../ui/screen-header.tsx';

type DayFilters = { from: string; to: string };

/** A day the address may hold: a whole date, or none. */
const isDay = (value: string) => value === '' || isIsoDate(value);

/**
 * Admin Activity (issue 18 §4): the audit log, newest first and paged on the server, filtered by
 * admin, kind of item and days; one item's history when the address names it (`entityId`). Every
 * filter lives in the address (issue 15).
 */
export function ActivityScreen() {
  const t = useT(ADMIN_ACTIVITY_NS);
  const list = useListParams();
  const filters = readActivityFilters(list);
  const { adminId, entity, entityId, from, to } = filters;
  const activity = useAuditPage(filters);
  const admins = useAuditAdmins();
  const text = useAuditText();
  const hasFilters = Boolean(adminId || entity || entityId || from || to);

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('title')} intro={t('intro')} isIntroSmall />

      <search
        aria-label={t('filters.label')}
        className="grid items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
      >
        <SelectField
          label={t('filters.admin')}
          value={adminId}
          placeholder={t('filters.allAdmins')}
          options={(admins.data ?? []).map((admin) => ({
            value: admin.id,
            label: admin.name || admin.email,
          }))}
          onChange={(event) => list.update({ adminId: event.target.value })}
        />
        <SelectField
          label={t('filters.entity')}
          value={entity}
          placeholder={t('filters.allEntities')}
          options={AUDIT_ENTITIES.map((value) => ({ value, label: text.entity(value) }))}
          onChange={(event) => list.update({ entity: event.target.value, entityId: null })}
        />
        <DayFilterFields from={from} to={to} onChange={(days) => list.update(days)} />
        {entityId && (
          <p className="text-sm text-slate-700 sm:col-span-2 lg:col-span-4">
            {t('filters.item')}{' '}
            <button
              type="button"
              className="font-medium text-brand-700 underline"
              onClick={() => list.update({ entityId: null })}
            >
              {t('filters.allItems')}
            </button>
          </p>
        )}
        {hasFilters && (
          <div className="sm:col-span-2 lg:col-span-4">
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                list.update({ adminId: null, entity: null, entityId: null, from: null, to: null })
              }
            >
              {t('filters.clear')}
            </Button>
          </div>
        )}
      </search>

      <PagedListSection
        id="activity"
        list={activity}
        t={t}
        params={list}
        pageSize={PAGE_SIZE.default}
        isBusy={activity.isFetching}
        isTotalAnnounced
        empty={hasFilters ? { title: t('list.noMatches'), text: t('list.noMatchesText') } : undefined}
      >
        {(entries) => (
          <ol className="flex flex-col divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {entries.map((entry) => (
              <ActivityEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </PagedListSection>
    </div>
  );
}

/**
 * From and To as the page writes dates (decision 015). A whole date, or a cleared field, goes to the
 * address; a To before From shows the API's message and is not sent.
 */
function DayFilterFields({
  from,
  to,
  onChange,
}: DayFilters & { onChange: (days: Partial<DayFilters>) => void }) {
  const t = useT(ADMIN_ACTIVITY_NS);
  const { language } = useLocale();
  const form = useForm<DayFilters>({ defaultValues: { from, to } });
  const typed = form.watch();
  const isReversed = Boolean(
    typed.from && typed.to && isIsoDate(typed.from) && isIsoDate(typed.to) && typed.from > typed.to,
  );

  // The address is the truth: when it changes (Back, Clear filters, or this form's own change
  // arriving), whole dates in the fields follow it; only a change typed here is sent to it.
  const seen = useRef({ from, to });
  useEffect(() => {
    if (seen.current.from !== from || seen.current.to !== to) {
      seen.current = { from, to };
      const current = form.getValues();
      if (current.from !== from && isDay(current.from)) form.setValue('from', from);
      if (current.to !== to && isDay(current.to)) form.setValue('to', to);
      return;
    }
    if (!isDay(typed.from) || !isDay(typed.to) || isReversed) return;
    if (typed.from !== from || typed.to !== to) onChange({ from: typed.from, to: typed.to });
  }, [typed.from, typed.to, from, to, isReversed, onChange, form]);

  return (
    <>
      <DateField control={form.control} name="from" label={t('filters.from')} />
      <DateField
        control={form.control}
        name="to"
        label={t('filters.to')}
        error={isReversed ? translateMessage('dateRangeReversed', language) : undefined}
      />
    </>
  );
}

/** One entry: who, what (with from → to and the reason), which item (a link to its list), when. */
function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const t = useT(ADMIN_ACTIVITY_NS);
  const ta = useT(AUDIT_NS);
  const text = useAuditText();
  const format = useFormat();
  const { locale } = useLocale();
  const change = text.change(entry);
  const reason = text.reason(entry);
  const link = itemLink(entry, locale);
  return (
    <li className="grid gap-1 px-4 py-3 text-sm sm:grid-cols-[10rem_minmax(0,1fr)_minmax(0,14rem)] sm:gap-4">
      <time dateTime={entry.at} className="text-slate-600">
        {format.dateTime(entry.at)}
      </time>
      <div className="min-w-0">
        <p>
          <span className="font-semibold text-slate-900">{text.actor(entry)}</span>
          <span className="text-slate-600"> · </span>
          <span className="text-slate-900">{text.action(entry)}</span>
          {entry.subject && <span className="text-slate-900 wrap-anywhere">: {entry.subject}</span>}
          {change && <span className="text-slate-900">: {change}</span>}
        </p>
        {reason && <p className="text-slate-700 wrap-anywhere">{reason}</p>}
        <AuditFieldChanges entry={entry} />
      </div>
      <p className="min-w-0 text-slate-700 wrap-anywhere">
        <span className="sr-only">{t('entry.item')}: </span>
        {text.entity(entry.entity)}{' '}
        {link ? (
          <Link to={link} className="font-medium text-brand-700 underline">
            {entry.item.label}
          </Link>
        ) : entry.entity === 'team' ? null : (
          // The team's settings and sign-in blocks are no item that could be gone.
          <span className="text-slate-600">({ta('item.gone')})</span>
        )}
        {entry.item.archived && <span className="text-slate-600"> ({ta('item.archived')})</span>}
      </p>
    </li>
  );
}

/** The item's admin list, searched for what names it; null when the item no longer exists. */
function itemLink(entry: AuditEntry, locale: Parameters<typeof paths.admin.queries>[0]): string | null {
  const label = entry.item.label;
  if (label === null) return null;
  const search = (path: string, extra: Record<string, string> = {}) =>
    `${path}?${new URLSearchParams({ q: label, ...extra })}`;
  switch (entry.entity) {
    case 'partnerApplication':
      return search(paths.admin.partners(locale));
    case 'supportQuery':
      return search(paths.admin.queries(locale));
    case 'promotion':
      return search(paths.admin.promotions(locale));
    case 'vendor':
      return search(paths.admin.vendors(locale), entry.item.archived ? { status: 'archived' } : {});
    case 'offer':
      return paths.admin.offers(locale);
    case 'admin':
    case 'team':
      return paths.admin.team(locale);
    // The support desk's saved replies are picked on the Queries screen (issue 37).
    case 'savedReply':
      return paths.admin.queries(locale);
  }
}
