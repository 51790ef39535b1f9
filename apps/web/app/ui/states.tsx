import type { ReactNode } from 'react';
import { useT } from '../lib/i18n.ts';
import { Button } from './button.tsx';

/** An empty list: says so instead of showing nothing. */
export function EmptyState({ title, text, action }: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center">
      <p className="font-semibold text-slate-800">{title}</p>
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

/** Nothing matches the search or the filters: says so, with the button that clears them. */
export function NoMatchesState({
  title,
  text,
  clearLabel,
  onClear,
}: {
  title: string;
  text: string;
  clearLabel: string;
  onClear: () => void;
}) {
  const clear = (
    <Button variant="secondary" onClick={onClear}>
      {clearLabel}
    </Button>
  );
  return <EmptyState title={title} text={text} action={clear} />;
}

/** A failed load with its message and a Retry button (e.g. SPEC §8 partners). */
export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT('common');
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
      <p className="text-red-900">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}
