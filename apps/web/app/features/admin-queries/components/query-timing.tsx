import type { SiteLanguage } from '@levera/domain';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import type { AdminQuery } from '../api/query-types.ts';
import { ADMIN_QUERIES_NS } from '../catalog.ts';

/** A span of minutes in the page's language, in its largest sensible unit ("45 minutes", "3 timmar", "2 days"). */
export function formatMinutes(minutes: number, language: SiteLanguage): string {
  const whole = Math.max(0, Math.floor(minutes));
  const [value, unit] =
    whole < 60
      ? [whole, 'minute']
      : whole < 48 * 60
        ? [Math.floor(whole / 60), 'hour']
        : [Math.floor(whole / 1440), 'day'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * How long the last unanswered message has waited (`waitingSince`), and how soon support first
 * answered (`firstResponseMinutes`): issue 37 §4.
 */
export function QueryTiming({ query, now = Date.now() }: { query: AdminQuery; now?: number }) {
  const t = useT(ADMIN_QUERIES_NS);
  const { language } = useLocale();
  const waited = query.waitingSince ? (now - new Date(query.waitingSince).getTime()) / 60_000 : null;
  if (waited === null && query.firstResponseMinutes === null) return null;
  return (
    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {waited !== null && (
        <span className="font-semibold text-amber-900">
          {t('timing.waiting', { duration: formatMinutes(waited, language) })}
        </span>
      )}
      {query.firstResponseMinutes !== null && (
        <span className="text-slate-700">
          {t('timing.firstResponse', { duration: formatMinutes(query.firstResponseMinutes, language) })}
        </span>
      )}
    </p>
  );
}
