import {
  type PartnerUpdateRequest,
  UPDATE_REQUEST_ACTIONS,
  type UpdateRequestAction,
  type UpdateRequestChange,
  type UpdateRequestField,
} from '@levera/domain';
import { useId } from 'react';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { Badge, type BadgeTone } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { useDecideUpdateRequest } from '../api/decide-update-request.ts';
import { useUpdateRequests } from '../api/get-update-requests.ts';
import { ADMIN_PARTNERS_NS } from '../catalog.ts';

const STATUS_TONES: Record<PartnerUpdateRequest['status'], BadgeTone> = {
  pending: 'warning',
  applied: 'success',
  dismissed: 'neutral',
};

/** The catalogue group that names a field's coded values (city, vehicle…), if it has one. */
const VALUE_GROUPS: Partial<Record<UpdateRequestField, string>> = {
  city: 'cities',
  vehicle: 'vehicles',
  businessType: 'businessTypes',
  language: 'values.languages',
};

/**
 * An application's update requests (issue 36 §7, decision 063): the repeats sent while it was
 * pending, each with its own case number, what applying it would change (old → new, a personnummer
 * masked), and Apply / Dismiss while it waits. Nothing shows for an application without any.
 */
export function UpdateRequests({ partnerId }: { partnerId: string }) {
  const t = useT(ADMIN_PARTNERS_NS);
  const headingId = useId();
  const requests = useUpdateRequests(partnerId);
  const decide = useDecideUpdateRequest();
  const mayDecide = useAdminMay('managePartners');

  if (requests.isPending) return null;
  if (requests.isError) {
    return (
      <div className="mt-4">
        <ErrorState message={t('updateRequests.loadFailed')} onRetry={() => void requests.refetch()} />
      </div>
    );
  }
  if (requests.data.length === 0) return null;

  const busy = decide.isPending ? decide.variables : undefined;
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-lg bg-amber-50/60 p-3 ring-1 ring-amber-200">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t('updateRequests.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t('updateRequests.intro')}</p>
      <ul className="mt-2 flex flex-col divide-y divide-amber-200">
        {requests.data.map((request) => (
          <UpdateRequestItem
            key={request.id}
            request={request}
            busyAction={busy?.requestId === request.id ? busy.action : null}
            isDisabled={decide.isPending}
            onDecide={
              mayDecide ? (action) => decide.mutate({ partnerId, requestId: request.id, action }) : undefined
            }
          />
        ))}
      </ul>
    </section>
  );
}

function UpdateRequestItem({
  request,
  busyAction,
  isDisabled,
  onDecide,
}: {
  request: PartnerUpdateRequest;
  busyAction: UpdateRequestAction | null;
  isDisabled: boolean;
  /** Apply and Dismiss; absent for a role that may not change partners (issue 33 §1). */
  onDecide?: ((action: UpdateRequestAction) => void) | undefined;
}) {
  const t = useT(ADMIN_PARTNERS_NS);
  const format = useFormat();
  const isPending = request.status === 'pending';
  const status = t(`updateRequests.statuses.${request.status}`);
  const who = request.decidedBy?.name || request.decidedBy?.email || t('values.unknownAdmin');
  const { caseNumber } = request;
  return (
    <li className="flex flex-col gap-2 py-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="font-mono font-semibold text-slate-900">{caseNumber}</span>
        <span className="text-slate-700">
          {t('updateRequests.received', { date: format.dateTime(request.createdAt) })}
        </span>
        <Badge tone={STATUS_TONES[request.status]}>{status}</Badge>
      </p>
      {!isPending && request.decidedAt && (
        <p className="text-slate-700">
          {t('updateRequests.decided', { status, who, date: format.dateTime(request.decidedAt) })}
        </p>
      )}
      {isPending &&
        (request.changes.length === 0 ? (
          <p className="text-slate-700">{t('updateRequests.noChanges')}</p>
        ) : (
          <dl
            aria-label={t('updateRequests.changesLabel', { caseNumber })}
            className="grid gap-x-6 gap-y-2 sm:grid-cols-2"
          >
            {request.changes.map((change) => (
              <ChangeRow key={change.field} change={change} />
            ))}
          </dl>
        ))}
      {isPending && onDecide && (
        <div className="flex flex-wrap gap-2">
          {/* Applying is offered only where there is something to apply. */}
          {UPDATE_REQUEST_ACTIONS.filter(
            (decision) => decision === 'dismiss' || request.changes.length > 0,
          ).map((decision) => (
            <Button
              key={decision}
              size="sm"
              variant={decision === 'apply' ? 'primary' : 'secondary'}
              aria-label={t(`updateRequests.${decision}Label`, { caseNumber })}
              isLoading={busyAction === decision}
              disabled={isDisabled}
              onClick={() => onDecide(decision)}
            >
              {t(`updateRequests.${decision}`)}
            </Button>
          ))}
        </div>
      )}
    </li>
  );
}

/** One changed field: its name, and its value now → the request's, as the details write them. */
function ChangeRow({ change }: { change: UpdateRequestChange }) {
  const t = useT(ADMIN_PARTNERS_NS);
  const written = (value: UpdateRequestChange['from']) => {
    if (value === null || value === '') return t('values.none');
    if (typeof value === 'boolean') return t(value ? 'values.yes' : 'values.no');
    const group = VALUE_GROUPS[change.field];
    return group ? t(`${group}.${value}`, { defaultValue: value }) : value;
  };
  const from = written(change.from);
  // Two personnummer masked alike differ in their last four digits.
  const to =
    change.field === 'nationalId' && change.from === change.to
      ? `${written(change.to)} (${t('updateRequests.otherNumber')})`
      : written(change.to);
  const term =
    change.field === 'firstName' || change.field === 'lastName'
      ? t(`updateRequests.fields.${change.field}`)
      : t(`fields.${change.field}`);
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600">{term}</dt>
      <dd className="mt-0.5 text-slate-900 wrap-anywhere">{t('updateRequests.change', { from, to })}</dd>
    </div>
  );
}
