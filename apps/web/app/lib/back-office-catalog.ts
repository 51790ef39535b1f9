import en from '../../locales/en/back-office.json';
import sv from '../../locales/sv/back-office.json';
import { registerCatalog } from './i18n.ts';

/**
 * The `back-office` namespace: the back-office layout registers it, and so do the sign-in pages'
 * islands (the language selector and the sign-in screen), which run without that layout (decision
 * 051). Registered on import; registering twice keeps the first.
 */
registerCatalog('back-office', { en, sv });
