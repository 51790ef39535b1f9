export { SiteOverlays as default } from '../site-overlays.tsx';
