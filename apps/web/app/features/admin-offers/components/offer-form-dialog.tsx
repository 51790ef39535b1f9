import {
  amountText,
  DISCOUNT_TYPES,
  hasDiscountValue,
  type Offer,
  type OfferInput,
  OfferSchema,
  type SiteLanguage,
} from '@levera/domain';
import { Fragment } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { notify } from '../../../lib/toast.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { AmountField } from '../../../ui/amount-field.tsx';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../../ui/field.tsx';
import type { PlatformOffer } from '../api/offer-types.ts';
import { useSaveOffer } from '../api/save-offer.ts';
import { ADMIN_OFFERS_NS } from '../catalog.ts';

const EMPTY = {
  titleSv: '',
  titleEn: '',
  descriptionSv: '',
  descriptionEn: '',
  discountType: '',
  discountValue: '',
  startDate: '',
  endDate: '',
  active: true,
} as unknown as OfferInput;

/** The offer's two languages, as the suffix of its text fields (`titleSv`, `descriptionEn`). */
const TEXT_LANGUAGES = ['Sv', 'En'] as const;

/** The first and the last day of the offer, side by side. */
const OFFER_DATES = ['startDate', 'endDate'] as const;

/** The form values of a stored offer, its amount written the page's way (decision 061). */
function formValues(offer: PlatformOffer, language: SiteLanguage): OfferInput {
  return {
    titleSv: offer.titleSv,
    titleEn: offer.titleEn,
    descriptionSv: offer.descriptionSv,
    descriptionEn: offer.descriptionEn,
    discountType: offer.discountType,
    discountValue: offer.discountValue === null ? '' : amountText(offer.discountValue, language),
    startDate: offer.startDate,
    endDate: offer.endDate,
    active: offer.active,
  };
}

/** Create or edit a platform offer, validated with the schema the API uses (OfferSchema). */
export function OfferFormDialog({
  open,
  offer,
  onClose,
}: {
  open: boolean;
  offer: PlatformOffer | null;
  onClose: () => void;
}) {
  const t = useT(ADMIN_OFFERS_NS);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={offer ? t('form.editTitle') : t('form.createTitle')}
      description={t('form.description')}
      closeLabel={t('form.close')}
    >
      {open && <OfferForm key={offer?.id ?? 'new'} offer={offer} onDone={onClose} />}
    </Dialog>
  );
}

function OfferForm({ offer, onDone }: { offer: PlatformOffer | null; onDone: () => void }) {
  const t = useT(ADMIN_OFFERS_NS);
  const message = useMessage();
  const { language } = useLocale();
  const save = useSaveOffer();
  const form = useSchemaForm<OfferInput, Offer>(OfferSchema, {
    defaultValues: offer ? formValues(offer, language) : EMPTY,
    shouldUnregister: true,
  });
  const { errors, isSubmitting } = form.formState;
  const discountType = form.watch('discountType');
  const error = (name: keyof OfferInput) => message(errors[name]?.message);
  const requiredFieldProps = (name: keyof OfferInput) => ({
    required: true,
    error: error(name),
    ...form.register(name),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: offer?.id, offer: values });
      onDone();
    } catch (failure) {
      notify.error(t(offer ? 'failures.update' : 'failures.create'));
      placeServerFieldErrors(failure, form.setError);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {/* The public site shows the offer in both languages, so both texts are required. */}
      {TEXT_LANGUAGES.map((language) => (
        <Fragment key={language}>
          <TextField
            label={t(`form.title${language}`)}
            placeholder={t(`form.titlePlaceholder${language}`)}
            {...requiredFieldProps(`title${language}`)}
          />
          <TextareaField
            label={t(`form.text${language}`)}
            placeholder={t('form.textPlaceholder')}
            rows={3}
            {...requiredFieldProps(`description${language}`)}
          />
        </Fragment>
      ))}
      <SelectField
        label={t('form.discountType')}
        placeholder={t('form.chooseDiscountType')}
        options={DISCOUNT_TYPES.map((type) => ({ value: type, label: t(`form.discountTypes.${type}`) }))}
        {...requiredFieldProps('discountType')}
      />
      {hasDiscountValue(discountType) && (
        <AmountField
          key={discountType}
          control={form.control}
          name="discountValue"
          unit={discountType === 'percentage' ? 'percent' : 'kr'}
          label={t(discountType === 'percentage' ? 'form.percentageValue' : 'form.fixedValue')}
          required
          error={error('discountValue')}
        />
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {OFFER_DATES.map((name) => (
          <DateField
            key={name}
            control={form.control}
            name={name}
            label={t(`form.${name}`)}
            required
            error={error(name)}
          />
        ))}
      </div>
      <CheckboxField label={t('form.active')} error={error('active')} {...form.register('active')} />
      <div className="flex justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          {t('form.cancel')}
        </Button>
        <Button type="submit" isLoading={isSubmitting}>
          {isSubmitting ? t('form.saving') : t(offer ? 'form.save' : 'form.create')}
        </Button>
      </div>
    </form>
  );
}
