export { ManageCookiesButton as default } from '../../features/consent/components/manage-cookies-button.tsx';
