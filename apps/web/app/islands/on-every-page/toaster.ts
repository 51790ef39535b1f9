export { LazyToaster as default } from '../../ui/lazy-toaster.tsx';
