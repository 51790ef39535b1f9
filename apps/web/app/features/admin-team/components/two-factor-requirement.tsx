import { useId, useState } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { cn } from '../../../ui/cn.ts';
import { ConfirmDialog } from '../../../ui/dialog.tsx';
import { useSetTwoFactorRequirement } from '../api/team-api.ts';
import { ADMIN_TEAM_NS } from '../catalog.ts';
import { PanelSection } from '../../../ui/panel-section.tsx';

/**
 * "Require two-factor sign-in for every admin" (issue 33 §4): a switch. Turning it on asks first,
 * since every admin without two-factor (maybe the owner too) must set it up before anything else.
 */
export function TwoFactorRequirement({ required }: { required: boolean }) {
  const t = useT(ADMIN_TEAM_NS);
  const textId = useId();
  const setRequirement = useSetTwoFactorRequirement();
  const [confirming, setConfirming] = useState(false);
  const save = (value: boolean) =>
    setRequirement.mutateAsync(value).catch(() => {
      // The error toast says why; the switch shows the stored setting again.
    });

  return (
    <PanelSection heading={t('twoFactor.title')}>
      <div className="mt-4 flex items-start gap-4">
        <button
          type="button"
          role="switch"
          aria-checked={required}
          aria-describedby={textId}
          disabled={setRequirement.isPending}
          onClick={() => (required ? void save(false) : setConfirming(true))}
          className={cn(
            'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60',
            required ? 'bg-brand-700' : 'bg-slate-300',
          )}
        >
          <span className="sr-only">{t('twoFactor.label')}</span>
          <span
            aria-hidden="true"
            className={cn(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              required ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{t('twoFactor.label')}</p>
          <p id={textId} className="mt-1 text-sm text-slate-600">
            {t(required ? 'twoFactor.on' : 'twoFactor.off')}
          </p>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('twoFactor.confirmTitle')}
        description={t('twoFactor.confirmDescription')}
        confirmLabel={t('twoFactor.confirm')}
        cancelLabel={t('actions.cancel')}
        isPending={setRequirement.isPending}
        tone="primary"
        onConfirm={() => void save(true).finally(() => setConfirming(false))}
      />
    </PanelSection>
  );
}
