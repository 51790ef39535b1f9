export { DownloadRedirect as default } from '../../features/app-download/components/download-redirect.tsx';
