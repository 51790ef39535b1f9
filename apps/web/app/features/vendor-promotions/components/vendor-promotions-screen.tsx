import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useLocale } from '../../../lib/locale.ts';
import { oneOf } from '../../../lib/one-of.ts';
import { paths } from '../../../lib/paths.ts';
import { useListParams } from '../../../lib/use-list-params.ts';
import { notify } from '../../../lib/toast.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { ListLoadStates } from '../../../ui/list-load-states.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { EmptyState } from '../../../ui/states.tsx';
import { useDeletePromotion } from '../api/delete-promotion.ts';
import { type OwnPromotionListParams, useOwnPromotions } from '../api/list-own-promotions.ts';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';
import { PromotionCard } from './promotion-card.tsx';
import { PromotionDeleteDialog } from './promotion-delete-dialog.tsx';
import { PROMOTION_GROUPS, type PromotionGroup, PromotionGroups } from './promotion-groups.tsx';

/**
 * My Promotions, the vendor's start page (SPEC §2): quick groups with counts, then the cards of the
 * chosen group, newest first, a page at a time (paged on the server, issue 20). The group and the
 * page are kept in the address (?group=&page=) so reloads keep them; another group starts at page 1.
 */
/** The group the address asks for (`?group=`), all when absent or unknown. */
export function promotionGroupOf(params: { get: (key: string) => string | null }): PromotionGroup {
  return oneOf(PROMOTION_GROUPS, params.get('group')) ?? 'all';
}

/** The list request of a group's page: what the screen asks, and the route's client loader first. */
export function ownPromotionListParams(group: PromotionGroup, page: number): OwnPromotionListParams {
  return { status: group === 'all' ? '' : group, page };
}

export function VendorPromotionsScreen() {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const message = useMessage();
  const { locale } = useLocale();
  const params = useListParams();
  const group = promotionGroupOf(params);
  const promotions = useOwnPromotions(ownPromotionListParams(group, params.page));
  const deletion = useDeletePromotion();
  const [toDelete, setToDelete] = useState<VendorPromotion | null>(null);

  const answer = promotions.data;
  const shown = answer?.data ?? [];
  const selectGroup = (next: PromotionGroup) =>
    params.update({ group: next === 'all' ? null : next }, { replace: true });

  // A page emptied by changes (its last promotion deleted, say) goes back to the last real page.
  const lastPage = answer ? Math.max(1, Math.ceil(answer.total / answer.pageSize)) : 1;
  const isPastEnd = Boolean(
    answer && !promotions.isFetching && answer.data.length === 0 && params.page > lastPage,
  );
  const updateRef = useRef(params.update);
  updateRef.current = params.update;
  useEffect(() => {
    if (isPastEnd) updateRef.current({ page: lastPage }, { replace: true });
  }, [isPastEnd, lastPage]);

  const confirmDelete = (promotion: VendorPromotion) =>
    deletion.mutate(promotion.id, {
      onSuccess: () => setToDelete(null),
      onError: () => {
        setToDelete(null);
        notify.error(message('deletePromotionFailed'));
      },
    });

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">{t('list.heading')}</h2>
          <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('list.intro')}</p>
        </div>
        <Link
          to={paths.vendor.promotionCreate(locale)}
          className={buttonClasses('primary', 'md', 'shrink-0')}
        >
          <span aria-hidden="true">+</span>
          {t('list.create')}
        </Link>
      </div>

      <ListLoadStates list={promotions} t={t}>
        {() =>
          answer && (
            <div className="flex flex-col gap-6" aria-busy={promotions.isPlaceholderData || undefined}>
              <PromotionGroups counts={answer.counts} selected={group} onSelect={selectGroup} />
              <p className="sr-only" aria-live="polite">
                {t('list.shown', { count: shown.length })}
              </p>
              {answer.total === 0 ? (
                <EmptyState
                  title={t(`list.empty.${group}`)}
                  text={t('list.emptyText')}
                  action={
                    <Link to={paths.vendor.promotionCreate(locale)} className={buttonClasses('secondary')}>
                      {t('list.create')}
                    </Link>
                  }
                />
              ) : (
                <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2">
                  {shown.map((promotion) => (
                    <li key={promotion.id} className="flex">
                      <PromotionCard promotion={promotion} onDelete={setToDelete} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                page={params.page}
                pageSize={answer.pageSize}
                total={answer.total}
                onPageChange={(next) => params.update({ page: next })}
                label={t('list.pages')}
              />
            </div>
          )
        }
      </ListLoadStates>

      <PromotionDeleteDialog
        promotion={toDelete}
        isPending={deletion.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  );
}
