import type { ReactNode } from 'react';
import { cn } from './cn.ts';

const TONES = {
  dark: 'bg-brand-900 text-white',
  orange: 'bg-orange-50 text-slate-900 ring-1 ring-orange-200',
} as const;

/**
 * A rounded panel that stands out from the page (a call to action: "still have questions?",
 * "send your CV"), named by its h2. `className` sets its padding and place.
 */
export function CalloutPanel({
  as: Element = 'section',
  headingId,
  heading,
  tone = 'dark',
  className,
  children,
}: {
  as?: 'section' | 'aside';
  headingId: string;
  heading: ReactNode;
  tone?: keyof typeof TONES;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Element aria-labelledby={headingId} className={cn('rounded-3xl', TONES[tone], className)}>
      <h2 id={headingId} className="text-2xl font-extrabold tracking-tight">
        {heading}
      </h2>
      {children}
    </Element>
  );
}
