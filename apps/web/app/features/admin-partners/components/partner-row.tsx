import type { PartnerAction } from '@levera/domain';
import { type ReactNode, useId } from 'react';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Badge } from '../../../ui/badge.tsx';
import { cn } from '../../../ui/cn.ts';
import type { PartnerRecord } from '../api/get-partners.ts';
import { PartnerDetails } from './partner-details.tsx';
import { PartnerStatusBadge } from './partner-status-badge.tsx';
import { ADMIN_PARTNERS_NS } from '../catalog.ts';

/** One application: a summary that expands to the whole record and its actions. */
export function PartnerRow({
  partner,
  isExpanded,
  onToggle,
  pendingAction,
  onAction,
  selectBox,
}: {
  partner: PartnerRecord;
  isExpanded: boolean;
  onToggle: () => void;
  pendingAction: PartnerAction | null;
  onAction: (action: PartnerAction, reason?: string) => void;
  /** The checkbox that selects the row for a bulk action (decision 036). */
  selectBox?: ReactNode;
}) {
  const t = useT(ADMIN_PARTNERS_NS);
  const format = useFormat();
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
      <div className="flex items-center">
        {/* On a phone the selection box takes its room from the padding, so case and date stay on one line. */}
        {selectBox && <div className="flex pl-2 sm:pl-4">{selectBox}</div>}
        <h3 className="min-w-0 flex-1">
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={detailsId}
            onClick={onToggle}
            className="flex w-full items-start gap-2 rounded-xl px-3 py-3 text-left sm:gap-3 sm:px-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:items-center"
          >
            {/* Phones stack name, badges and case; wider screens put them side by side. */}
            <span className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-4">
              <span className="flex min-w-0 flex-col sm:flex-1 sm:basis-56">
                <span className="truncate font-semibold text-slate-900">{partner.name}</span>
                <span className="truncate text-sm text-slate-600">
                  {[subtitle, partner.email].filter(Boolean).join(' · ')}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2">
                <Badge tone="info">{t(`types.${partner.type}`)}</Badge>
                <PartnerStatusBadge status={partner.status} />
              </span>
              <span className="flex flex-wrap gap-x-3 text-sm text-slate-600 sm:w-44 sm:flex-col sm:text-right">
                <span className="font-mono text-slate-800">{partner.caseNumber}</span>
                <span>{t('list.applied', { date: format.day(partner.createdAt) })}</span>
              </span>
            </span>
            <span
              aria-hidden="true"
              className={cn('mt-0.5 text-slate-500 transition-transform sm:mt-0', isExpanded && 'rotate-180')}
            >
              ▾
            </span>
            <span className="sr-only">{t(isExpanded ? 'list.hideDetails' : 'list.showDetails')}</span>
          </button>
        </h3>
      </div>
      {isExpanded && (
        <PartnerDetails id={detailsId} partner={partner} pendingAction={pendingAction} onAction={onAction} />
      )}
    </li>
  );
}
