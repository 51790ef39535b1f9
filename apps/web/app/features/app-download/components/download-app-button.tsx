import { type MouseEvent, useState } from 'react';
import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { openAppOrStore } from '../app-store.ts';

type Status = 'idle' | 'opening' | 'store';

/**
 * SPEC §9 download button: opens the app through its deep link, and the device's store after
 * 1.5 s when the app is not installed. Without JavaScript it is a plain link to the App Store
 * (desktop and unknown devices get the iOS store).
 */
export function DownloadAppButton({
  label,
  className,
  tone = 'primary',
}: {
  label?: string;
  className?: string;
  tone?: 'primary' | 'light';
}) {
  const t = useT('common');
  const [status, setStatus] = useState<Status>('idle');

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setStatus('opening');
    openAppOrStore({ onFallback: () => setStatus('store') });
  };

  const statusText =
    status === 'opening'
      ? t('downloadApp.opening')
      : status === 'store'
        ? t('downloadApp.redirectingToStore')
        : '';
  return (
    <>
      <a
        href={brand.appStores.ios}
        onClick={onClick}
        className={buttonClasses(
          tone === 'light' ? 'inverse' : 'primary',
          'lg',
          `shadow-sm ${className ?? ''}`,
        )}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
          <path d="M12 7v7m-3-3 3 3 3-3M10.5 18.5h3" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {statusText || label || t('downloadApp.button')}
      </a>
      <span role="status" className="sr-only">
        {statusText}
      </span>
    </>
  );
}
