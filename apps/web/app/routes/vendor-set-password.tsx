import { SetPasswordScreen } from '../features/auth/components/set-password-screen.tsx';
import { BackOfficeFrame } from '../features/back-office-chrome/components/back-office-frame.tsx';

/** Where an invitation or set-password e-mail leads (issue 19 §1): open without a session. */
export default function VendorSetPassword() {
  return (
    <BackOfficeFrame>
      <SetPasswordScreen />
    </BackOfficeFrame>
  );
}
