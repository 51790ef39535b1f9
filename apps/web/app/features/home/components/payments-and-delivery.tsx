import { useT } from '../../../lib/i18n.ts';
import { LineIcon } from '../../../ui/line-icon.tsx';

/** The payment brands shown on the site (SPEC §1): names, not logos, in one list. */
const PAYMENT_BRANDS = ['Swish', 'Apple Pay', 'Mastercard', 'Visa', 'Klarna', 'PayPal'] as const;

/** How to pay (online or cash on delivery, SPEC §1) and the 30-minute delivery target (SPEC §1). */
export function PaymentsAndDelivery() {
  const t = useT('home');
  return (
    <section aria-labelledby="payments-heading" className="py-16 sm:py-20">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 lg:grid-cols-[1.4fr_1fr]">
        <div className="rounded-3xl p-8 ring-1 ring-slate-200 sm:p-10">
          <h2 id="payments-heading" className="text-3xl font-extrabold tracking-tight text-slate-900">
            {t('payments.heading')}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{t('payments.text')}</p>
          <div className="mt-8 grid gap-6 sm:grid-cols-2">
            {(['online', 'cash'] as const).map((way) => (
              <div key={way}>
                <h3 className="font-bold text-slate-900">{t(`payments.${way}.title`)}</h3>
                <p className="mt-1 text-slate-700">{t(`payments.${way}.text`)}</p>
              </div>
            ))}
          </div>
          <ul aria-label={t('payments.brandsLabel')} className="mt-8 flex flex-wrap gap-2">
            {PAYMENT_BRANDS.map((name) => (
              <li
                key={name}
                className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm font-bold text-slate-800"
              >
                {name}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col justify-between rounded-3xl bg-brand-700 p-8 text-white sm:p-10">
          <div>
            <LineIcon className="size-12 text-brand-100" strokeWidth={1.6}>
              <circle cx="12" cy="13" r="8" />
              <path d="M12 9v4l3 2M10 2.5h4" />
            </LineIcon>
            <h2 className="mt-6 text-3xl font-extrabold tracking-tight">{t('deliveryPromise.heading')}</h2>
            <p className="mt-4 text-lg text-brand-50">{t('deliveryPromise.text')}</p>
          </div>
          <p className="mt-8 text-sm text-brand-100">{t('deliveryPromise.footnote')}</p>
        </div>
      </div>
    </section>
  );
}
