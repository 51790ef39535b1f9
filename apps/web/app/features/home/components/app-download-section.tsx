import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';

/**
 * The app download block of SPEC §2 Home: the download button, the store buttons and the QR code
 * (the app-download feature's pieces, composed by the route).
 */
export function AppDownloadSection({
  downloadButton,
  storeBadges,
  qrCode,
}: {
  downloadButton: ReactNode;
  storeBadges: ReactNode;
  qrCode: ReactNode;
}) {
  const t = useT('home');
  return (
    <section id="download" aria-labelledby="download-heading" className="scroll-mt-24 py-16 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="grid items-center gap-10 overflow-hidden rounded-3xl bg-brand-900 px-6 py-10 text-white sm:px-12 sm:py-14 md:grid-cols-[1fr_auto]">
          <div>
            <h2 id="download-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
              {t('appDownload.heading')}
            </h2>
            <p className="mt-4 max-w-xl text-lg text-brand-50">{t('appDownload.text')}</p>
            <div className="mt-8">{downloadButton}</div>
            <div className="mt-5">{storeBadges}</div>
          </div>
          <div className="hidden rounded-2xl bg-white p-5 md:block">{qrCode}</div>
        </div>
      </div>
    </section>
  );
}
