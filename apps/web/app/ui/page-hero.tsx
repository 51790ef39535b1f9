import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  brand: 'from-brand-50',
  orange: 'from-orange-50',
  slate: 'from-slate-50',
} as const;

/**
 * The soft gradient band at the top of a public page, fading to white, with the page's centred
 * column inside: it holds the page header and, on the shorter pages, the whole page.
 */
export function PageHero({
  tone = 'brand',
  isNarrow = false,
  className = 'py-12 sm:py-16',
  children,
}: {
  tone?: keyof typeof TONES;
  /** A reading column (the FAQ) instead of the full page width. */
  isNarrow?: boolean;
  /** The column's vertical padding. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('bg-gradient-to-b to-white', TONES[tone])}>
      <div className={cn('mx-auto px-4', isNarrow ? 'max-w-4xl' : 'max-w-6xl', className)}>{children}</div>
    </div>
  );
}
