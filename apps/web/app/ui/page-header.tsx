import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const EYEBROW_TONES = {
  brand: 'text-brand-700',
  orange: 'text-orange-800',
} as const;

/**
 * The title block of a public page: the page's one h1 and its introduction, optionally with an
 * eyebrow above the title (the partner pages), a note under it (a legal text's date) and what
 * follows the introduction (a call to action). `className` sets the block's width.
 */
export function PageHeader({
  title,
  intro,
  eyebrow,
  eyebrowTone = 'brand',
  note,
  isIntroLarge = false,
  className = 'max-w-3xl',
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  eyebrow?: string;
  eyebrowTone?: keyof typeof EYEBROW_TONES;
  note?: ReactNode;
  isIntroLarge?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <header className={className}>
      {eyebrow && (
        <p className={cn('font-semibold uppercase tracking-wide', EYEBROW_TONES[eyebrowTone])}>{eyebrow}</p>
      )}
      <h1
        className={cn(
          'text-balance break-words text-3xl font-extrabold tracking-tight text-slate-900 hyphens-auto sm:text-5xl',
          eyebrow && 'mt-2',
        )}
      >
        {title}
      </h1>
      {note !== undefined && <p className="mt-4 text-sm font-medium text-slate-600">{note}</p>}
      <p
        className={cn(
          'text-slate-700',
          isIntroLarge ? 'text-xl' : 'text-lg',
          // The eyebrow pages set a compact hero with a narrower intro.
          note !== undefined ? 'mt-6' : eyebrow ? 'mt-4 max-w-2xl' : 'mt-5',
        )}
      >
        {intro}
      </p>
      {children}
    </header>
  );
}
