import { useRef, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { Button } from '../../../ui/button.tsx';
import { CookiePreferences } from './cookie-preferences.tsx';

/** Lets a visitor change their cookie choice at any time (the privacy policy page). */
export function ManageCookiesButton() {
  const t = useT('common');
  const [isOpen, setIsOpen] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The privacy page is prerendered: until its script runs, a click would open nothing.
  const isHydrated = useHydrated();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        ref={buttonRef}
        variant="secondary"
        disabled={!isHydrated}
        onClick={() => {
          setIsSaved(false);
          setIsOpen(true);
        }}
      >
        {t('cookieNotice.openSettings')}
      </Button>
      <p role="status" className="text-sm text-brand-700">
        {isSaved ? t('cookieNotice.saved') : ''}
      </p>
      <CookiePreferences
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        onSaved={() => setIsSaved(true)}
        opener={buttonRef}
      />
    </div>
  );
}
