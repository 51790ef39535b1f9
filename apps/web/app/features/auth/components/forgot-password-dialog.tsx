import type { UserRole } from '@levera/domain';
import { brand } from '../../../config/brand.ts';
import { useT } from '../../../lib/i18n.ts';
import { Dialog } from '../../../ui/dialog.tsx';

/** 'Forgot password' → contact admin support (SPEC §2); loaded when first opened (decision 044). */
export default function ForgotPasswordDialog({
  role,
  open,
  onOpenChange,
}: {
  role: UserRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT('back-office');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('login.forgotPasswordTitle')}
      description={t(role === 'admin' ? 'login.forgotPasswordAdminText' : 'login.forgotPasswordText', {
        email: brand.supportEmail,
      })}
      closeLabel={t('login.close')}
    >
      <a href={`mailto:${brand.supportEmail}`} className="font-semibold text-brand-700 underline">
        {t('login.emailSupport')}
      </a>
    </Dialog>
  );
}
