import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/button.tsx';
import { VENDOR_PROMOTIONS_NS } from '../catalog.ts';

/** SPEC §2: 'Cannot Edit Promotion' with Go Back, when the promotion is not pending or not the vendor's. */
export function CannotEditPromotion() {
  const t = useT(VENDOR_PROMOTIONS_NS);
  const message = useMessage();
  const { locale } = useLocale();
  const navigate = useNavigate();
  return (
    <section
      aria-labelledby="cannot-edit-title"
      className="mx-auto max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
    >
      <span
        aria-hidden="true"
        className="mx-auto flex size-12 items-center justify-center rounded-full bg-amber-100 text-2xl text-amber-900"
      >
        !
      </span>
      <h2 id="cannot-edit-title" className="mt-4 text-xl font-semibold text-slate-900">
        {message('cannotEditPromotion')}
      </h2>
      <p className="mt-3 text-slate-600">{t('cannotEdit.text')}</p>
      <Button className="mt-6" onClick={() => navigate(paths.vendor.promotions(locale))}>
        {t('cannotEdit.goBack')}
      </Button>
    </section>
  );
}
