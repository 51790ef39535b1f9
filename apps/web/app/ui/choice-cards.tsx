import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from './cn.ts';
import { FieldError, RequiredMark } from './field.tsx';

export type ChoiceCard = { value: string; label: string; hint?: string; icon?: ReactNode };

/** The public forms' large cards, and the back-office forms' denser ones with a hint under the label. */
const SIZES = {
  large: {
    legend: 'text-base font-semibold text-slate-900',
    grid: 'mt-3 grid gap-3',
    card: 'items-center px-4 py-3 text-slate-800 transition-colors hover:border-brand-600 has-checked:font-semibold has-checked:text-brand-900 has-focus-visible:outline-offset-2',
    input: 'size-4 shrink-0 accent-brand-700',
    label: 'break-words hyphens-none',
    error: 'mt-2',
  },
  compact: {
    legend: 'text-sm font-medium text-slate-800',
    grid: 'mt-2 grid grid-cols-1 gap-3',
    card: 'items-start p-3 text-sm',
    input: 'mt-0.5 size-4 accent-brand-700',
    label: 'font-medium text-slate-900',
    error: 'mt-1',
  },
} as const;

/**
 * Radio buttons drawn as cards: native radios in a fieldset with a legend and an error tied to it,
 * so arrow keys, labels and screen readers work as usual.
 */
export function ChoiceCards({
  legend,
  options,
  registration,
  error,
  grid,
  size = 'large',
  defaultValue,
}: {
  legend: string;
  options: ChoiceCard[];
  registration: UseFormRegisterReturn;
  /** The card checked in the HTML (a page answered to a post keeps the choice before any script). */
  defaultValue?: string;
  error?: string;
  /** Grid columns of the cards. */
  grid: string;
  size?: keyof typeof SIZES;
}) {
  const id = useId();
  const classes = SIZES[size];
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className={classes.legend}>
        {legend}
        <RequiredMark />
      </legend>
      <div className={cn(classes.grid, grid)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer gap-3 rounded-xl border bg-white',
              'has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-700',
              classes.card,
              error ? 'border-red-600' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              value={option.value}
              defaultChecked={defaultValue === option.value}
              className={classes.input}
              {...registration}
            />
            {option.icon}
            <span className="flex min-w-0 flex-col">
              <span className={classes.label}>{option.label}</span>
              {option.hint && <span className="text-xs text-slate-600">{option.hint}</span>}
            </span>
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} className={classes.error} />
    </fieldset>
  );
}
