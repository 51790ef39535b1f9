import { useT } from '../../../lib/i18n.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { AppDownloadQr } from './app-download-qr.tsx';
import { DownloadAppButton } from './download-app-button.tsx';

/**
 * SPEC §2 promo modal: invites the visitor to download the app, with the download button and, on
 * wide screens, a QR code. The X and a click on the backdrop close it (and Escape, for keyboards).
 * Loaded on demand, so pages do not carry the dialog code until it is shown.
 */
export default function PromoModal({ onClose }: { onClose: () => void }) {
  const t = useT('common');
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('promoModal.title')}
      description={t('promoModal.description')}
      closeLabel={t('promoModal.closeLabel')}
    >
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <DownloadAppButton />
        <div className="hidden sm:block">
          <AppDownloadQr alt={t('promoModal.qrAlt')} caption={t('promoModal.qrCaption')} size={128} isEager />
        </div>
      </div>
    </Dialog>
  );
}
