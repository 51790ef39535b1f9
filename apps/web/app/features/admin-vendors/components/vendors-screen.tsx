import { PAGE_SIZE, VENDOR_LIST_STATUSES, VENDOR_SORTS } from '@levera/domain';
import { useEffect, useId, useState } from 'react';
import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useListSort } from '../../../lib/use-list-sort.ts';
import { useStatusListParams } from '../../../lib/use-status-list-params.ts';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/field.tsx';
import { ListTools } from '../../../ui/list-tools.tsx';
import { SearchField } from '../../../ui/search-field.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { EmptyState, ErrorState, NoMatchesState } from '../../../ui/states.tsx';
import { readVendorListParams, useVendors } from '../api/list-vendors.ts';
import type { Vendor } from '../api/vendor-types.ts';
import { type LastStatusChange, useVendorStatusToggle } from '../hooks/use-vendor-status-toggle.ts';
import { MenuUploadDialog } from './menu-upload-dialog.tsx';
import { VendorCreateForm } from './vendor-create-form.tsx';
import { VendorDeleteDialog } from './vendor-delete-dialog.tsx';
import { ReasonDialog } from '../../../ui/reason-dialog.tsx';
import { VendorEditDialog } from './vendor-edit-dialog.tsx';
import { VendorList } from './vendor-list.tsx';
import { ScreenHeader } from '../../../ui/screen-header.tsx';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

type StatusListParams = ReturnType<typeof useStatusListParams>;
type VendorListSort = ReturnType<typeof useListSort<(typeof VENDOR_SORTS)[number]>>;
type StatusToggle = ReturnType<typeof useVendorStatusToggle>;

/** The list's heading, its search and status filter, its sort and the export. */
function VendorListToolbar({
  headingId,
  filters,
  sorting,
}: {
  headingId: string;
  filters: StatusListParams;
  sorting: VendorListSort;
}) {
  const t = useT(ADMIN_VENDORS_NS);
  const { list, search, status, q } = filters;
  const { sort, order } = sorting;
  return (
    <>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {t('list.title')}
        </h2>
        <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_12rem] lg:w-[32rem]">
          <SearchField
            search={search}
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            maxLength={100}
          />
          <SelectField
            label={t('list.statusFilter')}
            value={status}
            placeholder={t('list.allStatuses')}
            options={VENDOR_LIST_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            onChange={(event) => list.update({ status: event.target.value })}
          />
        </search>
      </div>

      <ListTools
        className="mt-4"
        columns={VENDOR_SORTS.map((value) => ({ value, label: t(`sortColumns.${value}`) }))}
        sorting={sorting}
        exportFile={{
          path: '/vendors/export.csv',
          query: { q: q.trim(), status, sort, order },
          fileName: 'vendors',
        }}
      />
    </>
  );
}

/** The vendors a row's action opens a dialog for: one at a time of each kind. */
function useVendorDialogs() {
  const [editing, setEditing] = useState<Vendor | null>(null);
  const [deleting, setDeleting] = useState<Vendor | null>(null);
  const [menuVendor, setMenuVendor] = useState<Vendor | null>(null);
  const [deactivating, setDeactivating] = useState<Vendor | null>(null);
  return {
    editing,
    setEditing,
    deleting,
    setDeleting,
    menuVendor,
    setMenuVendor,
    deactivating,
    setDeactivating,
  };
}

/** The row actions' dialogs: deactivate (with a reason), edit, delete, menu upload. */
function VendorDialogs({
  dialogs,
  statusToggle,
}: {
  dialogs: ReturnType<typeof useVendorDialogs>;
  statusToggle: StatusToggle;
}) {
  const t = useT(ADMIN_VENDORS_NS);
  return (
    <>
      <ReasonDialog
        open={dialogs.deactivating !== null}
        onOpenChange={(open) => !open && dialogs.setDeactivating(null)}
        title={t('deactivate.title')}
        description={t('deactivate.text', { name: dialogs.deactivating?.vendorName ?? '' })}
        confirmLabel={t('actions.deactivate')}
        onConfirm={(reason) => {
          if (dialogs.deactivating) void statusToggle.toggle(dialogs.deactivating, reason);
          dialogs.setDeactivating(null);
        }}
      />
      <VendorEditDialog vendor={dialogs.editing} onClose={() => dialogs.setEditing(null)} />
      <VendorDeleteDialog
        vendor={dialogs.deleting}
        onClose={() => {
          if (dialogs.deleting && statusToggle.lastChange?.vendorId === dialogs.deleting.id)
            statusToggle.dismissLastChange();
          dialogs.setDeleting(null);
        }}
      />
      <MenuUploadDialog
        key={dialogs.menuVendor?.id ?? 'closed'}
        vendor={dialogs.menuVendor}
        onClose={() => dialogs.setMenuVendor(null)}
      />
    </>
  );
}

/**
 * The list's state: loading, failed, empty (with or without filters), or the page of vendors with its
 * count and paging.
 */
function VendorListResults({
  vendors,
  filters,
  onClearFilters,
  actions,
}: {
  vendors: ReturnType<typeof useVendors>;
  filters: StatusListParams;
  onClearFilters: () => void;
  actions: Parameters<typeof VendorList>[0]['actions'];
}) {
  const t = useT(ADMIN_VENDORS_NS);
  const format = useFormat();
  const { list, page, q, status } = filters;
  const data = vendors.data;
  const hasFilters = Boolean(q || status);
  return vendors.isPending ? (
    <Loader />
  ) : vendors.isError && !data ? (
    <ErrorState message={t('list.loadFailed')} onRetry={() => void vendors.refetch()} />
  ) : data && data.total === 0 ? (
    hasFilters ? (
      <NoMatchesState
        title={t('list.noMatchesTitle')}
        text={t('list.noMatchesText')}
        clearLabel={t('list.clearFilters')}
        onClear={onClearFilters}
      />
    ) : (
      <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} />
    )
  ) : data ? (
    <>
      <div className="mb-2 flex items-center justify-between gap-3 text-sm text-slate-600">
        <p aria-live="polite">
          {data.totalIsEstimate
            ? t('list.countAbout', { count: data.total, formatted: format.count(data.total) })
            : t('list.count', { count: data.total })}
        </p>
        {vendors.isFetching && <Loader variant="compact" size="small" message={t('list.updating')} />}
      </div>
      {vendors.isError && (
        <p role="alert" className="mb-3 text-sm text-red-800">
          {t('list.loadFailed')}
        </p>
      )}
      <VendorList vendors={data.data} actions={actions} />
      <Pagination
        page={page}
        pageSize={PAGE_SIZE.default}
        total={data.total}
        isEstimate={data.totalIsEstimate}
        rowCount={data.data.length}
        onPageChange={(next) => list.update({ page: next })}
        label={t('list.pagination.navigation')}
      />
    </>
  ) : null;
}

/** Admin "Vendors" (SPEC §2; the navigation says "Add Vendor"): the add form and the vendor list. */
export function VendorsScreen() {
  const t = useT(ADMIN_VENDORS_NS);
  const listHeadingId = useId();
  // Search, status and page live in the address (issue 15).
  const filters = useStatusListParams(VENDOR_LIST_STATUSES);
  const { list, search, page } = filters;
  const sorting = useListSort(list, VENDOR_SORTS);
  const vendors = useVendors(readVendorListParams(list));
  const statusToggle = useVendorStatusToggle();
  const dialogs = useVendorDialogs();
  // What a role may not do is not offered (issue 33 §1); the row actions ask for themselves.
  const mayManage = useAdminMay('manageVendors');

  const clearFilters = () => {
    search.clear();
    list.update({ q: null, status: null });
  };

  const data = vendors.data;
  // A page left empty by a delete or a filter change moves back to the last page with rows.
  const lastPage =
    data && data.data.length === 0 && data.total > 0 && page > 1 && !vendors.isFetching
      ? Math.max(1, Math.ceil(data.total / PAGE_SIZE.default))
      : null;
  useEffect(() => {
    if (lastPage !== null) list.update({ page: lastPage }, { replace: true });
  }, [lastPage, list.update]);

  return (
    <div className="flex flex-col gap-6">
      <ScreenHeader title={t('page.title')} intro={t('page.intro')} />

      {/* A new vendor is newest: clearing the search and filter puts it at the top of the list. */}
      {mayManage && (
        <VendorCreateForm
          onCreated={() => {
            // One address change for both: the list's filters and the form's prefill are gone.
            search.clear();
            list.update({ q: null, status: null, vendorName: null, email: null }, { replace: true });
          }}
        />
      )}

      <section
        aria-labelledby={listHeadingId}
        className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <VendorListToolbar headingId={listHeadingId} filters={filters} sorting={sorting} />

        {statusToggle.lastChange && (
          <LastActionBar
            change={statusToggle.lastChange}
            isPending={statusToggle.pendingVendorId === statusToggle.lastChange.vendorId}
            onUndo={(change) => void statusToggle.undo(change)}
            onDismiss={statusToggle.dismissLastChange}
          />
        )}

        <div className="mt-4">
          <VendorListResults
            vendors={vendors}
            filters={filters}
            onClearFilters={clearFilters}
            actions={{
              onEdit: dialogs.setEditing,
              // Switching a vendor off asks first, with an optional reason; activating is one click.
              onToggleStatus: (vendor) =>
                vendor.status === 'active'
                  ? dialogs.setDeactivating(vendor)
                  : void statusToggle.toggle(vendor),
              onUploadMenu: dialogs.setMenuVendor,
              onDelete: dialogs.setDeleting,
              pendingVendorId: statusToggle.pendingVendorId,
            }}
          />
        </div>
      </section>

      <VendorDialogs dialogs={dialogs} statusToggle={statusToggle} />
    </div>
  );
}

/** The last status change, undoable for as long as it is the last one (not only while the toast shows). */
function LastActionBar({
  change,
  isPending,
  onUndo,
  onDismiss,
}: {
  change: LastStatusChange;
  isPending: boolean;
  onUndo: (change: LastStatusChange) => void;
  onDismiss: () => void;
}) {
  const t = useT(ADMIN_VENDORS_NS);
  const name = change.vendorName;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
      <p>{t('lastAction.text', { name, status: t(`statuses.${change.status}`) })}</p>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          size="sm"
          isLoading={isPending}
          aria-label={t('lastAction.undoLabel', { name, status: t(`statuses.${change.previousStatus}`) })}
          onClick={() => onUndo(change)}
        >
          {t('lastAction.undo')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('lastAction.dismiss')}
        </Button>
      </div>
    </div>
  );
}
