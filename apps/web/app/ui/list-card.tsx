import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A white, outlined card in a back-office list: an article named by its title (`titleId`, the id
 * of its ListCardTitle). `className` lays it out and sets its padding.
 */
export function ListCard({
  titleId,
  className,
  children,
  ...articleProps
}: ComponentProps<'article'> & { titleId: string }) {
  return (
    <article
      aria-labelledby={titleId}
      className={cn('rounded-2xl bg-white shadow-sm ring-1 ring-slate-200', className)}
      {...articleProps}
    >
      {children}
    </article>
  );
}

/** A list card's title, an h3 that breaks anywhere rather than overflow; large on a card of its own. */
export function ListCardTitle({
  id,
  isLarge = false,
  children,
}: {
  id: string;
  isLarge?: boolean;
  children: ReactNode;
}) {
  return (
    <h3 id={id} className={cn('wrap-anywhere font-semibold text-slate-900', isLarge && 'text-lg')}>
      {children}
    </h3>
  );
}

type ListCardHeaderProps = { titleId: string; title: ReactNode; subtitle: ReactNode; badge: ReactNode };

/** A card's header: its large title with `subtitle` under it, and `badge` at the other end. */
export function ListCardHeader({ titleId, title, subtitle, badge }: ListCardHeaderProps) {
  return (
    <header className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <ListCardTitle id={titleId} isLarge>
          {title}
        </ListCardTitle>
        {subtitle}
      </div>
      {badge}
    </header>
  );
}
