import { useT } from '../lib/i18n.ts';
import { cn } from './cn.ts';

// The loading views of SPEC §2: fullscreen (default 'Checking authentication...'), inline
// ('Loading...'), compact and queries ('Loading queries...'), each in three sizes.
export type LoaderSize = 'small' | 'medium' | 'large';
export type LoaderVariant = 'fullscreen' | 'inline' | 'compact' | 'queries';

const SPINNER: Record<LoaderSize, string> = {
  small: 'size-4 border-2',
  medium: 'size-8 border-3',
  large: 'size-12 border-4',
};
const TEXT: Record<LoaderSize, string> = { small: 'text-xs', medium: 'text-sm', large: 'text-base' };
const DEFAULT_MESSAGE_KEY: Record<LoaderVariant, string> = {
  fullscreen: 'ui.checkingAuthentication',
  inline: 'ui.loading',
  compact: 'ui.loading',
  queries: 'ui.loadingQueries',
};

export function Spinner({ size = 'medium' }: { size?: LoaderSize }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-block animate-spin rounded-full border-brand-600 border-t-transparent',
        SPINNER[size],
      )}
    />
  );
}

export function Loader({
  variant = 'inline',
  size = 'medium',
  message,
}: {
  variant?: LoaderVariant;
  size?: LoaderSize;
  message?: string;
}) {
  const t = useT('common');
  const text = message ?? t(DEFAULT_MESSAGE_KEY[variant]);
  if (variant === 'compact') {
    return (
      <span role="status" className={cn('inline-flex items-center gap-2 text-slate-600', TEXT[size])}>
        <Spinner size={size} />
        <span className="sr-only">{text}</span>
      </span>
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex flex-col items-center justify-center gap-3 text-slate-600',
        variant === 'fullscreen' ? 'fixed inset-0 z-50 bg-white' : 'py-10',
        TEXT[size],
      )}
    >
      <Spinner size={size} />
      <span>{text}</span>
    </div>
  );
}
