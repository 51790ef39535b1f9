import { useMemo } from 'react';
import { useLocale } from './locale.ts';
import { fixedT, type TFunction } from './translate.ts';

// The one `t` is the domain's (packages/domain/src/translate.ts, decision 081), re-exported by
// translate.ts; this adds the route language's hook.
export { fixedT, registerCatalog, type TFunction, type TOptions } from './translate.ts';

/** `t` for a namespace in the current route's language (missing keys fall back to English). */
export function useT(namespace: string): TFunction {
  const { language } = useLocale();
  return useMemo(() => fixedT(language, namespace), [language, namespace]);
}
