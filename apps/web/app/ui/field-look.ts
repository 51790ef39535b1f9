import { cn } from './cn.ts';

// How a form field looks, apart from the component: the fields (field.tsx) and the store pause
// dialog take it from here.

/** The column of label, control, hint and error. */
export const FIELD_FRAME_CLASS = 'flex flex-col gap-1';
/** The label's line above the control. */
export const FIELD_LABEL_CLASS = 'text-sm font-medium text-slate-800';

/** An input, textarea or select: red-bordered with an error. */
export const fieldControlClass = (hasError: boolean) =>
  cn(
    'w-full rounded-lg border bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500',
    'focus:outline-none focus:ring-2 focus:ring-brand-600',
    hasError ? 'border-red-600' : 'border-slate-300',
  );
