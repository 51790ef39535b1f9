import { translateMessage } from '@levera/domain';
import { useLocale } from './locale.ts';

// Not in i18n.ts: every page loads i18n.ts, and this hook brings the domain's whole message
// catalogue (about 6.5 KB gzip), which only the forms and the back-office need (decisions 047, 050).

/** Translates a message key of @levera/domain (validation and API messages) into the route language. */
export function useMessage(): (key: string | undefined, params?: Record<string, string | number>) => string {
  const { language } = useLocale();
  return (key, params) => (key ? translateMessage(key, language, params) : '');
}
