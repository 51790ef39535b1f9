import type { SiteLanguage } from '@levera/domain';
import { useEffect, useState } from 'react';
import type { ActiveOffer } from '../api/get-active-offers.ts';

/**
 * The active offers, fetched in the browser after hydration so the prerendered home page never
 * depends on the API. Empty while loading, when the endpoint is missing or when it fails. The API
 * client is loaded on demand, keeping it out of the home page's first download. The API answers in
 * the page's language, so switching language fetches them again (issue 15).
 */
export function useActiveOffers(language: SiteLanguage): ActiveOffer[] {
  const [offers, setOffers] = useState<ActiveOffer[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    setOffers([]);
    import('../api/get-active-offers.ts')
      .then(({ getActiveOffers }) => getActiveOffers(language, controller.signal))
      .then((list) => {
        if (!controller.signal.aborted) setOffers(list);
      })
      .catch(() => {
        // Missing endpoint, network failure or bad answer: show nothing.
      });
    return () => controller.abort();
  }, [language]);
  return offers;
}
