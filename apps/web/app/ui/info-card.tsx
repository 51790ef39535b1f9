import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A card in a grid of cards (an `li`): an optional icon, a title and a short text, and whatever
 * follows (e.g. a link, pushed to the card's bottom). Raised cards are white with a shadow; flat
 * ones are only outlined.
 */
export function InfoCard({
  icon,
  title,
  text,
  isFlat = false,
  children,
}: {
  icon?: ReactNode;
  title: ReactNode;
  text: ReactNode;
  isFlat?: boolean;
  children?: ReactNode;
}) {
  return (
    <li
      className={cn('flex flex-col rounded-2xl p-6 ring-1 ring-slate-200', !isFlat && 'bg-white shadow-sm')}
    >
      {icon}
      <h3 className={cn('text-lg font-bold text-slate-900', Boolean(icon) && 'mt-5')}>{title}</h3>
      <p className="mt-2 flex-1 text-slate-700">{text}</p>
      {children}
    </li>
  );
}
