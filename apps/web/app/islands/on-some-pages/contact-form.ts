export { ContactForm as default } from '../../features/contact/components/contact-form.tsx';
