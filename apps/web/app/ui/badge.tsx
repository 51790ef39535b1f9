import type { ReactNode } from 'react';
import { BADGE_CLASS, BADGE_TONES, type BadgeTone } from './badge-tones.ts';
import { cn } from './cn.ts';

export type { BadgeTone } from './badge-tones.ts';

export function Badge({
  tone = 'neutral',
  children,
  className,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return <span className={cn(BADGE_CLASS, BADGE_TONES[tone], className)}>{children}</span>;
}
