import {
  BRAND,
  DELIVERY_PROMOTION_TYPES,
  DISCOUNT_TYPES,
  hasMaximumDiscount,
  PROMOTION_APPLICABLE_TO,
  WEEKDAYS,
} from '@levera/domain';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import type { VendorPromotion } from '../../../entities/promotion/promotion-types.ts';
import { usePromotionText } from '../../../entities/promotion/use-promotion-text.ts';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { AmountField } from '../../../ui/amount-field.tsx';
import { ChoiceCards } from '../../../ui/choice-cards.tsx';
import { cn } from '../../../ui/cn.ts';
import { DateField } from '../../../ui/date-field.tsx';
import { PanelSection } from '../../../ui/panel-section.tsx';
import {
  CheckboxField,
  FieldError,
  RequiredMark,
  TextareaField,
  TextField,
  WholeNumberField,
} from '../../../ui/field.tsx';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';
import type { PromotionFormState } from '../hooks/use-promotion-form.ts';
import { MenuItemPicker } from './menu-item-picker.tsx';

type SectionProps = { state: PromotionFormState };

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PanelSection heading={title}>
      <div className="mt-4 flex flex-col gap-5">{children}</div>
    </PanelSection>
  );
}

/** Title and description. */
export function PromotionBasics({ state }: SectionProps) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const { characters, fieldProps, length } = state;
  return (
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
  );
}

/** The kind of discount and its amounts (a delivery discount: its kind and fee or threshold). */
export function PromotionDiscount({ state }: SectionProps) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const format = useFormat();
  const { amountProps, choiceProps, deliveryType, discountType } = state;
  return (
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
      {(discountType === 'percentage' || discountType === 'fixed') && (
        <AmountField
          // A field of its own for each type (the key): switching the type starts a new field.
          key={discountType}
          unit={discountType === 'percentage' ? 'percent' : 'kr'}
          label={t(`form.${discountType}Value`)}
          required
          hint={t(`form.${discountType}Hint`)}
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
  );
}

/** The days of the week a repeating promotion runs on. */
export function RepeatDays({ state }: SectionProps) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const text = usePromotionText();
  const { errors, fieldError, form } = state;
  return (
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
  );
}

/** Start and end dates, and whether it repeats weekly. */
export function PromotionSchedule({ state }: SectionProps) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const { errors, fieldError, form, isRepeatEnabled } = state;
  return (
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
      {isRepeatEnabled && <RepeatDays state={state} />}
    </Section>
  );
}

/** Usage limit, the items it applies to (the removed ones shown) and the terms. */
export function PromotionConditions({
  state,
  promotion,
}: SectionProps & { promotion: VendorPromotion | undefined }) {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const { applicableTo, characters, choiceProps, errors, fieldError, fieldProps, form, length } = state;
  return (
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
  );
}
