import { type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '../../../ui/cn.ts';

export type ChoiceCard = { value: string; label: string; icon?: ReactNode };

/**
 * Radio buttons drawn as cards (the rider's city and vehicle): native radios in a fieldset, so arrow
 * keys, labels and screen readers work as usual.
 */
export function ChoiceCards({
  legend,
  options,
  registration,
  error,
  grid = 'grid-cols-2 sm:grid-cols-3',
}: {
  legend: string;
  options: ChoiceCard[];
  registration: UseFormRegisterReturn;
  error?: string;
  /** Grid columns of the cards. */
  grid?: string;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-base font-semibold text-slate-900">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className={cn('mt-3 grid gap-3', grid)}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 text-slate-800 transition-colors',
              'hover:border-brand-600 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-900',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
              error ? 'border-red-600' : 'border-slate-300',
            )}
          >
            <input
              type="radio"
              value={option.value}
              className="size-4 shrink-0 accent-brand-700"
              {...registration}
            />
            {option.icon}
            <span className="min-w-0 break-words hyphens-none">{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
