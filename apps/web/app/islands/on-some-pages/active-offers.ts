export { ActiveOffers as default } from '../../features/home/components/active-offers.tsx';
