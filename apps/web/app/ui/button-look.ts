import { cn } from './cn.ts';

// How a button looks, without React: the buttons (button.tsx), links that look like one, and the SPA
// shell's preview of a list screen (decision 052) take it from here.

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'inverse';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-900 disabled:bg-slate-400 focus-visible:outline-brand-700',
  secondary:
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 disabled:text-slate-400 focus-visible:outline-brand-700',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400 focus-visible:outline-brand-700',
  ghost: 'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 focus-visible:outline-brand-700',
  /** On dark backgrounds: a white button with a white focus ring. */
  inverse: 'bg-white text-brand-900 hover:bg-brand-50 disabled:text-slate-400 focus-visible:outline-white',
};
const SIZES: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  md: 'px-4 py-2 text-sm',
  lg: 'px-5 py-3 text-base',
};

/** Class names of a button, for links that look like one. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}
