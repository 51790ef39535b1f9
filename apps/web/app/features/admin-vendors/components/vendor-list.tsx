import { Link } from 'react-router';
import type { Vendor } from '../api/vendor-types.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { NamedActionButtons } from '../../../ui/named-action-buttons.tsx';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useFormat } from '../../../lib/format.ts';
import { HistoryDisclosure } from '../../../entities/audit/history-disclosure.tsx';
import { StorePauseBadge } from '../../../entities/store/store-pause-notice.tsx';
import { VendorAccessInfo } from './vendor-access.tsx';
import { VendorStatusBadge } from './vendor-status-badge.tsx';
import { WideListRow, WideListTable } from '../../../ui/wide-list-table.tsx';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

export type VendorActions = {
  onEdit: (vendor: Vendor) => void;
  onToggleStatus: (vendor: Vendor) => void;
  onUploadMenu: (vendor: Vendor) => void;
  onDelete: (vendor: Vendor) => void;
  /** The vendor whose status is being changed right now. */
  pendingVendorId: string | null;
};

// The table's columns before the actions, in the order of each row's cells.
const COLUMNS = ['vendor', 'status', 'created', 'menu'] as const;

/** The vendors of one page: a table on wide screens, cards on phones. */
export function VendorList({ vendors, actions }: { vendors: Vendor[]; actions: VendorActions }) {
  const t = useT(ADMIN_VENDORS_NS);
  const format = useFormat();
  const menuText = (vendor: Vendor) =>
    vendor.menuItemCount > 0 ? t('list.menuItems', { count: vendor.menuItemCount }) : t('list.noMenu');

  return (
    <>
      <WideListTable t={t} columns={COLUMNS}>
        {vendors.map((vendor) => (
          <WideListRow
            key={vendor.id}
            name={
              <>
                <span className="block font-semibold text-slate-900 wrap-anywhere">{vendor.vendorName}</span>
                <span className="block break-all text-slate-600">{vendor.email}</span>
                <VendorAccessInfo vendor={vendor} className="mt-1" />
              </>
            }
            actions={<RowActions vendor={vendor} actions={actions} className="items-end" />}
          >
            <td className="py-3 pr-4">
              <VendorStatusBadge status={vendor.archivedAt ? 'archived' : vendor.status} />
              <StatusReason vendor={vendor} />
              <StorePauseBadge pause={vendor.pause} />
            </td>
            <td className="whitespace-nowrap py-3 pr-4 text-slate-700">
              <time dateTime={vendor.createdAt}>{format.day(vendor.createdAt)}</time>
            </td>
            <td className="whitespace-nowrap py-3 pr-4 text-slate-700">{menuText(vendor)}</td>
          </WideListRow>
        ))}
      </WideListTable>

      <ul className="flex flex-col gap-3 md:hidden">
        {vendors.map((vendor) => (
          <li key={vendor.id} className="rounded-xl p-4 ring-1 ring-slate-200">
            {/* The badge moves below a name that needs the whole width, so words stay whole. */}
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900 wrap-anywhere">{vendor.vendorName}</p>
                <p className="text-sm text-slate-600 wrap-anywhere">{vendor.email}</p>
                <VendorAccessInfo vendor={vendor} className="mt-1" />
              </div>
              <VendorStatusBadge status={vendor.archivedAt ? 'archived' : vendor.status} />
            </div>
            <StatusReason vendor={vendor} />
            <StorePauseBadge pause={vendor.pause} />
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-slate-600">{t('list.columns.created')}</dt>
                <dd className="text-slate-900">
                  <time dateTime={vendor.createdAt}>{format.day(vendor.createdAt)}</time>
                </dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('list.columns.menu')}</dt>
                <dd className="text-slate-900">{menuText(vendor)}</dd>
              </div>
            </dl>
            <RowActions vendor={vendor} actions={actions} className="mt-4" />
          </li>
        ))}
      </ul>
    </>
  );
}

/** The reason the admin gave when the account was deactivated or suspended (issue 17 §4). */
function StatusReason({ vendor }: { vendor: Vendor }) {
  const t = useT(ADMIN_VENDORS_NS);
  if (vendor.status === 'active' || !vendor.statusReason) return null;
  return (
    <p className="mt-1 max-w-xs text-xs text-slate-600 wrap-anywhere">
      {t('list.statusReason', { reason: vendor.statusReason })}
    </p>
  );
}

function RowActions({
  vendor,
  actions,
  className,
}: {
  vendor: Vendor;
  actions: VendorActions;
  className?: string;
}) {
  const t = useT(ADMIN_VENDORS_NS);
  const { locale } = useLocale();
  // A role that may only read keeps the menu link and the history (issue 33 §1).
  const mayManage = useAdminMay('manageVendors');
  const mayManageMenus = useAdminMay('manageMenus');
  const history = <HistoryDisclosure entity="vendor" entityId={vendor.id} version={vendor.updatedAt} />;
  // The menu screen: read-only for an archived account (decision 037).
  const menuLink = (
    <Link
      to={paths.admin.vendorMenu(locale, vendor.id)}
      aria-label={t('actions.menuLabel', { name: vendor.vendorName })}
      className={buttonClasses('secondary', 'sm')}
    >
      {t('actions.menu')}
    </Link>
  );
  // An archived (deleted) account can no longer be changed; its history and menu stay (decision 037).
  if (vendor.archivedAt)
    return (
      <div className={`flex flex-col gap-2 ${className ?? ''}`}>
        <div className="flex flex-wrap gap-2">{menuLink}</div>
        {history}
      </div>
    );
  return (
    <div className={`flex flex-col gap-2 ${className ?? ''}`}>
      <div className="flex flex-wrap gap-2">
        {menuLink}
        <NamedActionButtons
          actions={[
            { may: mayManage, slot: 'edit', name: 'edit', onClick: () => actions.onEdit(vendor) },
            {
              may: mayManage,
              slot: 'status',
              name: vendor.status === 'active' ? 'deactivate' : 'activate',
              onClick: () => actions.onToggleStatus(vendor),
              isPending: actions.pendingVendorId === vendor.id,
            },
            {
              may: mayManageMenus,
              slot: 'uploadMenu',
              name: 'uploadMenu',
              onClick: () => actions.onUploadMenu(vendor),
            },
            {
              may: mayManage,
              slot: 'delete',
              name: 'delete',
              onClick: () => actions.onDelete(vendor),
              variant: 'ghost' as const,
              className: 'text-red-800! hover:bg-red-50!',
            },
          ].filter((action) => action.may)}
          text={(name) => t(`actions.${name}`)}
          label={(name) => t(`actions.${name}Label`, { name: vendor.vendorName })}
        />
      </div>
      {history}
    </div>
  );
}
