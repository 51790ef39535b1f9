import { SignIn } from '../features/auth/components/sign-in.tsx';
import { BackOfficeFrame } from '../features/back-office-chrome/components/back-office-frame.tsx';
import { Island } from '../islands/island.tsx';
import { HYDRATES_AS_ISLANDS } from '../islands/route-handle.ts';

// Prerendered in both locales and hydrated as islands, without the router (decision 051).
export const handle = HYDRATES_AS_ISLANDS;

export default function VendorLogin() {
  return (
    <BackOfficeFrame>
      <Island name="sign-in" component={SignIn} props={{ area: 'vendor' }} />
    </BackOfficeFrame>
  );
}
