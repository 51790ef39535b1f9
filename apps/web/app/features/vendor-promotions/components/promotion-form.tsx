import {
  amountText,
  BLANK_PROMOTION_FORM,
  BRAND,
  createPromotionSchema,
  DELIVERY_PROMOTION_TYPES,
  DISCOUNT_TYPES,
  hasMaximumDiscount,
  PROMOTION_APPLICABLE_TO,
  type Promotion,
  type PromotionInput,
  type SiteLanguage,
  WEEKDAYS,
} from '@levera/domain';
import { type ReactNode, useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { usePromotionText } from '../../../entities/promotion/use-promotion-text.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useFormat } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { placeServerFieldErrors } from '../../../lib/server-field-errors.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { Button } from '../../../ui/button.tsx';
import { buttonClasses } from '../../../ui/button-look.ts';
import { cn } from '../../../ui/cn.ts';
import { AmountField } from '../../../ui/amount-field.tsx';
import { ChoiceCards } from '../../../ui/choice-cards.tsx';
import { DateField } from '../../../ui/date-field.tsx';
import {
  CheckboxField,
  FieldError,
  RequiredMark,
  TextareaField,
  TextField,
  WholeNumberField,
} from '../../../ui/field.tsx';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';
import { MenuItemPicker } from './menu-item-picker.tsx';

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

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </section>
  );
}

export function PromotionForm({ promotion, today, onSubmit }: PromotionFormProps) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const text = usePromotionText();
  const message = useMessage();
  const format = useFormat();
  const { locale, language } = useLocale();
  const isEdit = promotion !== undefined;
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

      <Section title={t('form.sections.basics')}>
        <TextField
          label={t('form.title')}
          placeholder={t('form.titlePlaceholder')}
          required
          maxLength={200}
          hint={characters(length('title'), 100)}
          {...fieldProps('title')}
        />
        <TextareaField
          label={t('form.description')}
          placeholder={t('form.descriptionPlaceholder')}
          required
          rows={4}
          hint={characters(length('description'), 500)}
          {...fieldProps('description')}
        />
      </Section>

      <Section title={t('form.sections.discount')}>
        <ChoiceCards
          legend={t('form.discountType')}
          options={DISCOUNT_TYPES.map((type) => ({
            value: type,
            label: t(`form.discountTypes.${type}`),
            hint: t(`form.discountTypeHints.${type}`),
          }))}
          grid="sm:grid-cols-2"
          {...choiceProps('discountType')}
        />
        {discountType === 'percentage' && (
          <AmountField
            key="percentage"
            unit="percent"
            label={t('form.percentageValue')}
            required
            hint={t('form.percentageHint')}
            {...amountProps('discountValue')}
          />
        )}
        {discountType === 'fixed' && (
          <AmountField
            key="fixed"
            unit="kr"
            label={t('form.fixedValue')}
            required
            hint={t('form.fixedHint')}
            {...amountProps('discountValue')}
          />
        )}
        {discountType === 'delivery' && (
          <>
            <ChoiceCards
              legend={t('form.deliveryType')}
              grid="sm:grid-cols-3"
              options={DELIVERY_PROMOTION_TYPES.map((type) => ({
                value: type,
                label: t(`form.deliveryTypes.${type}`),
              }))}
              {...choiceProps('deliveryType')}
            />
            {deliveryType === 'reducedFee' && (
              <AmountField
                unit="kr"
                label={t('form.deliveryFee')}
                required
                placeholder={t('form.deliveryFeePlaceholder')}
                hint={t('form.deliveryFeeHint', { standard: format.money(BRAND.standardDeliveryFee) })}
                {...amountProps('deliveryFee')}
              />
            )}
            {deliveryType === 'freeAboveThreshold' && (
              <AmountField
                unit="kr"
                label={t('form.threshold')}
                required
                placeholder={t('form.thresholdPlaceholder')}
                hint={t('form.thresholdHint')}
                {...amountProps('freeDeliveryThreshold')}
              />
            )}
          </>
        )}
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <AmountField
            unit="kr"
            label={t('form.minimumOrder')}
            hint={t('form.minimumOrderHint')}
            {...amountProps('minimumOrder')}
          />
          {hasMaximumDiscount(discountType) && (
            <AmountField
              unit="kr"
              label={t('form.maximumDiscount')}
              hint={t('form.maximumDiscountHint')}
              {...amountProps('maximumDiscount')}
            />
          )}
        </div>
      </Section>

      <Section title={t('form.sections.schedule')}>
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <DateField
            control={form.control}
            name="startDate"
            label={t('form.startDate')}
            required
            error={fieldError(errors.startDate?.message)}
          />
          <DateField
            control={form.control}
            name="endDate"
            label={t('form.endDate')}
            required
            hint={t('form.endDateHint')}
            error={fieldError(errors.endDate?.message)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <CheckboxField label={t('form.repeat')} {...form.register('repeat.enabled')} />
          {!isRepeatEnabled && <p className="pl-6 text-xs text-slate-600">{t('form.repeatHint')}</p>}
        </div>
        {isRepeatEnabled && (
          <fieldset
            aria-describedby={errors.repeat?.days ? 'repeat-days-error' : undefined}
            aria-invalid={errors.repeat?.days ? true : undefined}
          >
            <legend className="text-sm font-medium text-slate-800">
              {t('form.repeatDays')}
              <RequiredMark />
            </legend>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
              {WEEKDAYS.map((day) => (
                <label
                  key={day}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm text-slate-900',
                    'has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
                    errors.repeat?.days ? 'border-red-600' : 'border-slate-300',
                  )}
                >
                  <input
                    type="checkbox"
                    value={day}
                    className="size-4 accent-brand-700"
                    {...form.register('repeat.days')}
                  />
                  {text.weekday(day)}
                </label>
              ))}
            </div>
            <FieldError id="repeat-days" error={fieldError(errors.repeat?.days?.message)} className="mt-1" />
          </fieldset>
        )}
      </Section>

      <Section title={t('form.sections.conditions')}>
        <WholeNumberField
          label={t('form.usageLimit')}
          hint={t('form.usageLimitHint')}
          {...fieldProps('usageLimit')}
        />
        <ChoiceCards
          legend={t('form.appliesTo')}
          options={PROMOTION_APPLICABLE_TO.map((value) => ({
            value,
            label: t(`form.appliesToOptions.${value}`),
          }))}
          grid="sm:grid-cols-2"
          {...choiceProps('applicableTo')}
        />
        {applicableTo === 'specific' && (
          <Controller
            control={form.control}
            name="itemIds"
            render={({ field }) => (
              <MenuItemPicker
                value={(field.value as string[] | undefined) ?? []}
                onChange={field.onChange}
                removedItems={promotion?.items.filter((item) => !item.onMenu)}
                error={fieldError(errors.itemIds?.message)}
              />
            )}
          />
        )}
        <TextareaField
          label={t('form.terms')}
          placeholder={t('form.termsPlaceholder')}
          rows={4}
          hint={characters(length('terms'), 1000)}
          {...fieldProps('terms')}
        />
      </Section>

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
