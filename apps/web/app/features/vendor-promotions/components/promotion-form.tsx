import { Link } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { buttonClasses } from '../../../ui/button-look.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';
import { type PromotionFormProps, usePromotionForm } from '../hooks/use-promotion-form.ts';
import {
  PromotionBasics,
  PromotionConditions,
  PromotionDiscount,
  PromotionSchedule,
} from './promotion-form-sections.tsx';

export type { PromotionFormProps } from '../hooks/use-promotion-form.ts';

/** The vendor's promotion form (SPEC §3, §5), new or editing a stored one: its sections, Cancel and Save. */
export function PromotionForm(props: PromotionFormProps) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const { locale } = useLocale();
  const state = usePromotionForm(props);
  const isEdit = props.promotion !== undefined;
  const { submit, isSubmitting } = state;

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t(isEdit ? 'form.editHeading' : 'form.createHeading')}
      className="mx-auto flex max-w-3xl flex-col gap-6"
    >
      <div className="rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-100">
        <p>{t('form.reviewNote')}</p>
        <p className="mt-1">{t('form.requiredNote')}</p>
      </div>
      <PromotionBasics state={state} />
      <PromotionDiscount state={state} />
      <PromotionSchedule state={state} />
      <PromotionConditions state={state} promotion={props.promotion} />

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={paths.vendor.promotions(locale)} className={buttonClasses('secondary', 'lg')}>
          {t('form.cancel')}
        </Link>
        <Button type="submit" size="lg" isLoading={isSubmitting}>
          {isSubmitting ? t('form.saving') : t(isEdit ? 'form.save' : 'form.create')}
        </Button>
      </div>
    </form>
  );
}
