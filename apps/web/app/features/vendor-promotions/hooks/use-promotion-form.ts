import {
  amountText,
  BLANK_PROMOTION_FORM,
  createPromotionSchema,
  type Promotion,
  type PromotionInput,
  type SiteLanguage,
} from '@levera/domain';
import { useMemo } from 'react';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';

// Every field of SPEC §3 and every rule of SPEC §5, with the schema the API validates with
// (createPromotionSchema), so a message reads the same whether the browser or the server found it.
// Conditional fields are unmounted when they do not apply and then drop their values
// (shouldUnregister), so a hidden field can never hold an invisible error.

type FormValues = PromotionInput;

// The blank form of the domain: its empty strings are what the schema turns into nulls.
const EMPTY = BLANK_PROMOTION_FORM as unknown as FormValues;

/** The fields that hold one typed text (not a group such as `repeat`, nor an amount). */
type ValueFieldName = 'title' | 'description' | 'usageLimit' | 'terms';

/** The amounts of money and the percentage, typed in `AmountField`s (decision 061). */
type AmountFieldName =
  | 'discountValue'
  | 'deliveryFee'
  | 'freeDeliveryThreshold'
  | 'minimumOrder'
  | 'maximumDiscount';

/** The form values of a stored promotion (blanks for what it does not have), amounts written the page's way. */
function promotionFormValues(promotion: VendorPromotion, language: SiteLanguage): FormValues {
  const amount = (value: number | null) => (value === null ? '' : amountText(value, language));
  return {
    title: promotion.title,
    description: promotion.description,
    discountType: promotion.discountType,
    discountValue: amount(promotion.discountValue),
    minimumOrder: amount(promotion.minimumOrder),
    maximumDiscount: amount(promotion.maximumDiscount),
    startDate: promotion.startDate,
    endDate: promotion.endDate,
    usageLimit: promotion.usageLimit === null ? '' : String(promotion.usageLimit),
    repeat: { enabled: promotion.repeat.enabled, days: [...promotion.repeat.days] },
    applicableTo: promotion.applicableTo,
    // Only the items still on the menu can be chosen again; the others are shown as removed.
    itemIds: promotion.items.flatMap((item) => (item.onMenu && item.id ? [item.id] : [])),
    terms: promotion.terms,
    deliveryType: promotion.deliveryType ?? '',
    deliveryFee: amount(promotion.deliveryFee),
    freeDeliveryThreshold: amount(promotion.freeDeliveryThreshold),
  } as FormValues;
}

export type PromotionFormProps = {
  /** The stored promotion when editing; none when creating. */
  promotion?: VendorPromotion;
  /** Today in Stockholm ('YYYY-MM-DD'): the earliest start date. */
  today: string;
  onSubmit: (promotion: Promotion) => Promise<void>;
};

/**
 * The promotion form's state: the schema form (today's earliest start), what each field shows and
 * registers, and the submission (the server's field errors placed at their fields).
 */
export function usePromotionForm({ promotion, today, onSubmit }: PromotionFormProps) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const message = useMessage();
  const { language } = useLocale();
  // A pending promotion whose start date has already come may keep it (the API applies the same rule).
  const earliestStart = promotion && promotion.startDate < today ? promotion.startDate : today;
  const schema = useMemo(() => createPromotionSchema({ today: earliestStart }), [earliestStart]);

  const form = useSchemaForm<FormValues, Promotion>(schema, {
    defaultValues: promotion ? promotionFormValues(promotion, language) : EMPTY,
    shouldUnregister: true,
  });
  const { errors, isSubmitting } = form.formState;

  const discountType = form.watch('discountType');
  const deliveryType = form.watch('deliveryType') as string;
  const isRepeatEnabled = Boolean(form.watch('repeat.enabled'));
  const applicableTo = form.watch('applicableTo') as string;
  const length = (name: 'title' | 'description' | 'terms') => String(form.watch(name) ?? '').length;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      // The failure toast is shown by the caller; field errors from the server go to their fields.
      placeServerFieldErrors(error, form.setError);
    }
  });

  const fieldError = (message_: unknown) => message(typeof message_ === 'string' ? message_ : undefined);
  const characters = (count: number, max: number) => t('form.characters', { count, max });
  /** The compact choice cards of one field, with its message and registration. */
  const choiceProps = (name: 'discountType' | 'deliveryType' | 'applicableTo') => ({
    error: fieldError(errors[name]?.message),
    registration: form.register(name),
    size: 'compact' as const,
  });
  /** A field's message and registration, for the fields that hold one value. */
  const fieldProps = (name: ValueFieldName) => ({
    error: fieldError(errors[name]?.message),
    ...form.register(name),
  });
  /** An amount field's message and control. */
  const amountProps = (name: AmountFieldName) => ({
    error: fieldError(errors[name]?.message),
    control: form.control,
    name,
  });

  return {
    form,
    errors,
    isSubmitting,
    discountType,
    deliveryType,
    isRepeatEnabled,
    applicableTo,
    length,
    submit,
    fieldError,
    characters,
    choiceProps,
    fieldProps,
    amountProps,
  };
}

/** What the promotion form's sections read from its state. */
export type PromotionFormState = ReturnType<typeof usePromotionForm>;
