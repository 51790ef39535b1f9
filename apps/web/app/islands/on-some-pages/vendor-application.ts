export { VendorApplicationForm as default } from '../../features/partner-apply/components/vendor-application-form.tsx';
