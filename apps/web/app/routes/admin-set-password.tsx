import { SetPasswordScreen } from '../features/auth/components/set-password-screen.tsx';
import { BackOfficeFrame } from '../features/back-office-chrome/components/back-office-frame.tsx';

/** Where an admin's invitation e-mail leads (issue 33 §2): open without a session. */
export default function AdminSetPassword() {
  return (
    <BackOfficeFrame>
      <SetPasswordScreen account="admin" />
    </BackOfficeFrame>
  );
}
