import type { VendorNotification } from '@levera/domain';
import { useNavigate } from 'react-router';
import { useFormat } from '../../../lib/format.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { useDisclosure } from '../../../lib/use-disclosure.ts';
import { cn } from '../../../ui/cn.ts';
import { useMarkNotificationsRead, useVendorNotifications } from '../api/vendor-notifications.ts';
import { VENDOR_NOTIFICATIONS_NS } from '../catalog.ts';

/**
 * The vendor's bell (issue 17 §3): the unread count on the button, and a list of the newest
 * entries. Opening an entry marks it read and goes to its promotion or query.
 */
export function NotificationBell() {
  const t = useT(VENDOR_NOTIFICATIONS_NS);
  const notifications = useVendorNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const { locale } = useLocale();
  const {
    isOpen,
    toggle,
    close,
    popupId: panelId,
    containerRef: ref,
    toggleRef,
  } = useDisclosure<HTMLDivElement>();
  const unread = notifications.data?.unread ?? 0;
  const entries = notifications.data?.data ?? [];

  const open = (entry: VendorNotification) => {
    if (!entry.read) markRead.mutate({ id: entry.id });
    close();
    if (entry.kind === 'promotion')
      navigate(`${paths.vendor.promotions(locale)}#promotion-${entry.targetId}`);
    else if (entry.kind === 'query') navigate(paths.vendor.query(locale));
  };

  return (
    // From `sm` the panel hangs from the bell; narrower, the wrapper is not positioned, so the panel
    // hangs from the vendor header (sticky, so positioned) across the screen's width: beside the flags
    // and the user menu, a panel under the bell ran off the left edge at 375 px (issue 36 §4).
    <div ref={ref} className="sm:relative">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('bell.labelUnread', { count: unread }) : t('bell.label')}
        onClick={toggle}
        className="relative flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 && (
          <span
            aria-hidden="true"
            className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-semibold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      {isOpen && (
        <section
          id={panelId}
          aria-label={t('bell.title')}
          className="absolute inset-x-2 top-full z-30 mt-2 rounded-xl border border-slate-200 bg-white shadow-lg sm:inset-x-auto sm:right-0 sm:w-80"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-2">
            <h2 className="text-sm font-semibold text-slate-900">{t('bell.title')}</h2>
            {unread > 0 && (
              <button
                type="button"
                onClick={() => markRead.mutate({ all: true })}
                disabled={markRead.isPending}
                className="rounded px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                {t('bell.markAllRead')}
              </button>
            )}
          </div>
          {notifications.isError ? (
            <p className="px-4 py-3 text-sm text-red-800">{t('bell.loadFailed')}</p>
          ) : entries.length === 0 ? (
            <p className="px-4 py-3 text-sm text-slate-600">
              {notifications.isPending ? t('bell.loading') : t('bell.empty')}
            </p>
          ) : (
            <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
              {entries.map((entry) => (
                <li key={entry.id}>
                  <NotificationEntry entry={entry} onOpen={() => open(entry)} />
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function NotificationEntry({ entry, onOpen }: { entry: VendorNotification; onOpen: () => void }) {
  const t = useT(VENDOR_NOTIFICATIONS_NS);
  const format = useFormat();
  return (
    <button
      type="button"
      onClick={onOpen}
      className={cn(
        'flex w-full flex-col gap-0.5 px-4 py-3 text-left text-sm hover:bg-slate-50',
        !entry.read && 'bg-brand-50/60',
      )}
    >
      <span className={cn('text-slate-900 wrap-anywhere', !entry.read && 'font-semibold')}>
        {!entry.read && <span className="sr-only">{t('bell.unread')} </span>}
        {entryText(t, entry)}
      </span>
      {entry.reason && (
        <span className="text-slate-700 wrap-anywhere">{t('bell.reason', { reason: entry.reason })}</span>
      )}
      <span className="text-xs text-slate-600">{format.dateTime(entry.at)}</span>
    </button>
  );
}

type T = ReturnType<typeof useT>;

/** What happened, in one sentence. */
function entryText(t: T, entry: VendorNotification): string {
  const title = entry.title ?? '';
  if (entry.kind === 'promotion') {
    const key = ['approve', 'reject', 'setPending', 'markExpired'].includes(entry.action)
      ? entry.action
      : 'other';
    return t(`promotion.${key}`, { title });
  }
  if (entry.kind === 'query') {
    if (entry.action === 'respond') return t('query.respond', { caseNumber: entry.caseNumber, title });
    const status = ['created', 'inProgress', 'resolved', 'closed'].includes(entry.status ?? '')
      ? t(`query.statuses.${entry.status}`)
      : (entry.status ?? '');
    return t('query.status', { caseNumber: entry.caseNumber, status });
  }
  const status = ['active', 'inactive', 'suspended'].includes(entry.status ?? '') ? entry.status : 'other';
  return t(`account.${status}`);
}
