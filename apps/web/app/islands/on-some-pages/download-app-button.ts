export { DownloadAppButton as default } from '../../features/app-download/components/download-app-button.tsx';
