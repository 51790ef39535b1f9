import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import {
  COOKIE_CATEGORIES,
  type CookieChoice,
  currentCookieChoice,
  type OptionalCookieCategory,
  saveCookiePreferences,
} from '../consent-store.ts';

/**
 * "Manage Preferences" (SPEC §2 cookie notice): one switch per category, necessary always on. The
 * choice is stored and respected (see consent-store.ts). Loaded on demand.
 */
export default function CookiePreferencesDialog({
  onOpenChange,
  onSaved,
}: {
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const t = useT('common');
  const [choice, setChoice] = useState<CookieChoice>(currentCookieChoice);
  const baseId = useId();

  const save = (next: CookieChoice) => {
    saveCookiePreferences(next);
    onSaved();
    onOpenChange(false);
  };

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('cookieNotice.preferencesTitle')}
      description={t('cookieNotice.preferencesText')}
      closeLabel={t('cookieNotice.close')}
    >
      <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200">
        {COOKIE_CATEGORIES.map((category) => {
          const id = `${baseId}-${category}`;
          const isNecessary = category === 'necessary';
          return (
            <li key={category} className="flex items-start gap-3 p-4">
              <input
                id={id}
                type="checkbox"
                className="mt-1 size-5 shrink-0 accent-brand-700"
                checked={isNecessary || choice[category as OptionalCookieCategory]}
                disabled={isNecessary}
                aria-describedby={`${id}-description`}
                onChange={(event) =>
                  setChoice((current) => ({ ...current, [category]: event.target.checked }))
                }
              />
              <div>
                <label htmlFor={id} className="font-semibold text-slate-900">
                  {t(`cookieNotice.categories.${category}.name`)}
                  {isNecessary && (
                    <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                      {t('cookieNotice.alwaysOn')}
                    </span>
                  )}
                </label>
                <p id={`${id}-description`} className="mt-1 text-sm text-slate-600">
                  {t(`cookieNotice.categories.${category}.description`)}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-5 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={() => save(choice)}>
          {t('cookieNotice.savePreferences')}
        </Button>
        <Button onClick={() => save({ preferences: true, analytics: true, marketing: true })}>
          {t('cookieNotice.acceptAll')}
        </Button>
      </div>
    </Dialog>
  );
}
