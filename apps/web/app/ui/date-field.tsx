import { type ChangeEvent, useState } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useT } from '../lib/i18n.ts';
import { useLocale } from '../lib/locale.ts';
import { type ControlledFieldProps, ControlledTextField } from './field.tsx';
import { keepPlaceholders, withNodes } from './rich-text.tsx';

// A date typed the way the page's language writes it (decision 015): ÅÅÅÅ-MM-DD on Swedish pages,
// DD-MM-YYYY on English ones, in a labelled text field whose description gives the format. The form
// value stays ISO (YYYY-MM-DD) whatever is shown; text that is not a whole date is passed on as
// typed, so the shared schema answers with its own message ("Please enter a valid date").

export type DateOrder = 'ymd' | 'dmy';

const SEGMENTS: Record<DateOrder, readonly number[]> = { ymd: [4, 2, 2], dmy: [2, 2, 4] };
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO date as the page writes it; anything else unchanged. */
export function displayDate(value: string, order: DateOrder): string {
  const match = ISO.exec(value);
  if (!match || order === 'ymd') return value;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}

/** The typed text as an ISO date, or null when it is not a whole date in the page's order. */
export function parseDate(text: string, order: DateOrder): string | null {
  const trimmed = text.trim();
  if (ISO.test(trimmed)) return trimmed;
  const parts = trimmed.split(/[-/. ]+/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return null;
  const [year, month, day] = order === 'ymd' ? parts : [parts[2], parts[1], parts[0]];
  if (year?.length !== 4 || !month || month.length > 2 || !day || day.length > 2) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/**
 * The mask for text typed at the end of the field: digits fill the segments in order with a dash
 * between them; a separator typed after a one-digit day or month pads it ("1/5" → "01-05").
 */
export function maskDate(text: string, order: DateOrder): string {
  const lengths = SEGMENTS[order];
  const segments: string[] = [''];
  let openNext = false;
  for (const char of text) {
    const index = segments.length - 1;
    const current = segments[index] ?? '';
    const max = lengths[index] ?? 0;
    if (/\d/.test(char)) {
      openNext = false;
      if (current.length < max) segments[index] = current + char;
      else if (index < lengths.length - 1) segments.push(char);
    } else if (/[-/. ]/.test(char) && current.length > 0 && index < lengths.length - 1) {
      if (current.length < max) segments[index] = current.padStart(max, '0');
      segments.push('');
      openNext = true;
    }
  }
  const filled = segments.filter((segment, index) => segment !== '' || index === 0);
  return filled.join('-') + (openNext ? '-' : '');
}

export function DateField<T extends FieldValues>({
  control,
  name,
  hint,
  ...textProps
}: ControlledFieldProps<T>) {
  const t = useT('common');
  const { language } = useLocale();
  const order: DateOrder = language === 'sv' ? 'ymd' : 'dmy';
  const { field } = useController({ control, name });
  const value = typeof field.value === 'string' ? field.value : '';
  const [text, setText] = useState(() => displayDate(value, order));
  // The form value changed from outside (reset, a loaded promotion): show it.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if ((parseDate(text, order) ?? text.trim()) !== value) setText(displayDate(value, order));
  }

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const typedAtEnd = input.selectionStart === input.value.length && input.value.length > text.length;
    // A pasted ISO date is shown in the page's order; typing at the end is masked; edits inside stay.
    const next = ISO.test(input.value.trim())
      ? displayDate(input.value.trim(), order)
      : typedAtEnd
        ? maskDate(input.value, order)
        : input.value;
    setText(next);
    const parsed = parseDate(next, order);
    const formValue = parsed ?? next.trim();
    setShownValue(formValue);
    field.onChange(formValue);
  };

  const placeholder = t('dateField.placeholder');
  // The format and the example never break at their dashes.
  const formatHint = withNodes(t('dateField.hint', keepPlaceholders('format', 'example')), {
    format: <span className="whitespace-nowrap">{placeholder}</span>,
    example: <span className="whitespace-nowrap">{displayDate('2026-05-31', order)}</span>,
  });
  return (
    <ControlledTextField
      field={field}
      inputMode="numeric"
      maxLength={10}
      placeholder={placeholder}
      {...textProps}
      hint={
        hint ? (
          <>
            {formatHint}. {hint}
          </>
        ) : (
          formatHint
        )
      }
      value={text}
      onChange={onChange}
    />
  );
}
