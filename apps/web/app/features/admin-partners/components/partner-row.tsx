import type { PartnerAction, SiteLanguage } from '@levera/domain';
import { useId } from 'react';
import { intlLocaleOf } from '../../../lib/date-format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { Badge } from '../../../ui/badge.tsx';
import { cn } from '../../../ui/cn.ts';
import type { PartnerRecord } from '../api/get-partners.ts';
import { PartnerDetails } from './partner-details.tsx';
import { PartnerStatusBadge } from './partner-status-badge.tsx';

/** The day an application came in, in Swedish time (the details show the time too). */
function appliedDate(iso: string, language: SiteLanguage): string {
  return new Intl.DateTimeFormat(intlLocaleOf(language), {
    dateStyle: 'medium',
    timeZone: 'Europe/Stockholm',
  }).format(new Date(iso));
}

/** One application: a summary that expands to the whole record and its actions. */
export function PartnerRow({
  partner,
  isExpanded,
  onToggle,
  pendingAction,
  onAction,
}: {
  partner: PartnerRecord;
  isExpanded: boolean;
  onToggle: () => void;
  pendingAction: PartnerAction | null;
  onAction: (action: PartnerAction) => void;
}) {
  const t = useT('admin-partners');
  const { language } = useLocale();
  const detailsId = useId();
  const subtitle =
    partner.type === 'vendor' ? partner.storeName : partner.city ? t(`cities.${partner.city}`) : null;

  return (
    <li
      className={cn(
        'rounded-xl border bg-white shadow-sm',
        isExpanded ? 'border-brand-600' : 'border-slate-200',
      )}
      aria-busy={pendingAction !== null || undefined}
    >
      <h3>
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={detailsId}
          onClick={onToggle}
          className="flex w-full flex-wrap items-center gap-x-4 gap-y-2 rounded-xl px-4 py-3 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          <span className="flex min-w-0 flex-1 basis-56 flex-col">
            <span className="truncate font-semibold text-slate-900">{partner.name}</span>
            <span className="truncate text-sm text-slate-600">
              {[subtitle, partner.email].filter(Boolean).join(' · ')}
            </span>
          </span>
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="info">{t(`types.${partner.type}`)}</Badge>
            <PartnerStatusBadge status={partner.status} />
          </span>
          <span className="flex flex-col text-sm text-slate-600 sm:w-44 sm:text-right">
            <span className="font-mono text-slate-800">{partner.caseNumber}</span>
            <span>{t('list.applied', { date: appliedDate(partner.createdAt, language) })}</span>
          </span>
          <span
            aria-hidden="true"
            className={cn('text-slate-500 transition-transform', isExpanded && 'rotate-180')}
          >
            ▾
          </span>
          <span className="sr-only">{t(isExpanded ? 'list.hideDetails' : 'list.showDetails')}</span>
        </button>
      </h3>
      {isExpanded && (
        <PartnerDetails id={detailsId} partner={partner} pendingAction={pendingAction} onAction={onAction} />
      )}
    </li>
  );
}
