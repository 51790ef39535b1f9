export { RiderApplication as default } from '../../features/partner-apply/components/rider-application.tsx';
