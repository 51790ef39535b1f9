import { useT } from '../../../lib/i18n.ts';
import { PARTNER_RIDER_NS } from '../catalog.ts';

/** The rider application's two steps, the current one marked; both done once it is stored. */
export function RiderProgress({ step, stored }: { step: 1 | 2; stored: boolean }) {
  const t = useT(PARTNER_RIDER_NS);
  return (
    <ol aria-label={t('progress.label')} className="flex gap-2 text-sm">
      {([1, 2] as const).map((number) => {
        const isCurrent = !stored && step === number;
        const isDone = stored || step > number;
        return (
          <li
            key={number}
            aria-current={isCurrent ? 'step' : undefined}
            className={`flex flex-1 items-center gap-2 rounded-lg border px-3 py-2 ${
              isCurrent
                ? 'border-brand-700 bg-brand-50 font-semibold text-brand-900'
                : 'border-slate-200 text-slate-700'
            }`}
          >
            <span
              aria-hidden="true"
              className={`flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                isDone || isCurrent ? 'bg-brand-700 text-white' : 'bg-slate-200 text-slate-800'
              }`}
            >
              {isDone ? '✓' : number}
            </span>
            <span>
              <span className="sr-only">{t('progress.stepOf', { current: number, total: 2 })}: </span>
              {t(number === 1 ? 'progress.stepOne' : 'progress.stepTwo')}
              {isDone && <span className="sr-only"> ({t('progress.completed')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
