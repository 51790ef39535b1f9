export { SiteHeader as default } from '../../features/site-chrome/components/site-header.tsx';
