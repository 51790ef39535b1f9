export { SignIn as default } from '../../features/auth/components/sign-in.tsx';
