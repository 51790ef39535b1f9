import en from '../../locales/en/common.json';
import sv from '../../locales/sv/common.json';
import { registerCatalog } from './i18n.ts';

/** The `common` namespace (site chrome, page titles, generic UI) is used on every page. */
export function registerCommonCatalog(): void {
  registerCatalog('common', { en, sv });
}
