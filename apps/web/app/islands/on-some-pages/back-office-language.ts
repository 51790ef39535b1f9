export { FlagLanguageSelector as default } from '../../features/back-office-chrome/components/flag-language-selector.tsx';
