import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { afterLoadWhenIdle } from '../../../lib/idle.ts';
import { useIsNativeApp } from '../../../lib/native-app.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { acceptAllCookies, hasPrivacyAgreement, storePrivacyAgreement } from '../consent-store.ts';
import { CookiePreferences } from './cookie-preferences.tsx';

/**
 * The privacy toast with the cookie notice (SPEC §2, §9): bottom centre, never closes by itself,
 * links to the privacy policy and offers Accept All, Manage Preferences and Close. Closing it or
 * following the link stores the agreement flag (value true) and its date; so does any explicit
 * choice. Shown again once the answer is `RETENTION.consentRenewalMonths` old (issue 32). Never
 * shown inside the native app.
 */
export function PrivacyNotice() {
  const t = useT('common');
  const { locale } = useLocale();
  const isNative = useIsNativeApp();
  const [isVisible, setIsVisible] = useState(false);
  const [isManaging, setIsManaging] = useState(false);
  const manageRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const noticeRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (isNative !== false || hasPrivacyAgreement()) return;
    return afterLoadWhenIdle(() => setIsVisible(true));
  }, [isNative]);

  // While the notice covers the bottom of the screen, keyboard focus scrolls into view above it
  // (WCAG 2.4.11 Focus Not Obscured).
  useEffect(() => {
    const notice = noticeRef.current;
    if (!isVisible || !notice) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingBottom = `${notice.offsetHeight + 16}px`;
    });
    observer.observe(notice);
    return () => {
      observer.disconnect();
      root.style.scrollPaddingBottom = '';
    };
  }, [isVisible]);

  if (!isVisible) return null;

  const close = () => {
    storePrivacyAgreement();
    setIsVisible(false);
  };

  return (
    <section
      ref={noticeRef}
      aria-labelledby={titleId}
      className="fixed inset-x-0 bottom-0 z-40 flex justify-center p-3 sm:p-4"
    >
      <div className="w-full max-w-3xl rounded-2xl border border-slate-200 bg-white p-4 text-slate-800 shadow-2xl sm:p-5">
        <h2 id={titleId} className="text-base font-semibold text-slate-900">
          {t('cookieNotice.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          <span className="sm:hidden">{t('privacyToast.text')}</span>
          <span className="hidden sm:inline">{t('cookieNotice.text')}</span>{' '}
          <a
            href={paths.privacy(locale)}
            onClick={close}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {t('privacyToast.linkText')}
          </a>
        </p>
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2 sm:mt-4">
          <Button variant="ghost" onClick={close}>
            {t('cookieNotice.close')}
          </Button>
          <Button ref={manageRef} variant="secondary" onClick={() => setIsManaging(true)}>
            {t('cookieNotice.managePreferences')}
          </Button>
          <Button
            onClick={() => {
              acceptAllCookies();
              setIsVisible(false);
            }}
          >
            {t('cookieNotice.acceptAll')}
          </Button>
        </div>
      </div>
      <CookiePreferences
        isOpen={isManaging}
        onOpenChange={setIsManaging}
        onSaved={() => setIsVisible(false)}
        opener={manageRef}
      />
    </section>
  );
}
