import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';

/** The terms page, opened in a new tab from an application's terms checkbox (which says so). */
export function TermsLink({ label }: { label: string }) {
  const tc = useT('common');
  const { locale } = useLocale();
  return (
    <a
      href={paths.terms(locale)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-brand-700 underline"
    >
      {label}
      <span className="sr-only"> {tc('ui.opensInNewTab')}</span>
    </a>
  );
}
