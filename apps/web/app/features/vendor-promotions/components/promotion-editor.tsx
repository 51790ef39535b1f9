import { type Promotion, todayInStockholm } from '@levera/domain';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { notify } from '../../../lib/toast.ts';
import { Loader } from '../../../ui/loader.tsx';
import { ErrorState } from '../../../ui/states.tsx';
import { useCreatePromotion } from '../api/create-promotion.ts';
import { useOwnPromotion } from '../api/get-own-promotion.ts';
import { useUpdatePromotion } from '../api/update-promotion.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';
import { CannotEditPromotion } from './cannot-edit-promotion.tsx';
import { PromotionForm } from './promotion-form.tsx';

/** Create promotion: on success the server's message is toasted and the list opens (SPEC §8). */
export function CreatePromotion() {
  const message = useMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const creation = useCreatePromotion();
  const onSubmit = async (promotion: Promotion) => {
    try {
      await creation.mutateAsync(promotion);
    } catch (error) {
      notify.error(message('createPromotionFailed'));
      throw error;
    }
    navigate(paths.vendor.promotions(locale));
  };
  return <PromotionForm today={todayInStockholm()} onSubmit={onSubmit} />;
}

/**
 * Edit promotion: the same form, filled in. Not pending, not found or another vendor's (the API
 * answers 404 for those) shows 'Cannot Edit Promotion' with Go Back (SPEC §2).
 */
export function EditPromotion({ id }: { id: string }) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const message = useMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const promotion = useOwnPromotion(id);
  const update = useUpdatePromotion();

  if (promotion.isPending) return <Loader message={t('form.loading')} />;
  if (promotion.isError) {
    const error = promotion.error;
    const isMissing = error instanceof ApiError && (error.status === 404 || error.status === 403);
    if (!isMissing) {
      return <ErrorState message={t('form.loadFailed')} onRetry={() => void promotion.refetch()} />;
    }
    return <CannotEditPromotion />;
  }
  if (!promotion.data.isEditable) return <CannotEditPromotion />;

  const onSubmit = async (values: Promotion) => {
    try {
      await update.mutateAsync({ id, promotion: values });
    } catch (error) {
      notify.error(message('updatePromotionFailed'));
      throw error;
    }
    navigate(paths.vendor.promotions(locale));
  };
  return (
    <PromotionForm
      key={promotion.data.updatedAt}
      promotion={promotion.data}
      today={todayInStockholm()}
      onSubmit={onSubmit}
    />
  );
}
