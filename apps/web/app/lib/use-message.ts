import { translateMessage } from '@levera/domain';
import { useLocale } from './locale.ts';

// Its own module, apart from lib/i18n.ts: the domain's message catalogue (validation and API
// messages, about 7 KB gzip) is needed by forms and the back-office, not by every public page's
// islands, which load i18n.ts (decision 047).

/** Translates a message key of @levera/domain (validation and API messages) into the route language. */
export function useMessage(): (key: string | undefined, params?: Record<string, string | number>) => string {
  const { language } = useLocale();
  return (key, params) => (key ? translateMessage(key, language, params) : '');
}
