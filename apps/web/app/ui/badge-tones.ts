// A badge's look, apart from the Badge component.

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'new';

export const BADGE_CLASS = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

export const BADGE_TONES: Record<BadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-800',
  success: 'bg-green-100 text-green-900',
  warning: 'bg-amber-100 text-amber-900',
  danger: 'bg-red-100 text-red-900',
  info: 'bg-sky-100 text-sky-900',
  new: 'bg-brand-700 text-white',
};
