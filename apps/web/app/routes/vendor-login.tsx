import { LoginScreen } from '../features/auth/components/login-screen.tsx';
import { BackOfficeFrame } from '../features/back-office-chrome/components/back-office-frame.tsx';

export default function VendorLogin() {
  return (
    <BackOfficeFrame>
      <LoginScreen area="vendor" />
    </BackOfficeFrame>
  );
}
