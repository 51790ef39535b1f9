import { hasAtMostTwoDecimals, parseAmount } from '@levera/domain';
import { type FieldValues, useController } from 'react-hook-form';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { type ControlledFieldProps, ControlledTextField } from './field.tsx';

// An amount of money or a percentage, typed the way people write it (decision 061). A text field, not
// `type="number"`: Chromium's number field drops a decimal comma, so "150,50" became 15050. The form
// value is the text as typed, which the domain schema reads with `parseAmount` (the API reads it the
// same way); under the field, what was understood, written the page's way ("Tolkas som 150,50 kr").
// The text is never rewritten: an English "1,249" would read back as 1.249.

type AmountFieldProps<T extends FieldValues> = ControlledFieldProps<T> & {
  /** Kronor, or a percentage. */
  unit: 'kr' | 'percent';
  placeholder?: string;
};

export function AmountField<T extends FieldValues>({
  control,
  name,
  unit,
  hint,
  ...textProps
}: AmountFieldProps<T>) {
  const t = useT('common');
  const format = useFormat();
  const { field } = useController({ control, name });
  const text = field.value === undefined || field.value === null ? '' : String(field.value);
  const amount = parseAmount(text);
  // Only an amount the schema can take as typed: a third decimal would be shown rounded.
  const isReadable = amount !== null && Number.isFinite(amount) && hasAtMostTwoDecimals(amount);
  const understood = isReadable
    ? t('amountField.understood', { amount: unit === 'kr' ? format.money(amount) : format.percent(amount) })
    : null;
  return (
    <ControlledTextField
      field={field}
      inputMode="decimal"
      // '100 000,00' (MAX_AMOUNT) and room to spare; the schema refuses anything longer as not a number.
      maxLength={20}
      {...textProps}
      hint={
        hint || understood ? (
          <>
            {hint}
            {hint && understood && ' '}
            {understood && <span className="block font-medium text-slate-800">{understood}</span>}
          </>
        ) : undefined
      }
      value={text}
      onChange={(event) => field.onChange(event.target.value)}
    />
  );
}
