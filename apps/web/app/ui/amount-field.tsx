import { hasAtMostTwoDecimals, parseAmount } from '@levera/domain';
import type { ReactNode } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { TextField } from './field.tsx';

// An amount of money or a percentage, typed the way people write it (decision 061). A text field, not
// `type="number"`: Chromium's number field drops a decimal comma, so "150,50" became 15050. The form
// value is the text as typed, which the domain schema reads with `parseAmount` (the API reads it the
// same way); under the field, what was understood, written the page's way ("Tolkas som 150,50 kr").
// The text is never rewritten: an English "1,249" would read back as 1.249.

type AmountFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  /** Kronor, or a percentage. */
  unit: 'kr' | 'percent';
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  placeholder?: string;
};

export function AmountField<T extends FieldValues>({
  control,
  name,
  unit,
  label,
  hint,
  error,
  required,
  placeholder,
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
    <TextField
      ref={field.ref}
      name={field.name}
      label={label}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      // '100 000,00' (MAX_AMOUNT) and room to spare; the schema refuses anything longer as not a number.
      maxLength={20}
      placeholder={placeholder}
      required={required}
      error={error}
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
      onBlur={field.onBlur}
    />
  );
}
