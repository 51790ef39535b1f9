import { HYDRATES_AS_ISLANDS } from '../islands/route-handle.ts';
import { BackOfficeSignIn } from './back-office-sign-in.tsx';

// Prerendered in both locales and hydrated as islands, without the router (decision 051).
export const handle = HYDRATES_AS_ISLANDS;

export default function AdminLogin() {
  return <BackOfficeSignIn area="admin" />;
}
