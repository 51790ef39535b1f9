import type { UserRole } from '@levera/domain';
import { SignIn } from '../features/auth/components/sign-in.tsx';
import { BackOfficeFrame } from '../features/back-office-chrome/components/back-office-frame.tsx';
import { Island } from '../islands/island.tsx';

/** An area's sign-in page, the form an island in the back-office frame (admin-login, vendor-login). */
export function BackOfficeSignIn({ area }: { area: UserRole }) {
  return (
    <BackOfficeFrame>
      <Island name="sign-in" component={SignIn} props={{ area }} />
    </BackOfficeFrame>
  );
}
