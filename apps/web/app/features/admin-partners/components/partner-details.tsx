import { legalPartnerActions, type PartnerAction } from '@levera/domain';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { ItemHistory } from '../../../entities/audit/item-history.tsx';
import { buttonClasses } from '../../../ui/button-look.ts';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { type ActionVariant, StatusActionButtons } from '../../../ui/status-action-buttons.tsx';
import type { PartnerRecord } from '../api/get-partners.ts';
import { NationalIdField } from './national-id-field.tsx';
import { PartnerStatusBadge } from './partner-status-badge.tsx';
import { UpdateRequests } from './update-requests.tsx';
import { ADMIN_PARTNERS_NS } from '../catalog.ts';

type Field = { term: string; value: ReactNode };

const ACTION_VARIANTS: Record<PartnerAction, ActionVariant> = {
  approve: 'primary',
  activate: 'primary',
  reject: 'danger',
  deactivate: 'secondary',
  markPending: 'secondary',
};

/** The actions that tell the applicant no: they ask first, with an optional reason. */
const ASKS_FOR_REASON = new Set<PartnerAction>(['reject', 'deactivate']);

/**
 * Every field of one partner record (SPEC §3) and the actions its status allows (DESIGN.md §5);
 * an approved vendor application also offers "Create vendor account" (Add Vendor, prefilled).
 */
export function PartnerDetails({
  id,
  partner,
  pendingAction,
  onAction,
}: {
  id: string;
  partner: PartnerRecord;
  pendingAction: PartnerAction | null;
  onAction: (action: PartnerAction, reason?: string) => void;
}) {
  const t = useT(ADMIN_PARTNERS_NS);
  const [askingFor, setAskingFor] = useState<PartnerAction | null>(null);
  const format = useFormat();
  const { locale } = useLocale();
  const none = t('values.none');
  const yesNo = (value: boolean | null) => (value === null ? none : t(value ? 'values.yes' : 'values.no'));
  const label = (group: string, value: string | null) =>
    value ? t(`${group}.${value}`, { defaultValue: value }) : none;

  const mono = (value: string | null) => <span className="font-mono">{value ?? none}</span>;
  const typeFields: Field[] =
    partner.type === 'rider'
      ? [
          { term: t('fields.city'), value: label('cities', partner.city) },
          { term: t('fields.vehicle'), value: label('vehicles', partner.vehicle) },
          {
            term: t('fields.nationalId'),
            // Masked in the record (decision 058); the full number only on request.
            value: <NationalIdField partnerId={partner.id} masked={partner.nationalId} none={none} />,
          },
          { term: t('fields.isSwedish'), value: yesNo(partner.isSwedish) },
          { term: t('fields.ageConfirmed'), value: yesNo(partner.ageConfirmed) },
        ]
      : [
          { term: t('fields.storeName'), value: partner.storeName ?? none },
          { term: t('fields.businessType'), value: label('businessTypes', partner.businessType) },
          { term: t('fields.orgNumber'), value: mono(partner.orgNumber) },
          { term: t('fields.orgName'), value: partner.orgName ?? none },
        ];
  const fields: Field[] = [
    { term: t('fields.caseNumber'), value: mono(partner.caseNumber) },
    { term: t('fields.type'), value: t(`types.${partner.type}`) },
    { term: t('fields.status'), value: <PartnerStatusBadge status={partner.status} /> },
    { term: t('fields.name'), value: partner.name },
    {
      term: t('fields.email'),
      value: (
        <a href={`mailto:${partner.email}`} className="break-all text-brand-700 underline">
          {partner.email}
        </a>
      ),
    },
    {
      term: t('fields.phone'),
      value: (
        <a href={`tel:${partner.phone}`} className="text-brand-700 underline">
          {partner.phone}
        </a>
      ),
    },
    ...typeFields,
    {
      term: t('fields.language'),
      value: t(`values.languages.${partner.language}`, { defaultValue: partner.language }),
    },
    { term: t('fields.termsAcceptedAt'), value: format.dateTime(partner.termsAcceptedAt) },
    { term: t('fields.createdAt'), value: format.dateTime(partner.createdAt) },
    { term: t('fields.updatedAt'), value: format.dateTime(partner.updatedAt) },
    {
      term: t('fields.lastAction'),
      value:
        partner.lastAction && partner.lastActionAt
          ? t('values.lastAction', {
              action: t(`pastActions.${partner.lastAction}`),
              who: partner.lastActionBy?.name || partner.lastActionBy?.email || t('values.unknownAdmin'),
              date: format.dateTime(partner.lastActionAt),
            })
          : none,
    },
    ...(partner.statusReason ? [{ term: t('fields.reason'), value: partner.statusReason }] : []),
    ...(partner.vendorAccount
      ? [
          {
            term: t('fields.vendorAccount'),
            value: (
              <Link
                to={{
                  pathname: paths.admin.vendors(locale),
                  search: `?${new URLSearchParams({
                    q: partner.vendorAccount.email,
                    ...(partner.vendorAccount.archived && { status: 'archived' }),
                  })}`,
                }}
                className="text-brand-700 underline"
              >
                {t(
                  partner.vendorAccount.archived
                    ? 'values.vendorAccountArchived'
                    : 'values.openVendorAccount',
                  {
                    name: partner.vendorAccount.vendorName,
                  },
                )}
              </Link>
            ),
          },
        ]
      : []),
  ];

  // A role that may only read sees no actions (issue 33 §1).
  const mayManagePartners = useAdminMay('managePartners');
  const mayManageVendors = useAdminMay('manageVendors');
  const actions = mayManagePartners ? legalPartnerActions(partner.status) : [];
  // One account per application: once made, the details link to it instead (issue 19 §1).
  const canCreateAccount =
    mayManageVendors && partner.type === 'vendor' && partner.status === 'approved' && !partner.vendorAccount;

  return (
    <div id={id} className="border-t border-slate-200 px-4 pb-4 pt-3">
      <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-3">
        {fields.map(({ term, value }) => (
          <div key={term} className="min-w-0">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="mt-0.5 text-slate-900 wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {(actions.length > 0 || canCreateAccount) && (
        <fieldset className="mt-4 flex flex-wrap gap-2">
          <legend className="sr-only">{t('actions.label')}</legend>
          <StatusActionButtons
            actions={actions}
            variants={ACTION_VARIANTS}
            pendingAction={pendingAction}
            onAction={(action) => (ASKS_FOR_REASON.has(action) ? setAskingFor(action) : onAction(action))}
            text={(action) => t(`actions.${action}`)}
          />
          <ReasonDialog
            open={askingFor !== null}
            onOpenChange={(open) => !open && setAskingFor(null)}
            title={t(askingFor === 'deactivate' ? 'confirm.deactivateTitle' : 'confirm.rejectTitle')}
            description={t(askingFor === 'deactivate' ? 'confirm.deactivateText' : 'confirm.rejectText', {
              name: partner.name,
            })}
            confirmLabel={t(`actions.${askingFor ?? 'reject'}`)}
            onConfirm={(reason) => {
              // The dialog closes; the row shows itself busy until the list has the new status.
              if (askingFor) onAction(askingFor, reason);
              setAskingFor(null);
            }}
          />
          {canCreateAccount && (
            <Link
              to={{
                pathname: paths.admin.vendors(locale),
                search: `?${new URLSearchParams({
                  vendorName: partner.storeName ?? partner.name,
                  email: partner.email,
                  applicationId: partner.id,
                  caseNumber: partner.caseNumber,
                })}`,
              }}
              className={buttonClasses('secondary', 'sm')}
            >
              {t('actions.createVendorAccount')}
            </Link>
          )}
        </fieldset>
      )}
      <UpdateRequests partnerId={partner.id} />
      <div className="mt-4">
        <ItemHistory entity="partnerApplication" entityId={partner.id} version={partner.updatedAt} />
      </div>
    </div>
  );
}
