import { useAdminMay } from '../../../lib/admin-permissions.tsx';
import { useT } from '../../../lib/i18n.ts';
import { buttonClasses } from '../../../ui/button-look.ts';
import { useRevealNationalId } from '../api/reveal-national-id.ts';
import { ADMIN_PARTNERS_NS } from '../catalog.ts';

/**
 * A rider's personnummer in the application's details: masked (`YYYYMMDD-****`), as every answer
 * carries it, with "Show personnummer", which asks the server for the full number on purpose (the
 * audit log records who saw it, decision 058). "Hide personnummer" forgets it again, and so does
 * closing the details.
 */
export function NationalIdField({
  partnerId,
  masked,
  none,
}: {
  partnerId: string;
  masked: string | null;
  none: string;
}) {
  const t = useT(ADMIN_PARTNERS_NS);
  const reveal = useRevealNationalId();
  // Only owners see a full personnummer (issue 33 §1): the others keep the masked one.
  const mayReveal = useAdminMay('revealNationalId');
  if (!masked) return <span className="font-mono">{none}</span>;
  if (!mayReveal) return <span className="font-mono">{masked}</span>;
  const full = reveal.data?.nationalId;
  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="font-mono" aria-live="polite">
        {full ?? masked}
      </span>
      <button
        type="button"
        className={buttonClasses('secondary', 'sm')}
        disabled={reveal.isPending}
        aria-busy={reveal.isPending || undefined}
        onClick={() => (full ? reveal.reset() : reveal.mutate(partnerId))}
      >
        {t(full ? 'nationalId.hide' : 'nationalId.show')}
      </button>
    </span>
  );
}
