import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * The title block of a back-office screen: its h1 and introduction (small on the screens whose
 * introduction is a note, `isIntroSmall`), and what follows them (a bulk action's result).
 */
export function ScreenHeader({
  title,
  intro,
  isIntroSmall = false,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  isIntroSmall?: boolean;
  children?: ReactNode;
}) {
  return (
    <header>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className={cn('mt-1 max-w-3xl text-slate-600', isIntroSmall && 'text-sm')}>{intro}</p>
      {children}
    </header>
  );
}
